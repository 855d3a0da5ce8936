// Maturity assessment content: the levels, the management layers, the functional areas, the
// components of each cell (a layer in an area), the pages that help close a gap in each area,
// and the words of the page.
import { paths } from '../lib/paths.ts'
import type { PageFrameCopy } from './page-copy.ts'
import { redGreenServiceName } from './shared-values.ts'
import { countWord } from './text.ts'

export type LevelNumber = 1 | 2 | 3 | 4 | 5

export interface MaturityLevel {
  level: LevelNumber
  name: string
  description: string
  score: number
}

export const maturityLevels: readonly MaturityLevel[] = [
  { level: 1, name: 'Initial', description: 'Ad-hoc, reactive', score: 20 },
  { level: 2, name: 'Developing', description: 'Some documented processes', score: 40 },
  { level: 3, name: 'Defined', description: 'Standardized', score: 60 },
  { level: 4, name: 'Managed', description: 'Measured and controlled', score: 80 },
  { level: 5, name: 'Optimized', description: 'Continuous improvement', score: 100 },
]

export type LayerId = 'strategic' | 'tactical' | 'operations'

export interface ManagementLayer {
  id: LayerId
  name: string
  description: string
}

export const managementLayers: readonly ManagementLayer[] = [
  { id: 'strategic', name: 'Strategic', description: 'To direct' },
  { id: 'tactical', name: 'Tactical', description: 'To arrange' },
  { id: 'operations', name: 'Operations', description: 'To perform' },
]

export type AreaId =
  | 'law-regulations'
  | 'general-governance'
  | 'continual-improvement'
  | 'architecture-management'
  | 'risk-management'
  | 'information-security'
  | 'program-management'

export interface FunctionalArea {
  id: AreaId
  name: string
}

/** Names follow the framework sections in src/content/framework/sections.ts. */
export const functionalAreas: readonly FunctionalArea[] = [
  { id: 'law-regulations', name: 'Law & Regulations' },
  { id: 'general-governance', name: 'General Governance' },
  { id: 'continual-improvement', name: 'Continual Improvement' },
  { id: 'architecture-management', name: 'Architecture Management' },
  { id: 'risk-management', name: 'Risk Management' },
  { id: 'information-security', name: 'Information Security Management' },
  { id: 'program-management', name: 'Program Management' },
]

export type CellKey = `${LayerId}-${AreaId}`

/** The id of a cell's card on the assessment page: a search hit for the cell links to it. */
export const cellAnchor = (key: CellKey): string => `cell-${key}`

/** The id of a level's card on the assessment page: a search hit for the level links to it. */
export const levelAnchor = (level: LevelNumber): string => `level-${level}`

/** The components assessed in each of the 21 cells, keyed '{layer id}-{area id}'. */
export const cellComponents: Record<CellKey, readonly string[]> = {
  'strategic-law-regulations': [
    'Regulatory Inventory (GDPR, NIS2, DORA, SOX)',
    'Compliance Obligations Register',
    'Legal Basis for Processing Identity Data',
    'Data Retention Requirements',
    'Regulatory Change Monitoring',
  ],
  'strategic-general-governance': [
    'IAM Policy Framework',
    'IAM Steering Committee',
    'Roles and Responsibilities (RACI)',
    'Business Information Management (BiSL)',
    'IAM Strategy and Vision',
    'Budget and Funding Model',
  ],
  'strategic-continual-improvement': [
    'IAM Key Performance Indicators',
    'Maturity Targets',
    'Management Review',
    'Improvement Portfolio',
  ],
  'strategic-architecture-management': [
    'Enterprise IAM Architecture Principles',
    'Identity Data Model',
    'Role Model',
    'Zero Trust Target Architecture',
    'Technology Roadmap',
  ],
  'strategic-risk-management': [
    'Identity Risk Appetite',
    'Risk Assessment Methodology',
    'Privileged Access Risk Register',
    'Third-Party Identity Risk',
  ],
  'strategic-information-security': [
    'Information Security Policy',
    'Access Control Policy',
    'Data Classification Scheme',
    'Security Awareness Strategy',
  ],
  'strategic-program-management': [
    'IAM Program Charter',
    'Business Case',
    'Stakeholder Map',
    'Benefits Realisation Plan',
    'Program Governance Board',
  ],
  'tactical-law-regulations': [
    'Control Mapping to Regulations',
    'Audit Evidence Catalogue',
    'Privacy Impact Assessments',
    'Segregation of Duties Rules',
  ],
  'tactical-general-governance': [
    'Identity Policies (Joiner, Mover, Leaver)',
    'Naming and Account Standards',
    'Ownership of Applications and Entitlements',
    'Exception Management Process',
    'ITIL v4 Change Enablement',
  ],
  'tactical-continual-improvement': [
    'Process Performance Measurement',
    'Service Reviews',
    'Lessons Learned Register',
    'Improvement Backlog',
  ],
  'tactical-architecture-management': [
    'IGA Service Design',
    'IAM Service Design',
    'PAM Service Design',
    'Integration Service (Connectors and APIs)',
    'Asset Management / CMDB',
    'Directory Services',
  ],
  'tactical-risk-management': [
    'Access Certification Campaigns',
    'Toxic Combination Analysis',
    'Privileged Account Discovery',
    'Orphan Account Detection',
    'Risk-Based Access Scoring',
  ],
  'tactical-information-security': [
    'Authentication Standards (MFA, Passwordless)',
    'Privileged Session Management',
    'Secrets and Credential Vaulting',
    'Identity Threat Detection and Response (ITDR)',
    'Logging and Monitoring Standards',
  ],
  'tactical-program-management': [
    'Implementation Roadmap',
    'Application Onboarding Plan',
    'Resource and Capacity Planning',
    'Vendor Management',
  ],
  'operations-law-regulations': [
    'Compliance Reporting',
    'Audit Request Handling',
    'Evidence Collection',
    'Data Subject Requests',
  ],
  'operations-general-governance': [
    'Onboarding Service (Joiner)',
    'Crossboarding Service (Mover)',
    'Offboarding Service (Leaver)',
    'Correction Service',
    redGreenServiceName,
  ],
  'operations-continual-improvement': [
    'Incident and Problem Analysis',
    'Operational Dashboards',
    'Service Level Reporting',
    'Automation Opportunities',
  ],
  'operations-architecture-management': [
    'Connector Operations',
    'Directory Synchronisation',
    'Configuration Management',
    'Platform Patching and Upgrades',
  ],
  'operations-risk-management': [
    'Access Review Execution',
    'Privileged Access Requests',
    'Emergency (Break-Glass) Access',
    'Risk Remediation Tracking',
  ],
  'operations-information-security': [
    'Account Lockout and Reset',
    'Security Incident Response',
    'Session Recording Review',
    'Credential Rotation',
    'Access Log Monitoring',
  ],
  'operations-program-management': [
    'Managed Service (BAU)',
    'Release Planning',
    'Operational Handover',
    'Service Desk Training',
  ],
}

export interface GapResource {
  label: string
  href: string
  kind: 'Framework' | 'Policy' | 'Operations' | 'Training' | 'Roadmap'
}

/** Pages that help close a gap in each functional area (policies, operations services, training). */
export const gapResources: Record<AreaId, readonly GapResource[]> = {
  'law-regulations': [
    { label: 'Law & Regulations', href: paths.lawRegulations.getHref(), kind: 'Framework' },
    { label: 'Controls', href: paths.controls.getHref(), kind: 'Framework' },
    { label: 'HR policy', href: paths.policy.getHref('HR'), kind: 'Policy' },
    { label: 'CIGAE training', href: paths.training.getHref('CIGAE'), kind: 'Training' },
  ],
  'general-governance': [
    {
      label: 'General Governance',
      href: paths.strategic.getHref('General Governance'),
      kind: 'Framework',
    },
    { label: 'Joiners policy', href: paths.policy.getHref('Joiners'), kind: 'Policy' },
    {
      label: 'Onboarding Service',
      href: paths.operations.getHref('Onboarding Service'),
      kind: 'Operations',
    },
    { label: 'CIAMP training', href: paths.training.getHref('CIAMP'), kind: 'Training' },
  ],
  'continual-improvement': [
    {
      label: 'Continual Improvement',
      href: paths.strategic.getHref('Continual Improvement'),
      kind: 'Framework',
    },
    {
      label: 'Incident Management Service',
      href: paths.operations.getHref('Incident Management Service'),
      kind: 'Operations',
    },
    { label: 'Correction policy', href: paths.policy.getHref('Correction'), kind: 'Policy' },
  ],
  'architecture-management': [
    {
      label: 'Architecture Management',
      href: paths.strategic.getHref('Architecture Management'),
      kind: 'Framework',
    },
    { label: 'Data Model', href: paths.strategic.dataModel.getHref(), kind: 'Framework' },
    { label: 'Role Model', href: paths.strategic.roleModel.getHref(), kind: 'Framework' },
    {
      label: 'Integration Service',
      href: paths.tactical.integrationService.getHref(),
      kind: 'Framework',
    },
  ],
  'risk-management': [
    {
      label: 'Risk Management',
      href: paths.strategic.getHref('Risk Management'),
      kind: 'Framework',
    },
    {
      label: 'Role/Permissions Management policy',
      href: paths.policy.getHref('Role/Permissions Management'),
      kind: 'Policy',
    },
    { label: 'CPAMS training', href: paths.training.getHref('CPAMS'), kind: 'Training' },
  ],
  'information-security': [
    {
      label: 'Information Security Management',
      href: paths.strategic.getHref('Information Security Management'),
      kind: 'Framework',
    },
    {
      label: 'Red Button Procedure policy',
      href: paths.policy.getHref('Red Button Procedure'),
      kind: 'Policy',
    },
    {
      label: redGreenServiceName,
      href: paths.operations.getHref(redGreenServiceName),
      kind: 'Operations',
    },
    { label: 'CPAMS training', href: paths.training.getHref('CPAMS'), kind: 'Training' },
  ],
  'program-management': [
    { label: 'Program Management', href: paths.programManagement.getHref(), kind: 'Framework' },
    {
      label: 'Implementation Roadmap',
      href: paths.implementationRoadmap.getHref(),
      kind: 'Roadmap',
    },
    { label: 'CIAMO leadership', href: paths.ciamo.getHref(), kind: 'Framework' },
  ],
}

/** Guidance shown for each recommendation band. */
export const recommendationBands = {
  priority: {
    title: 'Priority Focus Areas',
    guidance:
      'Establish foundational governance and basic processes across the strategic and tactical layers.',
  },
  optimization: {
    title: 'Optimization Opportunities',
    guidance:
      'Strengthen measurement and control, and invest in automation and advanced capabilities.',
  },
  excellence: {
    title: 'Excellence Achieved',
    guidance: 'Maintain continuous improvement and share best practices across the organisation.',
  },
} as const

export const maturityMeta = {
  title: 'IAM Maturity Assessment',
  description: `Self-assess your identity and privileged access management maturity across ${managementLayers.length} management layers and ${functionalAreas.length} functional areas, see scores, levels and recommendations, and share or export the result. Nothing is stored on the server.`,
}

const cellCount = `${managementLayers.length * functionalAreas.length} cells (${managementLayers.length} management layers × ${functionalAreas.length} functional areas)`

export const maturityPage = {
  meta: maturityMeta,
  header: {
    title: maturityMeta.title,
    description: `Rate ${cellCount} from ${maturityLevels[0]!.name} to ${maturityLevels.at(-1)!.name}, see where you stand, set targets and share the result. Your answers stay in this page: nothing is stored on a server.`,
    eyebrow: 'Self-assessment',
  },
  /** The text alternative of the radar chart. */
  levelsTable: {
    caption: `Chosen level (1-${maturityLevels.length}) per functional area and management layer`,
    area: 'Functional area',
    notRated: 'Not rated',
  },
  tabs: {
    overview: 'Overview',
    assessment: 'Assessment',
    results: 'Results',
    framework: 'Framework',
  },
} satisfies PageFrameCopy & Record<string, unknown>

/** The visible explanation of how scores are computed. */
export const scoringExplanation: readonly string[] = [
  `Rate each of the ${cellCount} from level 1 (${maturityLevels[0]!.name}) to ${maturityLevels.length} (${maturityLevels.at(-1)!.name}). Cells you do not rate are left out of every average.`,
  'A score in percent is the average of the chosen levels times 20, rounded: an average of 3.5 gives 70%.',
  `A layer score averages the cells of that layer; an area score averages the cells of that area across the ${countWord(managementLayers.length)} layers.`,
  'A percent maps to the first level whose score (20, 40, 60, 80, 100) is at or above it, so 70% is Level 4 (Managed) and 0% shows Level 1.',
  'Because a level is reached from below, the average level is shown next to every percent: an average of 2.1 gives 42%, which shows as Level 3 (Defined) although most cells are at level 2.',
  'The recommendation follows the overall percent: below 60% Priority Focus Areas, 60% to under 80% Optimization Opportunities, 80% and over Excellence Achieved.',
]
