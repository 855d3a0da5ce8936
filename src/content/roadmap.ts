// The implementation roadmap: philosophy, strategic deliverables and the phases with their
// exact durations.
import { paths } from '../lib/paths.ts'
import type { PageFrameCopy } from './page-copy.ts'
import { capitalise, countWord } from './text.ts'

export interface RoadmapPhase {
  number: number
  phase: string
  duration: string
  description: string
  deliverables: string[]
  stakeholders: string[]
  tools: string[]
}

export const roadmapPhilosophy = {
  title: 'Governance first, technology second',
  paragraphs: [
    'An identity programme fails when it starts with a tool. IPAML starts with the decisions: who owns identity data, which roles exist, which policies apply and how success is measured. The technology then implements those decisions.',
    'Each phase ends with a concrete result that the next phase builds on, and every phase involves the business owners who will run the service after go-live. The programme ends in a managed service, because identity governance is never finished.',
  ],
}

export const strategicDeliverables: { title: string; description: string }[] = [
  {
    title: 'Target Operating Model',
    description: 'Roles, responsibilities and processes for running IAM, PAM and IGA as a service.',
  },
  {
    title: 'Policy Framework',
    description: 'The 16 IPAML policies adapted to your organisation and approved by management.',
  },
  {
    title: 'Reference Architecture',
    description: 'Target architecture of directory, IGA, PAM and integration components.',
  },
  {
    title: 'Role Model',
    description:
      'Role types and business roles derived from HR functions and validated with owners.',
  },
  {
    title: 'Compliance Control Mapping',
    description: 'Controls mapped to the regulations that apply, with the evidence each produces.',
  },
  {
    title: 'KPI & Maturity Dashboard',
    description: 'Measurements of lifecycle timeliness, review completion and maturity over time.',
  },
]

export const roadmapPhases: RoadmapPhase[] = [
  {
    number: 1,
    phase: 'RFP & Readiness',
    duration: '2-3 weeks',
    description:
      'Establish the case, scope and requirements, and select the partner and platforms.',
    deliverables: [
      'Current-state assessment',
      'Requirements and RFP document',
      'Business case and scope',
    ],
    stakeholders: ['CISO', 'CIO', 'IAM Lead'],
    tools: ['IPAML maturity assessment', 'Requirements templates', 'Vendor scoring matrix'],
  },
  {
    number: 2,
    phase: 'Architecture & Design',
    duration: '4-6 weeks',
    description: 'Design the target architecture, data model, role model and processes.',
    deliverables: ['Reference architecture', 'Identity data model', 'Role model and policy set'],
    stakeholders: ['Enterprise Architect', 'IAM Lead', 'IAM SME'],
    tools: ['Architecture modelling', 'Role mining', 'IPAML data and role models'],
  },
  {
    number: 3,
    phase: 'Implementation',
    duration: '8-10 weeks',
    description: 'Build and test the platforms, connectors and lifecycle workflows.',
    deliverables: [
      'Configured IGA and PAM platforms',
      'Connectors to HR and target systems',
      'Tested joiner, mover and leaver workflows',
    ],
    stakeholders: ['IAM Engineers', 'DevOps', 'IAM SME'],
    tools: ['IGA platform', 'PAM vault', 'CI/CD pipelines'],
  },
  {
    number: 4,
    phase: 'Operationalization',
    duration: '2-4 weeks',
    description: 'Hand over to operations with runbooks, standard changes and trained teams.',
    deliverables: [
      'Runbooks and standard changes',
      'Trained service desk and administrators',
      'Go-live and hypercare',
    ],
    stakeholders: ['ITSM Team', 'Service Manager', 'SOC Team'],
    tools: ['ITSM platform', 'Monitoring and SIEM', 'Knowledge base'],
  },
  {
    number: 5,
    phase: 'Managed Service (BAU)',
    duration: '12 months (12+ months)',
    description: 'Run, measure and improve the identity services as business as usual.',
    deliverables: [
      'Monthly service reports',
      'Certification campaigns',
      'Continual improvement backlog',
    ],
    stakeholders: ['Service Manager', 'IAM Lead', 'SOC Team'],
    tools: ['KPI dashboards', 'IPAML maturity assessment', 'ITSM platform'],
  },
]

export const roadmapTotals = {
  summary: 'Total 16-23 weeks plus 12 months; investment range $12,000 - $45,000',
  duration: '16-23 weeks plus 12 months',
  investment: '$12,000 - $45,000',
}

export const roadmapMeta = {
  title: 'Implementation Roadmap',
  description: `The ${countWord(roadmapPhases.length)}-phase IPAML implementation roadmap from RFP & Readiness to Managed Service: ${roadmapTotals.duration}, with deliverables, stakeholders and tools per phase.`,
}

export const roadmapPage = {
  meta: roadmapMeta,
  header: { ...roadmapMeta, eyebrow: `${roadmapPhases.length} phases` },
  philosophy: { id: 'philosophy', title: roadmapPhilosophy.title },
  deliverables: {
    id: 'strategic-deliverables',
    title: `${capitalise(countWord(strategicDeliverables.length))} strategic deliverables`,
  },
  timeline: { id: 'timeline', title: 'Timeline' },
  phases: { id: 'phases', title: `The ${countWord(roadmapPhases.length)} phases` },
  start: {
    id: 'start-heading',
    title: 'Start your implementation',
    description: 'Plan the phases with our consultants, or tell us where you are today.',
    actions: [
      { label: 'Explore Consultancy', href: paths.consultancy.getHref() },
      { label: 'Contact Us', href: paths.contact.getHref() },
    ],
  },
} satisfies PageFrameCopy & Record<string, unknown>
