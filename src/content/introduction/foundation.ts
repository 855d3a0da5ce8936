// /ipaml-foundation: the foundation overview the introduction links to. What IPAML is, the
// three tiers, the data foundation, the modules, who it is for and the next steps.
import { paths } from '../../lib/paths.ts'
import { dataFoundation as dataFoundationNames, tiers } from '../home.ts'
import { regulationNames } from '../law-regulations.ts'
import type { PageLink } from '../page-copy.ts'
import { listAnd } from '../shared-values.ts'
import { capitalise, countWord } from '../text.ts'
import { backToIntroduction } from './shared.ts'
import type { Feature, PageIntro } from './types.ts'

export const foundationIntro: PageIntro = {
  title: 'IPAML Foundation',
  eyebrow: 'Foundation course overview',
  description:
    'Everything you need to know before you start with the Identity Privileged Access Management Library: what the framework is, how its three tiers divide the work, the data it depends on and the modules that make up the foundation course.',
}

export const whatIsIpaml = [
  'IPAML, the Identity Privileged Access Management Library, is a framework that treats identity and access management (IAM), privileged access management (PAM) and identity governance and administration (IGA) as one discipline instead of three separate tool projects.',
  `It describes who directs, who arranges and who performs each identity activity, which data every decision depends on, and which laws and regulations set the boundaries. Law and Regulations form its compliance foundation: ${listAnd(regulationNames)}.`,
] as const

const tierDetails: Record<string, { description: string; examples: string[]; link: PageLink }> = {
  'Strategic Management': {
    description:
      'Sets direction: identity policy, risk appetite, the data and role model, and the programme that delivers them.',
    examples: ['General governance', 'Data model and role model', 'Program management'],
    link: { label: 'Explore Strategic Management', href: paths.strategic.dataModel.getHref() },
  },
  'Tactical Management': {
    description:
      'Arranges the services that turn policy into practice, and keeps them aligned with architecture, risk and security.',
    examples: ['IAM Service', 'PAM Service', 'IGA Service', 'Integration Service'],
    link: {
      label: 'Explore Tactical Management',
      href: paths.tactical.integrationService.getHref(),
    },
  },
  'Operations Management': {
    description:
      'Performs the daily changes, each triggered by an authoritative record and executed as a standard change.',
    examples: ['Onboarding', 'Crossboarding', 'Offboarding', 'Correction', 'RED/GREEN button'],
    link: { label: 'Explore Operations Management', href: paths.operations.getHref() },
  },
}

/** The model's management tiers (src/content/home.ts), as the foundation course explains them. */
export const foundationTiers: (Feature & { motto: string; examples: string[]; link: PageLink })[] =
  tiers.map((tier) => ({
    title: tier.name,
    motto: capitalise(tier.role.toLowerCase()),
    ...tierDetails[tier.name]!,
  }))

const dataFoundationDescriptions: Record<(typeof dataFoundationNames)[number], string> = {
  'Data sources': 'HR, contractor and customer systems that are authoritative for who someone is.',
  'Rights and permissions':
    'The entitlements in every application, described in business language.',
  Departments: 'The organisational structure that decides ownership and approval.',
  Collaboration: 'Teams, shared mailboxes and project spaces with owners and members.',
  'Physical access': 'Badges, buildings and rooms governed by the same identity lifecycle.',
  'Mandate and delegation': 'Who may approve or act on behalf of whom, and until when.',
  'Second and third person':
    'Contractors, partners, suppliers and other non-employees with a sponsor.',
}

/** The model's data foundation (src/content/home.ts), each item with what it holds. */
export const dataFoundation: Feature[] = dataFoundationNames.map((title) => ({
  title,
  description: dataFoundationDescriptions[title],
}))

export const foundationModules: (Feature & { hours: number })[] = [
  {
    title: 'Module 1: Identity, access and privilege',
    hours: 6,
    description: 'Core concepts and vocabulary of IAM, PAM and IGA, and why they belong together.',
  },
  {
    title: 'Module 2: The three-tier model',
    hours: 6,
    description: 'Directing, arranging and performing: roles, responsibilities and the CIAMO.',
  },
  {
    title: 'Module 3: The data foundation',
    hours: 6,
    description: 'Authoritative sources, the asset register (CMDB) and data quality.',
  },
  {
    title: 'Module 4: Identity lifecycle operations',
    hours: 8,
    description: 'Joiner, mover, leaver, correction and RED/GREEN button processes.',
  },
  {
    title: 'Module 5: Privileged access and governance',
    hours: 8,
    description: 'Vaulting, just-in-time access, certification and segregation of duties.',
  },
  {
    title: 'Module 6: Compliance, maturity and roadmap',
    hours: 6,
    description: 'Regulations, the maturity levels and the phases of the implementation roadmap.',
  },
]

export const foundationAudience: string[] = [
  'IT professionals and system administrators who run accounts and access',
  'Security professionals and IAM practitioners who want a common model',
  'IAM managers and IT architects who shape an identity programme',
  'Compliance officers and risk managers who need evidence of control',
  'HR managers whose processes trigger the identity lifecycle',
]

const moduleHours = foundationModules.reduce((sum, module) => sum + module.hours, 0)

export const foundationNextSteps = {
  title: 'Next steps',
  description: `Take the ${moduleHours}-hour foundation certification, compare it with the other courses, or see the full training and certification catalogue.`,
} as const

export const foundationPage = {
  meta: {
    title: foundationIntro.title,
    description: `The IPAML foundation overview: what the framework is, its ${countWord(foundationTiers.length)} management tiers, the data foundation, the ${countWord(foundationModules.length)} foundation modules and who the course is for.`,
  },
  header: foundationIntro,
  back: backToIntroduction,
  whatIs: {
    id: 'what-is-ipaml',
    title: 'What IPAML is',
    readMore: 'Read more on the',
    pageAnd: 'page and in the',
    links: [
      { label: 'Law & Regulations', href: paths.lawRegulations.getHref() },
      { label: 'Unified Framework', href: paths.unifiedFramework.getHref() },
    ],
  },
  tiers: {
    id: 'three-tiers',
    title: `The ${countWord(foundationTiers.length)} management tiers`,
    description: 'Every identity activity has a place: it is directed, arranged or performed.',
  },
  dataFoundation: {
    id: 'data-foundation',
    title: 'The data foundation',
    description: `The ${countWord(foundationTiers.length)} tiers rest on data. Without reliable sources, no access decision can be trusted.`,
  },
  modules: {
    id: 'modules',
    title: 'Foundation course modules',
    description: `${capitalise(countWord(foundationModules.length))} modules, ${moduleHours} hours in total, closed by the IPAML Foundation Certification exam.`,
  },
  audience: { id: 'audience', title: 'Who it is for' },
  callToAction: {
    id: 'next-steps',
    ...foundationNextSteps,
    courses: { label: 'View Courses', href: paths.introduction.courses.getHref() },
    training: { label: 'Training & Certification', href: paths.training.getHref() },
  },
  /** Labels inside the cards. */
  card: { tier: 'Tier', hours: 'hours' },
}
