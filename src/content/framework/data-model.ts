// The identity data model page (/strategic/data-model): core model groups, architecture
// layers, integration patterns and best practices.
import { paths } from '../../lib/paths.ts'
import type { PageFrameCopy } from '../page-copy.ts'
import { frameworkCrumbs } from './crumbs.ts'
import { strategicSections } from './sections.ts'
import type { PageIntro, TopicGroup } from './types.ts'
import { countWord } from '../text.ts'

export interface ModelGroup {
  id: 'identity' | 'access' | 'governance'
  title: string
  description: string
  entities: { name: string; description: string }[]
}

export const coreModelGroups: ModelGroup[] = [
  {
    id: 'identity',
    title: 'Identity',
    description: 'Who someone or something is, and where that truth comes from.',
    entities: [
      {
        name: 'Identity',
        description: 'One person or non-human actor with a unique, immutable identifier.',
      },
      {
        name: 'Account',
        description: 'A login in a target system, correlated to exactly one identity.',
      },
      {
        name: 'Employment / Contract',
        description:
          'Function, department, start and end date from HR or the third-party registry.',
      },
      {
        name: 'Organisation Unit',
        description: 'Department and cost centre hierarchy with managers.',
      },
    ],
  },
  {
    id: 'access',
    title: 'Access',
    description: 'What an identity may do, and why.',
    entities: [
      {
        name: 'Role Type',
        description:
          'Function-based bundle of birthright access; Role Type-Privileged for high-risk functions.',
      },
      {
        name: 'Role',
        description: 'Purpose-based bundle of permissions (file, project, service).',
      },
      {
        name: 'Permission',
        description: 'Smallest grantable right in a resource, with risk classification.',
      },
      {
        name: 'Resource',
        description:
          'Application, endpoint, mailbox or data store, linked to its CMDB item and owner.',
      },
    ],
  },
  {
    id: 'governance',
    title: 'Governance',
    description: 'How access decisions are made, checked and proven.',
    entities: [
      {
        name: 'Access Request & Approval',
        description: 'Who asked for what, who approved it and when.',
      },
      { name: 'Certification', description: 'Review decision to keep or revoke an assignment.' },
      {
        name: 'SoD Rule',
        description: 'Conflicting permissions or roles, with mitigating controls.',
      },
      {
        name: 'Audit Event',
        description: 'Immutable record of every lifecycle change and standard change.',
      },
    ],
  },
]

export const architectureLayers: TopicGroup[] = [
  {
    title: 'Source Layer',
    description: 'Authoritative sources that create and end identities.',
    points: [
      'HR system for employees',
      'Third-party registry for contractors and partners',
      'CMDB for resources and owners',
    ],
  },
  {
    title: 'Identity Core Layer',
    description: 'The IGA platform that holds the canonical identity model and runs the lifecycle.',
    points: ['Identity store and correlation', 'Role and policy engine', 'Workflow and approvals'],
  },
  {
    title: 'Enforcement Layer',
    description: 'The systems where access is actually granted and checked.',
    points: [
      'Directories and SSO / federation',
      'PAM vault and session manager',
      'Applications and cloud platforms',
    ],
  },
  {
    title: 'Analytics & Audit Layer',
    description: 'Where identity data becomes insight and evidence.',
    points: [
      'SIEM and identity threat detection',
      'Reporting and dashboards',
      'Audit evidence archive',
    ],
  },
]

export const integrationPatterns: TopicGroup[] = [
  {
    title: 'Event-Driven',
    description: 'Sources publish changes as they happen; the identity core reacts within minutes.',
    points: [
      'HR webhooks or message queue',
      'Best for joiner and leaver timeliness',
      'Needs idempotent processing',
    ],
  },
  {
    title: 'API-Based (SCIM / REST)',
    description: 'The identity core pushes accounts and entitlements through standard APIs.',
    points: [
      'SCIM 2.0 for SaaS applications',
      'REST for custom applications',
      'Real-time provisioning and status',
    ],
  },
  {
    title: 'Directory Synchronisation',
    description: 'Accounts and groups are managed in the directory and consumed by applications.',
    points: [
      'LDAP and Active Directory connectors',
      'Group-based application access',
      'Hybrid cloud synchronisation',
    ],
  },
  {
    title: 'Batch Reconciliation',
    description: 'Scheduled full reads compare the real state with the intended state.',
    points: [
      'CSV or database extracts for legacy systems',
      'Detects changes made outside the process',
      'Feeds the Correction Service',
    ],
  },
]

export const dataModelBestPractices: string[] = [
  'Give every identity an immutable identifier that is never reused',
  'Name one authoritative source and one owner for each attribute',
  'Correlate every account to an identity; treat uncorrelated accounts as orphans',
  'Store only the attributes access decisions need (GDPR data minimisation)',
  'Keep history: effective-dated records make movers and audits traceable',
  'Model non-human identities (service accounts, bots, workloads) with a human owner',
  'Fix data-quality issues at the source, not in the target system',
]

export const dataModelIntro: PageIntro = {
  title: 'IAM Data Model',
  description: `The identity, access and governance entities every IAM platform shares, the ${countWord(architectureLayers.length)} architecture layers they live in, ${countWord(integrationPatterns.length)} integration patterns and the practices that keep identity data trustworthy.`,
}

/** The Data Model entry of the strategic sections, whose blocks this page shows too. */
export const dataModelSection = strategicSections.find((s) => s.title === 'Data Model')!

export const dataModelPage = {
  meta: dataModelIntro,
  header: dataModelIntro,
  crumbs: frameworkCrumbs.strategic,
  icon: { name: dataModelSection.icon, palette: dataModelSection.color },
  actions: [
    {
      label: 'Request a data model review',
      href: paths.contactAbout.getHref('IAM data model review'),
    },
  ],
  sections: {
    coreModel: { title: 'Core Model', description: dataModelSection.description },
    layers: { title: 'Architecture Layers' },
    patterns: { title: 'Integration Patterns' },
    practices: { title: 'Best Practices' },
  },
} satisfies PageFrameCopy & Record<string, unknown>
