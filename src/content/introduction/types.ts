// Types of the introduction pages' content (Course, Case template, eBook, Workshop,
// Upcoming workshop), plus the small shapes the hub and the foundation page share.
import type { IconName } from '../icon-names.ts'

export interface PageIntro {
  title: string
  description: string
  eyebrow: string
}

/** A titled card with a short text. */
export interface Feature {
  title: string
  description: string
}

/** A feature card drawn with an icon of the registry. */
export interface IconFeature extends Feature {
  icon: IconName
}

export interface Step {
  step: number
  title: string
  description: string
}

/** An illustrative testimonial: attributed to a role and a kind of organisation, never a name. */
export interface Testimonial {
  quote: string
  role: string
  organization: string
}

/** A certification course as the introduction pages show it. */
export interface Course {
  title: string
  level: 'Foundation' | 'Professional' | 'Expert'
  duration: string
  format: string
  modules: string[]
  features: string[]
  price: string
  description: string
}

/** An industry template of the Case Builder. */
export interface CaseTemplate {
  title: string
  industry: 'Healthcare' | 'Financial' | 'Manufacturing'
  complexity: 'Medium' | 'High'
  duration: string
  scenarios: string[]
  outcomes: string[]
  description: string
  regulations: string[]
}

/** A featured eBook. */
export interface Ebook {
  title: string
  description: string
  pages: number
  level: 'Beginner' | 'Intermediate' | 'Advanced' | 'All levels'
  topics: string[]
  downloads: string
  rating: number
  price: string
  popular: boolean
  preview: string
}

/** A book in one of the eBook categories (free, downloaded as a summary). */
export interface LibraryBook {
  title: string
  pages: number
  summary: string
}

export interface EbookCategory {
  title: string
  description: string
  books: LibraryBook[]
}

/** A workshop type. */
export interface Workshop {
  name: string
  duration: string
  level: string
  capacity: string
  format: string
  description: string
}

/** A scheduled workshop session. */
export interface UpcomingWorkshop {
  title: string
  date: string
  location: string
  format: string
  level: string
  duration: string
  spots: string
  price: string
  topics: string[]
}

export interface ConsultancyService {
  title: string
  description: string
  duration: string
  deliverables: string[]
}

export interface SuccessStory {
  client: string
  industry: string
  challenge: string
  solution: string
  results: string[]
}
