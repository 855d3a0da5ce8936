// The home page's words: meta, hero and tiles, the framework model, and the headings of its
// sections. The lists behind the home cards come from src/content/framework/ and training.ts;
// the browser gets all of it through the build-time projection (virtual:home-content), so
// "/" loads literals rather than the content modules.
import { paths } from '../lib/paths.ts'
import type { IconName } from './icon-names.ts'
import { regulationNames } from './law-regulations.ts'
import type { PageLink, PageMetaCopy, SectionCopy } from './page-copy.ts'
import { roadmapPhases } from './roadmap.ts'
import { listAnd, redGreenServiceName } from './shared-values.ts'
import { capitalise, countWord } from './text.ts'
import { trainingGroups, trainingPage } from './training.ts'

export const homeMeta: PageMetaCopy = {
  title: 'IPAML: World first IAM & PAM framework',
  description:
    'The Identity Privileged Access Management Library: a framework, knowledge base, training and community for identity and access management, privileged access management and identity governance.',
}

export interface HomeTile {
  title: string
  text: string
  icon: IconName
}

export const hero = {
  eyebrow: 'Identity Privileged Access Management Library',
  headline: 'World first IAM & PAM framework',
  lead: 'IPAML brings identity and access management, privileged access management and identity governance together in one model: strategy that directs, tactics that arrange, operations that perform, all on one data foundation and grounded in law and regulations.',
  getStarted: { label: 'Get Started', href: paths.introduction.getHref() },
  watchDemo: 'Watch Demo',
}

export const tiles: HomeTile[] = [
  {
    title: 'Identity Management',
    text: 'One authoritative identity per person, from HR record to directory account, through joiner, mover and leaver.',
    icon: 'UserCheck',
  },
  {
    title: 'Access Control',
    text: 'Role and policy based access, granted by design, reviewed on schedule and removed the moment it is no longer needed.',
    icon: 'KeyRound',
  },
  {
    title: 'Privileged Access',
    text: 'Vaulted credentials, just-in-time elevation and recorded sessions for the accounts that can do the most harm.',
    icon: 'ShieldCheck',
  },
]

export interface Tier {
  name: string
  /** The tier's verb: to direct, to arrange, to perform. */
  role: string
  description: string
}

/** The three management tiers of the model. */
export const tiers: Tier[] = [
  {
    name: 'Strategic Management',
    role: 'To Direct',
    description:
      'The board and the CIAMO set mandate, policy, risk appetite and the data and role models every other layer follows.',
  },
  {
    name: 'Tactical Management',
    role: 'To Arrange',
    description:
      'Service owners turn policy into IAM, PAM, IGA and integration services, with designs, standards and controls.',
  },
  {
    name: 'Operations Management',
    role: 'To Perform',
    description:
      'The service desk and IAM operations run onboarding, crossboarding, offboarding, incidents and corrections every day.',
  },
]

/** The data foundation under the three tiers. */
export const dataFoundation = [
  'Data sources',
  'Rights and permissions',
  'Departments',
  'Collaboration',
  'Physical access',
  'Mandate and delegation',
  'Second and third person',
] as const

/** The compliance foundation: the regimes of the Law & Regulations page. */
export const complianceFoundation = {
  title: 'Law & Regulations',
  badge: 'Compliance foundation',
  href: paths.lawRegulations.getHref(),
  description:
    'The compliance foundation under the whole model: every policy, role and control traces back to a legal or regulatory requirement.',
  regimes: regulationNames,
}

export const frameworkSection = {
  id: 'framework',
  title: 'The IPAML Framework',
  lead: `${capitalise(countWord(tiers.length))} management tiers over one data foundation, with law and regulations as the compliance foundation. Select any block of the model to read how it works.`,
  tiersLabel: 'Management tiers',
  explore: { label: 'Explore Unified Framework', href: paths.unifiedFramework.getHref() },
  roadmap: { label: 'View Implementation Roadmap', href: paths.implementationRoadmap.getHref() },
  roadmapNote: `${roadmapPhases.length}-phase roadmap from RFP to managed service`,
}

/** A block of a tier in the model diagram; one without a link is a service shown, not a page. */
export interface ModelBlock {
  label: string
  detail?: string
  href?: string
}

/** The model diagram: each tier's building blocks, the data foundation and the caption. */
export const modelDiagram = {
  blocks: {
    'Strategic Management': [
      { label: 'Executive Leadership', detail: 'CIAMO', href: paths.ciamo.getHref() },
      { label: 'Data Model', href: paths.strategic.dataModel.getHref() },
      { label: 'Role Model', href: paths.strategic.roleModel.getHref() },
      { label: 'BiSL', detail: 'Business information', href: paths.strategic.bisl.getHref() },
      { label: 'Program Management', href: paths.strategic.getHref('Program Management') },
    ],
    'Tactical Management': [
      { label: 'IGA', detail: 'Identity governance', href: paths.tactical.iga.getHref() },
      { label: 'Integration Service', href: paths.tactical.integrationService.getHref() },
      { label: 'IAM Service', detail: 'Identity & access' },
      { label: 'PAM Service', detail: 'Privileged access' },
    ],
    'Operations Management': [
      { label: 'Onboarding', href: paths.operations.getHref('Onboarding Service') },
      { label: 'Offboarding', href: paths.operations.getHref('Offboarding Service') },
      {
        label: 'Incident Management',
        href: paths.operations.getHref('Incident Management Service'),
      },
      { label: 'Correction', href: paths.operations.getHref('Correction Service') },
    ],
  } satisfies Record<string, ModelBlock[]>,
  blocksLabel: 'building blocks',
  dataFoundation: 'Data Foundation',
  regulationsLabel: 'Regulations',
  caption: `The IPAML model: ${listAnd(tiers.map((tier) => tier.name.replace(' Management', '')))} Management over the data foundation, with Law & Regulations as the compliance foundation.`,
}

export interface GovernanceDomain {
  /** Title of a strategic section in src/content/framework/sections.ts. */
  title: string
  subtitle: 'To Direct' | 'To Arrange'
  description: string
}

/** The governance areas of the strategic section. */
export const governanceDomains: GovernanceDomain[] = [
  {
    title: 'General Governance',
    subtitle: 'To Direct',
    description: 'Mandate, policy, decision rights and accountability for identity and access.',
  },
  {
    title: 'Continual Improvement',
    subtitle: 'To Arrange',
    description: 'Measure, review and improve IAM services in a steady, evidence-based cycle.',
  },
  {
    title: 'Architecture Management',
    subtitle: 'To Arrange',
    description: 'Reference architecture, standards and design authority for IAM, PAM and IGA.',
  },
  {
    title: 'Risk Management',
    subtitle: 'To Arrange',
    description: 'Identify, assess and treat identity and access risks within agreed appetite.',
  },
  {
    title: 'Information Security Management',
    subtitle: 'To Arrange',
    description: 'Security controls for identities and privileges, aligned with ISO 27001.',
  },
  {
    title: 'Program Management',
    subtitle: 'To Arrange',
    description: 'Plan, fund and steer the IAM programme from business case to managed service.',
  },
]

const directing = governanceDomains.filter((domain) => domain.subtitle === 'To Direct').length

export const governanceSection = {
  id: 'strategic',
  title: `${governanceDomains.length} Governance Domains`,
  description: `Strategic Management directs identity and access through ${countWord(governanceDomains.length)} governance domains: ${countWord(directing)} that directs and ${countWord(governanceDomains.length - directing)} that arrange.`,
  /** After "+N" on a card whose domain has more items than it shows. */
  more: 'more...',
} satisfies SectionCopy & { more: string }

/** A group of home cards, each linking to an entry of one framework parameter route. */
export interface ServiceGroup extends SectionCopy {
  id: string
  kind: 'tactical' | 'directory' | 'operations' | 'controls'
}

export const servicesSection = {
  id: 'services',
  title: 'Services and Controls',
  description:
    'From tactical design to daily operations: every service of the framework, one click away.',
  groups: [
    {
      id: 'tactical',
      kind: 'tactical',
      title: 'Tactical Management Services',
      description:
        'To arrange: the services that turn policy into working identity, privileged access and governance.',
    },
    {
      id: 'directory',
      kind: 'directory',
      title: 'Directory & Resources',
      description:
        'The accounts and the resources they reach: directories, mailboxes, applications and endpoints.',
    },
    {
      id: 'operations',
      kind: 'operations',
      title: 'Operations Management Services',
      description: 'To perform: the lifecycle services run every day as standard changes.',
    },
    {
      id: 'controls',
      kind: 'controls',
      title: 'Control Panel',
      description:
        'Role types, permissions, roles, triggers and change enablement: the controls behind every access decision.',
    },
  ] satisfies ServiceGroup[],
}

export const trainingSection = {
  id: 'training',
  title: 'Training and Services',
  description:
    'Certification courses, consultancy packages and awareness programmes built on the IPAML framework.',
  certifications: { ...trainingGroups.certifications, id: 'certifications-group' },
  consultancy: {
    id: 'consultancy-group',
    title: 'Consultancy Packages',
    description: 'Senior IPAML consultants working with your team.',
  },
  awareness: { ...trainingGroups.awareness, id: 'awareness-group' },
  inHouse: trainingPage.inHouse,
  all: { label: 'All training and services', href: paths.training.getHref() } satisfies PageLink,
}

/** Steps of the Watch Demo walkthrough of the framework model. */
export const demoSteps: { title: string; text: string }[] = [
  {
    title: 'Law & Regulations: the compliance foundation',
    text: `IPAML starts from the rules you must meet: ${listAnd(regulationNames)}. Each requirement becomes a policy and a control you can evidence.`,
  },
  {
    title: 'The data foundation',
    text: 'Access decisions are only as good as the data behind them: HR and other data sources, rights and permissions, departments, collaboration spaces, physical access, mandates and delegation, and second and third persons such as contractors and partners.',
  },
  {
    title: 'Strategic Management: to direct',
    text: `The board and the chief identity and access management officer (CIAMO) own ${countWord(governanceDomains.length)} governance domains and set the data model, the role model and the programme that delivers them.`,
  },
  {
    title: 'Tactical Management: to arrange',
    text: 'Service owners arrange the IAM, PAM, IGA and integration services: designs, standards, connectors, role and permission catalogues and the controls that keep them correct.',
  },
  {
    title: 'Operations Management: to perform',
    text: `Operations performs the lifecycle every day as standard changes: onboarding, crossboarding, offboarding, incident management, corrections and the ${redGreenServiceName} for emergencies.`,
  },
]

export const demoDialog = {
  title: `The IPAML model in ${countWord(demoSteps.length)} steps`,
  previous: 'Previous',
  next: 'Next',
  close: 'Close demo',
  finish: frameworkSection.explore,
}
