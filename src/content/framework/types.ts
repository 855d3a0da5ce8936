// Shapes of the framework content (Section content, Phase, Service, Role entry,
// Success factor, Path level). Plain data: the pages render it and the search seed indexes it.
import type { IconName } from '../icon-names.ts'
import type { StandardsChoice } from '../shared-values.ts'

/** The icon of a framework entry: a name of the site's icon registry. */
export type FrameworkIconName = IconName

/** Chakra colour palettes (each has light and dark semantic tokens). */
export type EntryColor = 'blue' | 'green' | 'purple' | 'orange' | 'red' | 'teal' | 'cyan' | 'pink'

export interface Pricing {
  certification: string
  inHouse: string
  duration: string
}

/** A phase of a programme or implementation. */
export interface Phase {
  phase: string
  duration: string
  description: string
  deliverables: string[]
  stakeholders: string[]
  tools: string[]
}

/** One row of the Service Execution Model. */
export interface ServiceExecution {
  service: string
  process: string
  action: string
  trigger: string
  standardChange: string
}

/** A named part of an entry: a directory service or a controls item. */
export interface NamedItem {
  name: string
  description: string
}

/**
 * One framework entry: a strategic or tactical section, an operations service, a directory
 * service or a controls component. Optional blocks are shown only when present.
 */
export interface FrameworkEntry {
  title: string
  icon: FrameworkIconName
  color: EntryColor
  description: string
  /**
   * What practitioners call the entry's subject besides its title ("kill switch" for the Red/Green
   * Action Service): searched like its keywords, on the entry and its sections.
   */
  searchTerms?: string[]
  features: string[]
  implementation: string[]
  benefits: string[]
  compliance?: string[]
  frameworks?: string[]
  pricing?: Pricing
  strategicDeliverables?: string[]
  phases?: Phase[]
  /** Service Execution Model rows (operations). */
  services?: ServiceExecution[]
  /** Directory services or controls items. */
  items?: NamedItem[]
  /** Rules that deliberately follow one standard, with the reason. */
  standardsChoices?: StandardsChoice[]
}

/** A card with a title, a description and a list (components, patterns, domains, areas). */
export interface TopicGroup {
  title: string
  description: string
  points: string[]
}

/** One role of the role model. */
export interface RoleEntry {
  name: string
  scope: string
  responsibilities: string[]
  access_level: string
  reporting: string
}

/** A success factor with its description. */
export interface SuccessFactor {
  factor: string
  description: string
  importance: 'Critical' | 'High' | 'Medium'
  strategies: string[]
}

/** One level of a career or maturity path. */
export interface PathLevel {
  level: number
  title: string
  duration: string
  description: string
  requirements: string[]
}

/** A measurable target. */
export interface Metric {
  metric: string
  target: string
  description: string
}

/** Title and meta description of a dedicated page. */
export interface PageIntro {
  title: string
  description: string
}
