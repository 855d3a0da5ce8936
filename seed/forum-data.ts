// Forum starter content: eight categories and realistic IAM, PAM
// and IGA discussions. Pure data; seed/forum.ts writes it and server/indexing/forum-documents.ts indexes it.
// Post ids are fixed so the search index can link to them; dates are relative to seeding time.
import type { ForumColor, ForumIcon } from '../db/schema/forum.ts'

export interface SeedCategory {
  id: number
  slug: string
  name: string
  description: string
  icon: ForumIcon
  color: ForumColor
}

export interface SeedAuthor {
  handle: string
  firstName: string | null
  lastName: string | null
}

export interface SeedComment {
  author: string | null
  body: string
  /** Hours after the post was created. */
  afterHours: number
}

export interface SeedPost {
  id: number
  category: string
  /** Author handle; null for a post whose author account was removed ('Anonymous'). */
  author: string | null
  title: string
  body: string
  tags: string[]
  /** Age at seeding time, in hours. */
  ageHours: number
  views: number
  upvotes: number
  comments: SeedComment[]
}

export const seedCategories: SeedCategory[] = [
  {
    id: 1,
    slug: 'general-discussion',
    name: 'General Discussion',
    description: 'Introductions, career questions and everything identity that fits nowhere else.',
    icon: 'MessageSquare',
    color: 'blue',
  },
  {
    id: 2,
    slug: 'technical-implementation',
    name: 'Technical Implementation',
    description: 'Connectors, protocols (SAML, OIDC, SCIM), directories and integration patterns.',
    icon: 'Code',
    color: 'green',
  },
  {
    id: 3,
    slug: 'identity-governance',
    name: 'Identity Governance (IGA)',
    description:
      'Joiner-mover-leaver processes, access reviews, role models and segregation of duties.',
    icon: 'Users',
    color: 'purple',
  },
  {
    id: 4,
    slug: 'best-practices',
    name: 'Best Practices',
    description: 'What worked and what did not: programme set-up, KPIs and maturity improvements.',
    icon: 'Star',
    color: 'orange',
  },
  {
    id: 5,
    slug: 'vendors-and-tools',
    name: 'Vendors & Tools',
    description: 'Experiences with IAM, PAM and IGA products, selections and migrations.',
    icon: 'Package',
    color: 'red',
  },
  {
    id: 6,
    slug: 'privileged-access',
    name: 'Privileged Access & Security',
    description:
      'Vaulting, just-in-time elevation, session monitoring and securing admin accounts.',
    icon: 'Shield',
    color: 'yellow',
  },
  {
    id: 7,
    slug: 'training-and-certification',
    name: 'Training & Certification',
    description: 'IPAML courses, certification paths, study tips and exam experiences.',
    icon: 'GraduationCap',
    color: 'indigo',
  },
  {
    id: 8,
    slug: 'events-and-meetups',
    name: 'Events & Meetups',
    description: 'Conferences, webinars, user groups and local IAM meetups.',
    icon: 'Calendar',
    color: 'pink',
  },
]

export const seedAuthors: SeedAuthor[] = [
  { handle: 'svisser', firstName: 'Sanne', lastName: 'Visser' },
  { handle: 'mokafor', firstName: 'Michael', lastName: 'Okafor' },
  { handle: 'pnair', firstName: 'Priya', lastName: 'Nair' },
  { handle: 'jdekker', firstName: 'Jeroen', lastName: 'Dekker' },
  { handle: 'lmartin', firstName: 'Laura', lastName: 'Martin' },
  { handle: 'tkowalski', firstName: 'Tomasz', lastName: 'Kowalski' },
  { handle: 'achen', firstName: 'Amy', lastName: 'Chen' },
  { handle: 'rbakker', firstName: 'Ruben', lastName: 'Bakker' },
  { handle: 'fhaddad', firstName: 'Farah', lastName: 'Haddad' },
  { handle: 'dmuller', firstName: 'Daniel', lastName: 'Müller' },
  { handle: 'knguyen', firstName: 'Kim', lastName: 'Nguyen' },
  { handle: 'oandersson', firstName: 'Oskar', lastName: 'Andersson' },
  { handle: 'egarcia', firstName: 'Elena', lastName: 'García' },
  // A member who never filled in a first name: shown as 'User'.
  { handle: 'iam-ops-42', firstName: null, lastName: null },
]
