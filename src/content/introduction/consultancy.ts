// /introduction/consultancy: four services, four expertise areas and
// three client success stories, which are illustrative and say so on the page.
import { certification } from '../shared-values.ts'
import { backToIntroduction } from './shared.ts'
import type { ConsultancyService, IconFeature, PageIntro, SuccessStory } from './types.ts'

export const consultancyIntro: PageIntro = {
  title: 'IPAML Consultancy',
  eyebrow: 'Expert guidance',
  description:
    'Vendor-neutral IAM, PAM and identity governance consultants who apply the IPAML framework to your organisation: from an honest assessment of where you stand to a running, measurable identity service.',
}

export const consultancyServices: ConsultancyService[] = [
  {
    title: 'IAM Maturity Assessment',
    duration: '1-3 weeks',
    description:
      'A structured review of your identity processes, tooling and governance against the IPAML maturity model, with a prioritised improvement plan.',
    deliverables: [
      'Maturity scores per tier and functional area',
      'Interviews with HR, IT, security and audit stakeholders',
      'Gap analysis against applicable regulations',
      'Prioritised roadmap with quick wins',
    ],
  },
  {
    title: 'Architecture & Design',
    duration: '4-6 weeks',
    description:
      'A target identity architecture and role model that fit your landscape: authoritative sources, directory, IGA, PAM and access management.',
    deliverables: [
      'Target architecture and integration design',
      'Role model and entitlement catalogue design',
      'Tool selection support and RFP requirements',
      'Security and privacy by design review',
    ],
  },
  {
    title: 'Implementation Support',
    duration: '8-10 weeks',
    description:
      'Hands-on help to deliver IGA and PAM platforms: connectors, lifecycle workflows, certification campaigns and privileged account onboarding.',
    deliverables: [
      'Joiner, mover and leaver workflows from HR',
      'Application onboarding and connector configuration',
      'Privileged account discovery and vaulting',
      'Test plans, cut-over and hypercare',
    ],
  },
  {
    title: 'Managed Governance Service',
    duration: '12 months and longer',
    description:
      'Run identity governance as a service: certification campaigns, role maintenance, KPI reporting and continual improvement after go-live.',
    deliverables: [
      `Certification campaigns by risk tier, privileged access ${certification.highRisk.text}`,
      'Role model maintenance and SoD monitoring',
      'Monthly KPI and audit evidence reports',
      'Continual improvement backlog with your team',
    ],
  },
]

export const expertiseAreas: IconFeature[] = [
  {
    title: 'Identity Lifecycle Management',
    description:
      'HR-driven provisioning, crossboarding and deprovisioning, with standard changes for every trigger.',
    icon: 'UserCog',
  },
  {
    title: 'Privileged Access Management',
    description:
      'Vaulting, just-in-time elevation, session recording and RED/GREEN button procedures for emergencies.',
    icon: 'KeyRound',
  },
  {
    title: 'Identity Governance & Administration',
    description:
      'Role engineering, access certification, segregation of duties and identity analytics.',
    icon: 'ClipboardCheck',
  },
  {
    title: 'Compliance & Risk',
    description:
      'Translating GDPR, SOX, PCI DSS, HIPAA, NIS and ISO 27001 requirements into identity controls and evidence.',
    icon: 'Scale',
  },
]

/** Shown with the success stories: composites of typical results, not named engagements. */
export const successStoriesNote =
  'Illustrative case studies: composites of results typical for such engagements, not accounts of named clients.'

export const successStories: SuccessStory[] = [
  {
    client: 'Regional hospital group',
    industry: 'Healthcare',
    challenge:
      'Seven hospitals with separate directories; leavers kept access to patient records for weeks.',
    solution:
      'One HR-driven identity lifecycle with ward-based roles and break-the-glass access with review.',
    results: [
      'Leaver access removed within 4 hours instead of 3 weeks',
      'Onboarding of new clinicians cut from 5 days to 1 day',
      'No access findings in the next external audit',
    ],
  },
  {
    client: 'European retail bank',
    industry: 'Financial services',
    challenge: 'Manual access reviews in spreadsheets and over 400 shared administrator accounts.',
    solution:
      'Automated certification with SoD rules and a PAM rollout with vaulting and session recording.',
    results: [
      'Certification effort down by 60%',
      'Shared administrator accounts reduced from 400+ to 35 vaulted accounts',
      'SOX user-access deficiencies closed in one audit cycle',
    ],
  },
  {
    client: 'Industrial equipment manufacturer',
    industry: 'Manufacturing',
    challenge:
      'Suppliers connected to plant systems through permanent VPN accounts with shared passwords.',
    solution:
      'Brokered vendor access per session, an OT account inventory and physical badges tied to identities.',
    results: [
      'All permanent supplier VPN accounts retired',
      '100% of remote OT sessions approved and recorded',
      'NIS Directive access-control measures documented for the next supervisory review',
    ],
  },
]

export const consultancyCallToAction = {
  title: 'Start with a free 30-minute consultation',
  description:
    'Tell us about your identity landscape and your goals. We answer within two working days and suggest a sensible first step, with no obligation.',
  scheduleSubject: 'Free consultation request',
  contactTopic: 'Consultancy',
} as const

export const consultancyPage = {
  meta: {
    title: consultancyIntro.title,
    description:
      'Vendor-neutral IAM, PAM and identity governance consultancy: maturity assessment, architecture and design, implementation support and a managed governance service.',
  },
  header: consultancyIntro,
  back: backToIntroduction,
  services: {
    id: 'services',
    title: 'Consultancy services',
    description:
      'Engage us for one step or for the whole journey; each service follows the IPAML implementation roadmap.',
  },
  expertise: { id: 'expertise', title: 'Areas of expertise' },
  stories: {
    id: 'success-stories',
    title: 'Client success stories',
    description: successStoriesNote,
  },
  callToAction: {
    id: 'consultancy-cta',
    ...consultancyCallToAction,
    schedule: 'Schedule Free Consultation',
    contact: 'Contact Our Team',
  },
  /** The labels of a service card and a success story. */
  card: {
    deliverables: 'Deliverables',
    request: 'Request Consultation',
    illustrative: 'Illustrative',
    challenge: 'Challenge',
    solution: 'Solution',
    results: 'Results',
  },
}
