// The Chief Identity and Access Management Officer page (/ciamo): leadership model,
// responsibilities, skills, the development path (durations exact) and success metrics.
import { paths } from '../../lib/paths.ts'
import type { PageFrameCopy } from '../page-copy.ts'
import { frameworkCrumbs } from './crumbs.ts'
import { mailto, siteConfig } from '../../lib/site-config.ts'
import { governanceBoard } from '../shared-values.ts'
import type { Metric, PageIntro, PathLevel, TopicGroup } from './types.ts'
import { countWord } from '../text.ts'

export const ciamoLeadershipModel: TopicGroup[] = [
  {
    title: 'Strategic Vision',
    description: 'Identity as the control plane of the enterprise.',
    points: [
      'IAM strategy aligned with business goals',
      'Zero trust roadmap',
      'Board-level reporting',
    ],
  },
  {
    title: 'Governance & Risk',
    description: 'Accountable for identity risk and compliance.',
    points: ['Policy ownership', 'Risk appetite for access', 'Audit and regulator relations'],
  },
  {
    title: 'Operational Excellence',
    description: 'IAM services that run reliably and measurably.',
    points: [
      'Service levels for lifecycle processes',
      'Automation targets',
      'Continual improvement',
    ],
  },
  {
    title: 'Stakeholder Leadership',
    description: 'Brings HR, IT, security and the business together.',
    points: [
      'Business ownership of access',
      'Change and communication',
      'Vendor and partner management',
    ],
  },
]

export const ciamoResponsibilities: string[] = [
  'Own the IAM strategy, policy framework and multi-year roadmap',
  `Chair the ${governanceBoard.name} and decide on policy exceptions`,
  'Report identity risk and control effectiveness to the executive board',
  'Secure funding and measure the benefits of IAM investment',
  'Ensure compliance with GDPR, SOX, NIS2, PCI DSS and sector regulation',
  'Lead the IAM organisation, its suppliers and its platform choices',
  'Coordinate identity incident response with the CISO and SOC',
]

export const ciamoSkills: TopicGroup[] = [
  {
    title: 'Technical',
    description: 'Enough depth to judge architecture and vendors.',
    points: [
      'IGA, PAM, SSO and federation',
      'Zero trust and cloud identity',
      'Identity threat detection',
    ],
  },
  {
    title: 'Leadership',
    description: 'Leading across organisational boundaries.',
    points: [
      'Executive communication',
      'Building and coaching teams',
      'Negotiation with business owners',
    ],
  },
  {
    title: 'Business',
    description: 'Making identity a business case.',
    points: [
      'Business case and budget',
      'Programme and portfolio management',
      'Service management',
    ],
  },
  {
    title: 'Regulatory',
    description: 'Translating law into controls.',
    points: ['Privacy and data protection', 'Financial and sector regulation', 'Audit management'],
  },
]

export const ciamoPath: PathLevel[] = [
  {
    level: 1,
    title: 'Foundation',
    duration: '2-4 months',
    description: 'Build a shared vocabulary and understanding of the whole IAM domain.',
    requirements: [
      'IPAML foundation knowledge',
      'Two years in IT, security or risk',
      'Completed CIAMP certification',
    ],
  },
  {
    level: 2,
    title: 'Practitioner',
    duration: '3-5 months',
    description: 'Lead IAM workstreams and make design decisions in IGA and PAM.',
    requirements: [
      'Led at least one IAM project',
      'CPAMS or CIGAE certification',
      'Role model and lifecycle design experience',
    ],
  },
  {
    level: 3,
    title: 'Strategic Leader',
    duration: '3-5 months',
    description: 'Direct an IAM programme and its governance across the enterprise.',
    requirements: [
      'Managed an IAM programme or service',
      'CRCMS certification',
      'Board or steering committee reporting',
    ],
  },
  {
    level: 4,
    title: 'Executive CIAMO',
    duration: 'ongoing',
    description: 'Own identity as a business capability at executive level and keep developing.',
    requirements: [
      'Executive accountability for IAM',
      'Yearly continuing education',
      'Peer review in the CIAMO community',
    ],
  },
]

export const ciamoMetrics: Metric[] = [
  {
    metric: 'IAM maturity level',
    target: '+1 level in 18 months',
    description: 'Measured with the IPAML maturity assessment.',
  },
  {
    metric: 'Identity-related incidents',
    target: '-40% year on year',
    description: 'Incidents caused by compromised or excessive access.',
  },
  {
    metric: 'Automated lifecycle coverage',
    target: '≥ 90% of applications',
    description: 'Applications provisioned by joiner, mover and leaver automation.',
  },
  {
    metric: 'Audit findings on access',
    target: 'No repeat findings',
    description: 'Findings closed before the next audit cycle.',
  },
]

export const ciamoIntro: PageIntro = {
  title: 'Chief Identity and Access Management Officer (CIAMO)',
  description: `The executive who owns identity as a business capability: the CIAMO leadership model, responsibilities, skills, a ${countWord(ciamoPath.length)}-level development path and the metrics a CIAMO is measured by.`,
}

export const ciamoPage = {
  meta: ciamoIntro,
  header: ciamoIntro,
  crumbs: frameworkCrumbs.home,
  icon: { name: 'Landmark', palette: 'purple' },
  actions: [
    { label: 'Visit the CIAMO site', href: siteConfig.ciamoSiteUrl, newTab: true },
    {
      label: 'Join the development program',
      href: mailto(siteConfig.trainingEmail, 'CIAMO development program'),
    },
    {
      label: 'Request a skills assessment',
      href: paths.contactAbout.getHref('CIAMO skills assessment'),
    },
  ],
  sections: {
    leadership: { title: 'Leadership Model' },
    responsibilities: { title: 'Responsibilities' },
    skills: { title: 'Skills' },
    path: { title: 'Development Path' },
    metrics: { title: 'Success Metrics' },
  },
  /** "Level 1: …" */
  levelPrefix: 'Level',
} satisfies PageFrameCopy & Record<string, unknown>
