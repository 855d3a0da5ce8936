// Home page texts. The
// section lists behind the home cards come from src/content/framework/ and training.ts; this
// module only holds what is particular to the home page.
import { redGreenServiceName } from './shared-values.ts'

export type TileIconName = 'UserCheck' | 'KeyRound' | 'ShieldCheck'

export interface HomeTile {
  title: string
  text: string
  icon: TileIconName
}

export const hero = {
  eyebrow: 'Identity Privileged Access Management Library',
  headline: 'World first IAM & PAM framework',
  lead: 'IPAML brings identity and access management, privileged access management and identity governance together in one model: strategy that directs, tactics that arrange, operations that perform, all on one data foundation and grounded in law and regulations.',
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
export const dataFoundation: string[] = [
  'Data sources',
  'Rights and permissions',
  'Departments',
  'Collaboration',
  'Physical access',
  'Mandate and delegation',
  'Second and third person',
]

/** The compliance foundation. */
export const complianceFoundation = {
  title: 'Law & Regulations',
  description:
    'The compliance foundation under the whole model: every policy, role and control traces back to a legal or regulatory requirement.',
  regimes: [
    'GDPR',
    'CCPA',
    'HIPAA',
    'SOX',
    'PCI DSS',
    'FISMA',
    'NIS Directive',
    'PIPEDA',
    'ISO 27001',
  ],
}

export const frameworkSection = {
  title: 'The IPAML Framework',
  lead: 'Three management tiers over one data foundation, with law and regulations as the compliance foundation. Select any block of the model to read how it works.',
  roadmapNote: '5-phase roadmap from RFP to managed service',
}

export interface GovernanceDomain {
  /** Title of a strategic section in src/content/framework/sections.ts. */
  title: string
  subtitle: 'To Direct' | 'To Arrange'
  description: string
}

/** The six governance areas of the strategic section. */
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

/** Steps of the Watch Demo walkthrough of the framework model. */
export const demoSteps: { title: string; text: string }[] = [
  {
    title: 'Law & Regulations: the compliance foundation',
    text: 'IPAML starts from the rules you must meet: GDPR, CCPA, HIPAA, SOX, PCI DSS, FISMA, the NIS Directive, PIPEDA and ISO 27001. Each requirement becomes a policy and a control you can evidence.',
  },
  {
    title: 'The data foundation',
    text: 'Access decisions are only as good as the data behind them: HR and other data sources, rights and permissions, departments, collaboration spaces, physical access, mandates and delegation, and second and third persons such as contractors and partners.',
  },
  {
    title: 'Strategic Management: to direct',
    text: 'The board and the chief identity and access management officer (CIAMO) own six governance domains and set the data model, the role model and the programme that delivers them.',
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
