// Training and Services (certification courses, consultancy packages, awareness programmes,
// prices). Plain data: the training pages and the
// home training section render it, the search seed indexes it.

import { paths } from '../lib/paths.ts'
import type { IconName } from './icon-names.ts'
import type { PageLink, PageMetaCopy } from './page-copy.ts'
import { certificateValidityYears } from './shared-values.ts'
import { countWord } from './text.ts'

export interface CertificationCourse {
  icon: IconName
  /** The course code, e.g. "CIAMP" (the spec's "title"). */
  title: string
  fullTitle: string
  duration: string
  price: string
  inHousePrice: string
  description: string
  audience: string
  /** Modules of the course, in teaching order. */
  courseContent: string[]
  benefits: string[]
}

export interface ConsultancyPackage {
  title: string
  price: string
  duration: string
  description: string
  features: string[]
}

export interface AwarenessProgramme {
  title: string
  duration: string
  price: string
  inHousePrice: string
  description: string
  audience: string
}

/** Attendee range for in-house certification courses. */
export const certificationAttendees = '5-20 attendees'
/** Attendee range for in-house awareness programmes. */
export const awarenessAttendees = '5-30 attendees'

/** The three groups of /training, each with its heading and lead; the home page shows them too. */
export const trainingGroups = {
  certifications: {
    id: 'certifications',
    title: 'Certification Courses',
    description: `Public classroom or in-house for ${certificationAttendees}; in-house prices are per person.`,
  },
  consultancy: {
    id: 'consultancy',
    title: 'Consultancy Services',
    description:
      'Senior IPAML consultants working with your team, from a one-day assessment to a full programme.',
  },
  awareness: {
    id: 'awareness',
    title: 'Awareness Programmes',
    description: `For leaders and managers; in-house for ${awarenessAttendees}, prices per person.`,
  },
}

export const trainingIntro = {
  title: 'Training and Services',
  description:
    'IPAML certification courses, executive awareness programmes and consultancy packages for identity and access management, privileged access management and identity governance.',
}

export const certifications: CertificationCourse[] = [
  {
    icon: 'ShieldCheck',
    title: 'CIAMP',
    fullTitle: 'Certified Identity and Access Management Professional',
    duration: '5 days',
    price: '$1,500',
    inHousePrice: '$1,200',
    description:
      'The core IPAML certification: the full identity and access lifecycle from HR source to directory account, role-based access, access reviews and the three management tiers of the framework.',
    audience: 'IAM analysts, engineers, architects and security officers',
    courseContent: [
      'The IPAML model: strategic, tactical and operations management over the data foundation',
      'Identity sources, authoritative attributes and the joiner-mover-leaver lifecycle',
      'Authentication: directories, federation (SAML, OIDC), MFA and single sign-on',
      'Authorisation models: RBAC, ABAC and policy-based access control',
      'Access request, approval workflows and periodic access certification',
      'Law & Regulations as the compliance foundation: GDPR, SOX, ISO 27001 controls',
      'Metrics, reporting and the five-level IAM maturity model',
    ],
    benefits: [
      'A vendor-neutral certification built on the IPAML framework',
      'A shared vocabulary with auditors, HR and application owners',
      'Ready-to-use templates for policies, role designs and review campaigns',
      'The ability to assess and improve an IAM programme with the maturity model',
      'Access to the IPAML professional community and knowledge base',
    ],
  },
  {
    icon: 'KeyRound',
    title: 'CPAMS',
    fullTitle: 'Certified Privileged Access Management Specialist',
    duration: '3 days',
    price: '$1,200',
    inHousePrice: '$1,000',
    description:
      'Protecting the accounts that can do the most harm: discovery of privileged accounts, credential vaulting, just-in-time elevation, session management and privileged threat detection.',
    audience: 'PAM engineers, system administrators, security operations and architects',
    courseContent: [
      'Privileged account types: admin, service, emergency (break-glass) and machine identities',
      'Discovery and onboarding of privileged accounts into a vault',
      'Credential rotation, password checkout and secrets management for DevOps',
      'Just-in-time and just-enough privilege, zero standing privileges',
      'Session isolation, recording and command filtering',
      'Privileged threat analytics and the RED/GREEN button procedure',
    ],
    benefits: [
      'Fewer standing privileges and a smaller attack surface',
      'Audit-ready evidence of every privileged session',
      'A phased PAM roadmap you can take back to your organisation',
      'Hands-on practice with vaulting, rotation and session controls',
    ],
  },
  {
    icon: 'Scale',
    title: 'CIGAE',
    fullTitle: 'Certified Identity Governance and Administration Expert',
    duration: '4 days',
    price: '$1,400',
    inHousePrice: '$1,100',
    description:
      'Identity governance at expert level: role mining and role models, segregation of duties, certification campaigns and the governance processes that make access explainable to auditors.',
    audience: 'IGA leads, role managers, risk and compliance officers, auditors',
    courseContent: [
      'IGA architecture: identity warehouse, connectors and the governance data model',
      'Role mining, role engineering and the IPAML role model',
      'Segregation of duties: rule design, detection and mitigating controls',
      'Access certification campaigns: scoping, reviewer experience, remediation',
      'Policy, exception and risk management in identity governance',
      'Governance reporting for boards, auditors and regulators',
    ],
    benefits: [
      'Role models that business owners understand and maintain',
      'Review campaigns with higher quality and lower reviewer fatigue',
      'SoD controls that stand up to SOX and internal audit',
      'A governance operating model aligned with the IPAML strategic tier',
    ],
  },
  {
    icon: 'Network',
    title: 'CAMA',
    fullTitle: 'Certified Access Management Architect',
    duration: '4 days',
    price: '$1,400',
    inHousePrice: '$1,100',
    description:
      'Designing access management architectures: federation, single sign-on, adaptive MFA, API and customer identity (CIAM), and zero trust network access.',
    audience: 'Solution and enterprise architects, senior IAM engineers',
    courseContent: [
      'Reference architecture for workforce and customer access management',
      'Federation protocols: SAML 2.0, OAuth 2.0, OpenID Connect and SCIM',
      'Adaptive and phishing-resistant authentication (FIDO2, passkeys)',
      'API security, token design and service-to-service authorisation',
      'Zero trust network access and location-based access control (LBAC)',
      'High availability, scalability and migration strategies',
    ],
    benefits: [
      'Architecture decisions backed by a reusable reference model',
      'Secure federation and token designs for cloud and on-premises applications',
      'A clear migration path from legacy web access management',
      'Designs that map to the IPAML tactical tier and control layers',
    ],
  },
  {
    icon: 'RefreshCw',
    title: 'CILMP',
    fullTitle: 'Certified Identity Lifecycle Management Professional',
    duration: '3 days',
    price: '$1,200',
    inHousePrice: '$1,000',
    description:
      'Running the identity lifecycle well: onboarding, crossboarding and offboarding services, triggers from HR, automated provisioning and the correction service.',
    audience: 'IAM operations staff, HR systems specialists, service managers',
    courseContent: [
      'HR as the authoritative source: data quality, triggers and time records',
      'Onboarding service: birthright access and day-one readiness',
      'Crossboarding (mover) service: removing old access when a role changes',
      'Offboarding service: timely disablement, deletion and data hand-over',
      'Correction service and reconciliation of orphaned accounts',
      'Service execution model: process, action, trigger and standard change',
    ],
    benefits: [
      'Day-one productivity for joiners and no lingering access for leavers',
      'Fewer orphaned and over-privileged accounts',
      'Lifecycle processes defined as standard changes for the service desk',
      'Measurable lifecycle KPIs for the operations tier',
    ],
  },
  {
    icon: 'ClipboardCheck',
    title: 'CRCMS',
    fullTitle: 'Certified Risk and Compliance Management Specialist',
    duration: '3 days',
    price: '$1,200',
    inHousePrice: '$1,000',
    description:
      'Turning regulation into access controls: GDPR, CCPA, HIPAA, SOX, PCI DSS, FISMA, NIS Directive, PIPEDA and ISO 27001 requirements mapped to identity risks and evidence.',
    audience: 'Compliance officers, risk managers, internal auditors and CISOs',
    courseContent: [
      'Law & Regulations as the IPAML compliance foundation',
      'Mapping regulatory requirements to identity and access controls',
      'Identity risk assessment and risk appetite for access',
      'Control testing, evidence collection and continuous control monitoring',
      'Audit preparation and handling findings and exceptions',
      'Reporting identity risk to the board',
    ],
    benefits: [
      'One control set that answers several regulations at once',
      'Shorter, calmer audits with evidence ready on request',
      'Risk-based prioritisation of IAM investments',
      'A common language between compliance, security and IT',
    ],
  },
]

/** The fixed five steps of every consultancy engagement. */
export const consultancyProcess: string[] = [
  'Initial consultation and assessment',
  'Customized implementation plan',
  'Expert guidance and support',
  'Knowledge transfer and training',
  'Post-implementation support',
]

export const consultancyPackages: ConsultancyPackage[] = [
  {
    title: '1-Day Assessment',
    price: '$3,000',
    duration: '1 day',
    description:
      'A focused one-day review of your identity and privileged access landscape against the IPAML framework, ending with a scored maturity baseline and the three to five actions that reduce the most risk.',
    features: [
      'Structured interviews with IAM, security, HR and audit stakeholders',
      'Maturity scoring across the strategic, tactical and operations tiers',
      'Review of joiner-mover-leaver and privileged access processes',
      'Top risks and quick wins, prioritised by impact and effort',
      'Written report and a debrief with your leadership',
    ],
  },
  {
    title: '5-Day Implementation',
    price: '$12,000',
    duration: '5 days',
    description:
      'Five days of hands-on work with your team to design and start one IPAML capability, such as a role model, an access review campaign or a privileged account vault onboarding.',
    features: [
      'Everything in the 1-Day Assessment',
      'Target design for the chosen capability and its processes',
      'Configuration guidance on your existing IAM, IGA or PAM tooling',
      'Policy and standard-change templates adapted to your organisation',
      'Implementation backlog and a 90-day plan',
    ],
  },
  {
    title: '20-Day Full Service',
    price: '$45,000',
    duration: '20 days',
    description:
      'A complete guided programme: assessment, architecture, implementation support and handover to a managed service, following the five-phase IPAML implementation roadmap.',
    features: [
      'Everything in the 5-Day Implementation',
      'RFP and vendor selection support for IAM, IGA and PAM platforms',
      'Architecture and design of the data foundation and role model',
      'Implementation coaching for your project team',
      'Operationalisation: service execution model, KPIs and governance board set-up',
      'Knowledge transfer workshops and post-implementation review',
    ],
  },
]

export const awarenessProgrammes: AwarenessProgramme[] = [
  {
    title: 'Executive Overview',
    duration: '1 day',
    price: '$800',
    inHousePrice: '$600',
    description:
      'Identity as the new security perimeter, explained for executives: the risks, the regulations and the decisions the board must own.',
    audience: 'Board members, C-level executives and senior management',
  },
  {
    title: 'Strategic Planning',
    duration: '2 days',
    price: '$1,000',
    inHousePrice: '$800',
    description:
      'Building an IAM strategy and business case: maturity baseline, target state, roadmap, budget and governance structure.',
    audience: 'CISOs, CIOs, IT directors and programme managers',
  },
  {
    title: 'Business Leaders Program',
    duration: '2 days',
    price: '$1,000',
    inHousePrice: '$800',
    description:
      'What managers and data owners must do: approving access, reviewing rights, owning roles and spotting the signs of access misuse.',
    audience: 'Department heads, application and data owners, line managers',
  },
]

/** The <title> and description of /training. */
export const trainingMeta = {
  title: trainingIntro.title,
  description: `IPAML certification courses (${certifications.map((course) => course.title).join(', ')}), executive awareness programmes and consultancy packages from a ${consultancyPackages[0]!.title} to a ${consultancyPackages.at(-1)!.title}.`,
}

const backToTraining: PageLink = { label: 'Back to Training', href: paths.training.getHref() }

/** The words of /training: the landing list, a certification page and a consultancy page. */
export const trainingPage = {
  meta: trainingMeta,
  header: trainingIntro,
  advice: { label: 'Get training advice', topic: 'Training advice' },
  mailSubject: 'IPAML training',
  /** Around the parameter that matched nothing: "{before} “{param}”. {after}" */
  unknown: { before: 'There is no course or service called', after: 'Choose one below.' },
  groups: trainingGroups,
  inHouse: 'In-house',
  courseDetails: 'Course details',
  requestProgramme: 'Request this programme',
  requestLabel: 'Request',
  awarenessTopic: 'Awareness programme',
  certification: {
    back: backToTraining,
    eyebrow: 'certification',
    enrol: 'Enrol in',
    enrolTopic: 'Enrolment',
    inHouse: 'Ask about in-house delivery',
    pricing: { id: 'pricing', title: 'Pricing and Duration' },
    rows: {
      duration: 'Duration',
      price: 'Price per person',
      inHousePrice: 'In-house price per person',
      audience: 'Audience',
    },
    content: { id: 'course-content', title: 'Course Content' },
    benefits: { id: 'benefits', title: 'Benefits' },
    /** "{examBefore} {code} {examAfter}" */
    examBefore: 'Every course ends with the',
    examAfter: `certification exam; certificates are valid for ${countWord(certificateValidityYears)} years.`,
  },
  service: {
    back: backToTraining,
    eyebrow: 'Consultancy service',
    book: 'Book the',
    topic: 'Consultancy',
    mail: 'E-mail our consultants',
    price: { id: 'price', title: 'Price' },
    rows: { price: 'Price', time: 'Consultant time' },
    features: { id: 'features', title: 'Features' },
    process: { id: 'process', title: 'Our Process' },
  },
}

/** The <title> and description of a certification page. */
export function certificationMeta(course: CertificationCourse): PageMetaCopy {
  return {
    title: `${course.title}: ${course.fullTitle}`,
    description: `${course.fullTitle} (${course.title}), ${course.duration}, ${course.price} per person. ${course.description}`,
  }
}

/** The <title> and description of a consultancy service page. */
export function serviceMeta(service: ConsultancyPackage): PageMetaCopy {
  return {
    title: `${service.title} Consultancy`,
    description: `${service.title}, ${service.price}. ${service.description}`,
  }
}
