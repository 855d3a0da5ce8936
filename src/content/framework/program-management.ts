// The IAM programme management page (/program-management): deliverables, areas, phases,
// success factors and metrics. Phase durations and pricing are exact.
import { paths } from '../../lib/paths.ts'
import type { PageFrameCopy } from '../page-copy.ts'
import { roadmapPhases } from '../roadmap.ts'
import { programmeSponsor } from '../shared-values.ts'
import { stakeholders as s } from './stakeholders.ts'
import type { Metric, PageIntro, Phase, Pricing, SuccessFactor, TopicGroup } from './types.ts'
import { countWord } from '../text.ts'
import { frameworkCrumbs } from './crumbs.ts'

export const programManagementPricing: Pricing = {
  certification: '$45,000',
  inHouse: '$12,000 - $45,000',
  duration: '3-12 months',
}

export const strategicDeliverables: string[] = [
  'IAM strategy and target operating model approved by the CISO and CIO',
  'Programme charter with governance board, decision rights and escalation paths',
  'Multi-year roadmap and business case with funded releases per capability',
  'Identity risk and compliance register mapped to controls and audit findings',
  'Benefits realisation plan with baseline and target KPIs per release',
  'Stakeholder, communication and organisational change plan for business and IT',
]

export const programAreas: TopicGroup[] = [
  {
    title: 'Portfolio Governance',
    description:
      'Decides what the programme does and in which order, and keeps IAM investments aligned with risk and business priorities.',
    points: [
      `Steering committee chaired by the ${programmeSponsor}, with business sponsors`,
      'Stage gates per release with go/no-go criteria',
      'Prioritisation of applications by risk, user population and audit exposure',
      'Budget tracking against the approved business case',
    ],
  },
  {
    title: 'Delivery Management',
    description:
      'Turns the roadmap into releases: onboarding applications, building connectors and switching processes over without disrupting the business.',
    points: [
      'Release planning for application onboarding waves',
      'Integrated plan across IGA, PAM, directory and ITSM workstreams',
      'Dependency management with HR, infrastructure and application owners',
      'Definition of done including test evidence and runbooks',
    ],
  },
  {
    title: 'Stakeholder & Change Management',
    description:
      'Prepares managers, application owners and end users for new request, approval and review processes.',
    points: [
      'Stakeholder map with influence, impact and engagement plan',
      'Manager and reviewer training before the first certification campaign',
      'Communication calendar per release and per audience',
      'Adoption measurement and feedback loops',
    ],
  },
  {
    title: 'Risk, Compliance & Benefits',
    description:
      'Shows that the programme reduces identity risk and satisfies auditors, and proves the benefits it promised.',
    points: [
      'Programme risk and issue log reviewed at every steering meeting',
      'Control mapping to ISO 27001, SOX and GDPR requirements',
      'Audit findings closure tracked to the release that fixes them',
      'Benefits measured against the baseline taken in mobilisation',
    ],
  },
]

export const programPhases: Phase[] = [
  {
    phase: 'Mobilisation & Assessment',
    duration: '4-8 weeks',
    description:
      'Set up the programme, measure the current state and agree the ambition with the executive sponsors.',
    deliverables: [
      'IAM maturity baseline and gap analysis',
      'Programme charter and governance structure',
      'Initial risk register and stakeholder map',
    ],
    stakeholders: [s.ciso, s.cio, s.iamLead],
    tools: ['IPAML maturity assessment', 'Stakeholder interviews', 'Application inventory (CMDB)'],
  },
  {
    phase: 'Design & Planning',
    duration: '6-12 weeks',
    description:
      'Design the target operating model and architecture, and plan the releases that will get there.',
    deliverables: [
      'Target operating model and RACI',
      'Reference architecture for IGA, PAM and directory services',
      'Multi-year roadmap and approved business case',
    ],
    stakeholders: [s.iamLead, s.enterpriseArchitect, s.iamSme, s.serviceManager],
    tools: ['Architecture repository', 'Roadmap planning tool', 'Business case model'],
  },
  {
    phase: 'Execution & Delivery',
    duration: '12-36 months',
    description:
      'Deliver the roadmap in releases: onboard applications, automate joiner, mover and leaver, vault privileged accounts and start access reviews.',
    deliverables: [
      'Application onboarding waves with connectors and role models',
      'Automated lifecycle processes and standard changes',
      'Privileged account vaulting and session management',
      'First access certification campaigns',
    ],
    stakeholders: [s.iamLead, s.iamEngineers, s.devOps, s.itsmTeam, s.socTeam],
    tools: ['IGA platform', 'PAM vault', 'ITSM platform', 'CI/CD pipelines'],
  },
  {
    phase: 'Transition & Closure',
    duration: '4-8 weeks',
    description:
      'Hand the capabilities over to the run organisation, close the programme and confirm the benefits.',
    deliverables: [
      'Service transition to business as usual with SLAs',
      'Benefits realisation report',
      'Lessons learned and continual improvement backlog',
    ],
    stakeholders: [s.serviceManager, s.itsmTeam, s.ciso, s.iamLead],
    tools: ['Service catalogue', 'KPI dashboards', 'Knowledge base'],
  },
]

export const successFactors: SuccessFactor[] = [
  {
    factor: 'Executive sponsorship',
    description: `The ${programmeSponsor} owns the outcome, chairs the steering committee and removes blockers across business units.`,
    importance: 'Critical',
    strategies: [
      'Name the sponsor in the programme charter',
      'Report identity risk, not project status, to the board',
      'Tie sponsor objectives to programme KPIs',
    ],
  },
  {
    factor: 'Authoritative identity data',
    description:
      'Joiner, mover and leaver automation is only as good as the HR and contractor data that triggers it.',
    importance: 'Critical',
    strategies: [
      'Appoint data owners for HR and third-party sources',
      'Cleanse and reconcile accounts before connecting applications',
      'Measure orphan and duplicate accounts every week',
    ],
  },
  {
    factor: 'Business ownership of access',
    description:
      'Managers and application owners decide who needs access; IAM provides the process and the tooling.',
    importance: 'High',
    strategies: [
      'Assign an owner to every application and role',
      'Train reviewers before the first certification campaign',
      'Keep approval steps to what the risk requires',
    ],
  },
  {
    factor: 'Incremental delivery',
    description:
      'Releases every few months show value early and let the programme learn before it scales.',
    importance: 'High',
    strategies: [
      'Start with high-risk, high-volume applications',
      'Fix the release cadence and scope each release to it',
      'Publish the benefits of every release',
    ],
  },
  {
    factor: 'Operating model readiness',
    description:
      'Run teams, service desk and SOC must be ready to operate what the programme builds.',
    importance: 'Medium',
    strategies: [
      'Involve the Service Manager from the design phase',
      'Write runbooks and standard changes with each release',
      'Plan hypercare before each hand-over',
    ],
  },
]

export const programMetrics: Metric[] = [
  {
    metric: 'Automated joiner provisioning',
    target: '≥ 90% of joiners',
    description: 'New starters receive birthright access automatically on day one.',
  },
  {
    metric: 'Leaver deprovisioning time',
    target: '< 4 hours',
    description: 'From end date to all accounts disabled across connected applications.',
  },
  {
    metric: 'Access review completion',
    target: '≥ 98% on time',
    description: 'Certification decisions made within the campaign window.',
  },
  {
    metric: 'Privileged accounts vaulted',
    target: '100% of known accounts',
    description: 'Administrative and service accounts under PAM control with rotated credentials.',
  },
  {
    metric: 'Orphan accounts',
    target: '0 open > 30 days',
    description: 'Accounts without an owner are resolved within a month of detection.',
  },
  {
    metric: 'Audit findings on access',
    target: '-50% year on year',
    description: 'Repeat identity and access findings from internal and external audit.',
  },
]

export const programManagementIntro: PageIntro = {
  title: 'IAM Program Management',
  description: `Run identity, privileged access and governance as one multi-year programme: ${countWord(strategicDeliverables.length)} strategic deliverables, ${countWord(programAreas.length)} management areas, ${countWord(programPhases.length)} phases and the success factors and metrics that keep it on course.`,
}

export const programManagementPage = {
  meta: programManagementIntro,
  header: programManagementIntro,
  crumbs: frameworkCrumbs.strategic,
  icon: { name: 'FolderKanban', palette: 'blue' },
  actions: [
    { label: 'View Implementation Roadmap', href: paths.implementationRoadmap.getHref() },
    {
      label: 'Discuss your programme',
      href: paths.contactAbout.getHref('IAM program management'),
    },
  ],
  sections: {
    deliverables: { title: 'Strategic Deliverables' },
    areas: { title: 'Program Areas' },
    phases: { title: 'Program Phases' },
    successFactors: { title: 'Success Factors' },
    metrics: { title: 'Metrics' },
    pricing: { title: 'Pricing' },
  },
  roadmap: {
    title: 'From programme to roadmap',
    description: `The implementation roadmap turns this programme into ${countWord(roadmapPhases.length)} phases, from RFP and readiness to a managed service.`,
    link: { label: 'View Implementation Roadmap', href: paths.implementationRoadmap.getHref() },
  },
} satisfies PageFrameCopy & Record<string, unknown>
