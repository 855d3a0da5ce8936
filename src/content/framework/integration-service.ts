// The integration service page (/tactical/integration-service): components, patterns and
// best-practice groups.
import { paths } from '../../lib/paths.ts'
import type { PageFrameCopy } from '../page-copy.ts'
import { frameworkCrumbs } from './crumbs.ts'
import { mailto, siteConfig } from '../../lib/site-config.ts'
import { tacticalSections } from './sections.ts'
import type { PageIntro, TopicGroup } from './types.ts'
import { countWord } from '../text.ts'

export const integrationComponents: TopicGroup[] = [
  {
    title: 'Connector Framework',
    description: 'Reusable connectors between the identity core and target systems.',
    points: [
      'Directory, database and SaaS connectors',
      'SCIM 2.0 client and server',
      'Custom connector SDK',
    ],
  },
  {
    title: 'Identity Synchronisation Engine',
    description: 'Keeps identity data consistent between sources and targets.',
    points: [
      'Attribute mapping and transformation',
      'Correlation of accounts to identities',
      'Scheduled reconciliation',
    ],
  },
  {
    title: 'Federation & API Gateway',
    description: 'Secures authentication and API access across domains.',
    points: [
      'SAML 2.0 and OpenID Connect federation',
      'OAuth 2.0 token issuance and validation',
      'API rate limiting and logging',
    ],
  },
  {
    title: 'Event & Workflow Bus',
    description: 'Moves lifecycle events between HR, IGA, ITSM and the SOC.',
    points: [
      'HR change events',
      'ITSM tickets for manual fulfilment',
      'Security alerts to the SIEM',
    ],
  },
]

export const integrationPatterns: TopicGroup[] = [
  {
    title: 'Real-Time Provisioning',
    description: 'Push changes through SCIM or REST APIs as soon as they are approved.',
    points: [
      'Best for SaaS and modern applications',
      'Immediate confirmation of success or failure',
    ],
  },
  {
    title: 'Event-Driven Integration',
    description: 'React to events published by authoritative sources.',
    points: ['Timely joiner and leaver processing', 'Loose coupling between systems'],
  },
  {
    title: 'Batch Synchronisation',
    description: 'Exchange files or database extracts on a schedule.',
    points: ['For legacy and mainframe systems', 'Reconciliation detects drift'],
  },
  {
    title: 'Ticket-Based Fulfilment',
    description: 'Create an ITSM task when a system cannot be connected.',
    points: ['Keeps every system in the governed process', 'Closure confirmed by reconciliation'],
  },
]

export const integrationBestPractices: TopicGroup[] = [
  {
    title: 'Security',
    description: 'Protect the integrations that can change access.',
    points: [
      'Vault connector credentials and rotate them',
      'Mutual TLS or signed tokens',
      'Least privilege for service accounts',
    ],
  },
  {
    title: 'Reliability',
    description: 'Make integrations predictable under failure.',
    points: [
      'Idempotent operations and retries',
      'Dead-letter queues for failed events',
      'Monitoring with alerting',
    ],
  },
  {
    title: 'Data Quality',
    description: 'Only good data should drive access.',
    points: [
      'Validate source data before processing',
      'One authoritative source per attribute',
      'Report and correct drift',
    ],
  },
  {
    title: 'Operations',
    description: 'Run integrations as part of the IAM service.',
    points: [
      'Runbooks per connector',
      'Change control for mappings',
      'Capacity and performance reviews',
    ],
  },
]

export const integrationIntro: PageIntro = {
  title: 'Integration Service',
  description: `How IPAML connects HR, directories, applications, ITSM and security tooling to the identity platforms: ${countWord(integrationComponents.length)} integration components, ${countWord(integrationPatterns.length)} patterns and ${countWord(integrationBestPractices.length)} groups of best practice.`,
}

/** The Integration Service entry of the tactical sections, whose blocks this page shows too. */
export const integrationSection = tacticalSections.find((s) => s.title === 'Integration Service')!

export const integrationPage = {
  meta: integrationIntro,
  header: integrationIntro,
  crumbs: frameworkCrumbs.tactical,
  icon: { name: integrationSection.icon, palette: integrationSection.color },
  actions: [
    {
      label: 'Request an Integration Assessment',
      href: paths.contactAbout.getHref('Integration assessment'),
    },
    {
      label: 'Get the Integration Guide',
      href: mailto(siteConfig.consultingEmail, 'IPAML Integration Guide request'),
    },
  ],
  sections: {
    components: { title: 'Integration Components', description: integrationSection.description },
    patterns: { title: 'Integration Patterns' },
    practices: { title: 'Best Practices' },
  },
} satisfies PageFrameCopy & Record<string, unknown>
