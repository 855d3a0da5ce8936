// /introduction/courses: three featured
// certification courses, four training programme types and the call-to-action.
import { paths } from '../../lib/paths.ts'
import { certificateValidityYears, listAnd } from '../shared-values.ts'
import { capitalise, countWord } from '../text.ts'
import type { Course, IconFeature, PageIntro } from './types.ts'
import { backToIntroduction } from './shared.ts'

export const coursesIntro: PageIntro = {
  title: 'IPAML Courses',
  eyebrow: 'Learning paths',
  description:
    'Certification courses that take you from the foundations of identity and access management to designing and running an enterprise IAM, PAM and identity governance programme with the IPAML framework.',
}

export const featuredCourses: Course[] = [
  {
    title: 'IPAML Foundation Certification',
    level: 'Foundation',
    duration: '40 hours',
    format: 'Self-paced online with live Q&A sessions',
    price: '€1,299',
    description:
      'The complete IPAML model for IT and security professionals who are new to identity governance: the three management tiers, the data foundation and the identity lifecycle.',
    modules: [
      'IAM, PAM and IGA concepts and terminology',
      'The three tiers: to direct, to arrange, to perform',
      'The data foundation: sources, rights, departments and mandates',
      'Joiner, mover and leaver processes',
      'Authentication basics: MFA, SSO and federation',
      'Law and regulations as the compliance foundation',
    ],
    features: [
      'Certificate on passing the 60-question exam',
      '12 months access to the course materials',
      'Practice exam with explained answers',
      'Monthly live Q&A with an IPAML trainer',
    ],
  },
  {
    title: 'IPAML Professional: Privileged Access Management',
    level: 'Professional',
    duration: '60 hours',
    format: 'Live online classes with hands-on labs',
    price: '€2,499',
    description:
      'For security engineers and system administrators who protect administrator, service and emergency accounts: vaulting, just-in-time elevation and session control.',
    modules: [
      'Discovering and classifying privileged accounts',
      'Credential vaulting and automatic password rotation',
      'Just-in-time and just-enough privilege',
      'Session recording, monitoring and threat detection',
      'Break-glass (RED button) and emergency access procedures',
      'Service accounts, secrets and machine identities',
    ],
    features: [
      'Lab environment with a PAM vault and target systems',
      'Scenario-based exam and capstone design',
      'Templates for PAM policies and runbooks',
      'Small groups of at most 16 participants',
    ],
  },
  {
    title: 'IPAML Expert: Identity Governance Architect',
    level: 'Expert',
    duration: '80 hours',
    format: 'Blended: classroom days and a guided capstone project',
    price: '€3,999',
    description:
      'For IAM architects and managers who design the target architecture, the role model and the governance processes of an enterprise identity programme.',
    modules: [
      'Enterprise identity architecture and integration patterns',
      'Role engineering: role types, business roles and permissions',
      'Access certification and segregation of duties',
      'Identity analytics, risk scoring and ITDR',
      'Programme management and the implementation roadmap',
      'Mapping GDPR, SOX, NIS and ISO 27001 to identity controls',
    ],
    features: [
      'Capstone: a reviewed architecture for your own organisation',
      'One-to-one mentoring with a senior IPAML architect',
      `Expert certification valid for ${countWord(certificateValidityYears)} years`,
      'Alumni network and yearly update sessions',
    ],
  },
]

export const programTypes: IconFeature[] = [
  {
    title: 'Self-paced online',
    description:
      'Video lessons, reading and quizzes you follow at your own pace, with a live Q&A every month.',
    icon: 'Laptop',
  },
  {
    title: 'Instructor-led virtual',
    description:
      'Scheduled live classes with a trainer, breakout labs and a fixed cohort, in European time zones.',
    icon: 'Users',
  },
  {
    title: 'In-house corporate',
    description:
      'The course delivered for your team, at your site or online, with exercises on your own processes.',
    icon: 'Building2',
  },
  {
    title: 'Blended learning path',
    description:
      'Online theory combined with classroom days and a mentored project: the route to expert certification.',
    icon: 'Route',
  },
]

export const coursesCallToAction = {
  title: 'Find the course that fits your role',
  description:
    'See the full certification catalogue with every certification and the awareness programmes, or ask a learning advisor which path suits you and your team.',
  advisorSubject: 'Speak with a learning advisor',
} as const

export const coursesPage = {
  meta: {
    title: coursesIntro.title,
    description: `IPAML certification courses from foundation to expert: ${listAnd(featuredCourses.map((course) => `${course.price} for ${course.duration}`))}, self-paced, live online or blended.`,
  },
  header: coursesIntro,
  back: backToIntroduction,
  featured: {
    id: 'featured-courses',
    title: 'Featured certification courses',
    description: `${capitalise(countWord(featuredCourses.length))} certification levels, each building on the one before.`,
  },
  programTypes: {
    id: 'program-types',
    title: 'Training program types',
    description:
      'Choose how you learn: every course is available in the format that suits you or your team.',
  },
  callToAction: {
    id: 'courses-cta',
    ...coursesCallToAction,
    browse: { label: 'Browse All Courses', href: paths.training.getHref() },
    advisor: 'Speak with Learning Advisor',
  },
  /** The labels of a course card. */
  card: { modules: 'Modules', included: 'Included', enroll: 'Enroll Now' },
}
