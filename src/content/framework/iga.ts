// The IGA page (/tactical/iga-identity-governance-administration): the core components, a
// card per lifecycle process (Joiner, Mover, Leaver) and the governance capabilities.
import { paths } from '../../lib/paths.ts'
import type { PageFrameCopy } from '../page-copy.ts'
import { frameworkCrumbs } from './crumbs.ts'
import { tacticalSections } from './sections.ts'
import { leaverDates, listAnd } from '../shared-values.ts'
import { serviceExecutionModel } from './operations.ts'
import type { PageIntro, ServiceExecution, TopicGroup } from './types.ts'
import { countWord } from '../text.ts'

export const igaComponents: TopicGroup[] = [
  {
    title: 'Identity Lifecycle Management',
    description: 'Creates, changes and removes identities and access from authoritative events.',
    points: ['Joiner provisioning', 'Mover re-alignment', 'Leaver deprovisioning'],
  },
  {
    title: 'Access Governance',
    description: 'Decides and checks who has access to what.',
    points: [
      'Access request and approval',
      'Access certification',
      'Segregation of duties enforcement',
    ],
  },
  {
    title: 'Compliance & Reporting',
    description: 'Proves control to auditors and regulators.',
    points: [
      'Audit trail of every change',
      'Policy violation reporting',
      'Evidence packs per regulation',
    ],
  },
]

export interface LifecycleCard {
  execution: ServiceExecution
  description: string
  steps: string[]
}

const m = serviceExecutionModel

export const igaLifecycle: LifecycleCard[] = [
  {
    execution: m.joiner,
    description: 'A new person joins and gets the access of their role type before day one.',
    steps: ['Create identity and accounts', 'Assign birthright access', 'Notify the manager'],
  },
  {
    execution: m.mover,
    description: 'A person changes function and their access follows the new role type.',
    steps: [
      'Compare IST with SOLL',
      'Provision new access',
      'Remove old access on the effective date, except approved hand-over exceptions',
    ],
  },
  {
    execution: m.leaver,
    description: `A person leaves and every account is disabled ${leaverDates.disableAt}.`,
    steps: ['Disable accounts and sessions', 'Hand over data and assets', 'Delete after retention'],
  },
]

export const igaCapabilities: TopicGroup[] = [
  {
    title: 'Access Certification',
    description: 'Managers and owners confirm or revoke access on a fixed cycle.',
    points: ['Risk-based campaign scope', 'Revocations provisioned automatically'],
  },
  {
    title: 'Segregation of Duties',
    description: 'Conflicting access is prevented or explicitly mitigated.',
    points: ['Preventive checks at request time', 'Detective scans of existing access'],
  },
  {
    title: 'Role Management',
    description: 'Roles are mined, designed, owned and recertified.',
    points: ['Role mining and analytics', 'Role owner approval'],
  },
  {
    title: 'Policy & Analytics',
    description: 'Identity data turns into insight on risk and compliance.',
    points: ['Outlier and orphan account detection', 'Dashboards for the governance board'],
  },
]

export const igaIntro: PageIntro = {
  title: 'IGA: Identity Governance & Administration',
  description: `Identity governance and administration in IPAML: lifecycle management, access governance and compliance reporting, the ${listAnd(igaLifecycle.map((card) => card.execution.process))} processes and ${countWord(igaCapabilities.length)} governance capabilities.`,
}

/** The IGA Service entry of the tactical sections. */
export const igaSection = tacticalSections.find((s) => s.title === 'IGA Service')!

export const igaPage = {
  meta: igaIntro,
  header: igaIntro,
  crumbs: frameworkCrumbs.tactical,
  icon: { name: igaSection.icon, palette: igaSection.color },
  actions: [
    { label: 'Get IGA Assessment', href: paths.contactAbout.getHref('IGA assessment') },
    { label: 'Request Demo', href: paths.contactAbout.getHref('IGA demo') },
  ],
  sections: {
    components: { title: 'Core Components', description: igaSection.description },
    lifecycle: { title: 'Identity Lifecycle' },
    capabilities: { title: 'Governance Capabilities' },
  },
  lifecycleFacts: { trigger: 'Trigger', action: 'Action', standardChange: 'Standard change' },
  /** The link of a lifecycle card: "Open the Joiner Service". */
  openService: (service: string) => `Open the ${service}`,
} satisfies PageFrameCopy & Record<string, unknown>
