// /ipaml-foundation: the foundation overview the introduction links to. What IPAML is, the
// three tiers, the data foundation, the modules, who it is for and the next steps.
import type { Feature, PageIntro } from './types.ts'

export const foundationIntro: PageIntro = {
  title: 'IPAML Foundation',
  eyebrow: 'Foundation course overview',
  description:
    'Everything you need to know before you start with the Identity Privileged Access Management Library: what the framework is, how its three tiers divide the work, the data it depends on and the modules that make up the foundation course.',
}

export const whatIsIpaml = [
  'IPAML, the Identity Privileged Access Management Library, is a framework that treats identity and access management (IAM), privileged access management (PAM) and identity governance and administration (IGA) as one discipline instead of three separate tool projects.',
  'It describes who directs, who arranges and who performs each identity activity, which data every decision depends on, and which laws and regulations set the boundaries. Law and Regulations form its compliance foundation: GDPR, CCPA, HIPAA, SOX, PCI DSS, FISMA, the NIS Directive, PIPEDA and ISO 27001.',
] as const

export const foundationTiers: (Feature & { motto: string; examples: string[] })[] = [
  {
    title: 'Strategic Management',
    motto: 'To direct',
    description:
      'Sets direction: identity policy, risk appetite, the data and role model, and the programme that delivers them.',
    examples: ['General governance', 'Data model and role model', 'Program management'],
  },
  {
    title: 'Tactical Management',
    motto: 'To arrange',
    description:
      'Arranges the services that turn policy into practice, and keeps them aligned with architecture, risk and security.',
    examples: ['IAM Service', 'PAM Service', 'IGA Service', 'Integration Service'],
  },
  {
    title: 'Operations Management',
    motto: 'To perform',
    description:
      'Performs the daily changes, each triggered by an authoritative record and executed as a standard change.',
    examples: ['Onboarding', 'Crossboarding', 'Offboarding', 'Correction', 'RED/GREEN button'],
  },
]

export const dataFoundation: Feature[] = [
  {
    title: 'Data sources',
    description: 'HR, contractor and customer systems that are authoritative for who someone is.',
  },
  {
    title: 'Rights and permissions',
    description: 'The entitlements in every application, described in business language.',
  },
  {
    title: 'Departments',
    description: 'The organisational structure that decides ownership and approval.',
  },
  {
    title: 'Collaboration',
    description: 'Teams, shared mailboxes and project spaces with owners and members.',
  },
  {
    title: 'Physical access',
    description: 'Badges, buildings and rooms governed by the same identity lifecycle.',
  },
  {
    title: 'Mandate and delegation',
    description: 'Who may approve or act on behalf of whom, and until when.',
  },
  {
    title: 'Second and third person',
    description: 'Contractors, partners, suppliers and other non-employees with a sponsor.',
  },
]

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
    description: 'Regulations, the five maturity levels and the five-phase implementation roadmap.',
  },
]

export const foundationAudience: string[] = [
  'IT professionals and system administrators who run accounts and access',
  'Security professionals and IAM practitioners who want a common model',
  'IAM managers and IT architects who shape an identity programme',
  'Compliance officers and risk managers who need evidence of control',
  'HR managers whose processes trigger the identity lifecycle',
]

export const foundationNextSteps = {
  title: 'Next steps',
  description:
    'Take the 40-hour foundation certification, compare it with the other courses, or see the full training and certification catalogue.',
} as const
