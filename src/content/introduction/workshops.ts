// /introduction/workshops:
// three workshop types (8 to 25 participants), three upcoming workshops (€2,499, €1,299,
// €2,799; 6, 12 and 8 spots left) and four custom options.
import { backToIntroduction } from './shared.ts'
import type { IconFeature, PageIntro, UpcomingWorkshop, Workshop } from './types.ts'
import type { IconName } from '../icon-names.ts'

export const workshopsIntro: PageIntro = {
  title: 'IPAML Workshops',
  eyebrow: 'Learn by doing',
  description:
    'Interactive workshops in which your team applies the IPAML framework to real problems: a board-level identity strategy, a role model for your applications, or a privileged access rollout plan.',
}

export const workshopTypes: (Workshop & { icon: IconName })[] = [
  {
    name: 'Executive Strategy Workshop',
    duration: '1 day',
    level: 'Executive',
    capacity: '8-12 participants',
    format: 'On-site or virtual',
    icon: 'Target',
    description:
      'CISOs, CIOs and board members set identity risk appetite, ownership per tier and the investment case for the programme.',
  },
  {
    name: 'Technical Deep Dive',
    duration: '3 days',
    level: 'Advanced',
    capacity: '10-16 participants',
    format: 'Hands-on lab, on-site',
    icon: 'Wrench',
    description:
      'Architects and engineers design integrations, lifecycle workflows and PAM controls in a lab with real IGA and PAM tooling.',
  },
  {
    name: 'Team Enablement Bootcamp',
    duration: '2 days',
    level: 'Intermediate',
    capacity: '15-25 participants',
    format: 'On-site or virtual',
    icon: 'Users',
    description:
      'Service desk, operations and application owners learn the joiner, mover, leaver and correction processes and their standard changes.',
  },
]

export const upcomingWorkshops: UpcomingWorkshop[] = [
  {
    title: 'Designing an Enterprise Role Model',
    date: '9-11 March 2027',
    location: 'Amsterdam, Netherlands',
    format: 'In person',
    level: 'Advanced',
    duration: '3 days',
    spots: '6 spots left',
    price: '€2,499',
    topics: ['Role types and business roles', 'Role mining', 'SoD rules', 'Role lifecycle'],
  },
  {
    title: 'Identity Governance for Leaders',
    date: '22 April 2027',
    location: 'Online (CET)',
    format: 'Virtual',
    level: 'Executive',
    duration: '1 day',
    spots: '12 spots left',
    price: '€1,299',
    topics: ['Identity risk appetite', 'Ownership per tier', 'KPIs for the board', 'Regulation'],
  },
  {
    title: 'Privileged Access Rollout Lab',
    date: '8-10 June 2027',
    location: 'Brussels, Belgium',
    format: 'In person',
    level: 'Advanced',
    duration: '3 days',
    spots: '8 spots left',
    price: '€2,799',
    topics: ['Account discovery', 'Vault onboarding', 'Just-in-time access', 'Break-glass drills'],
  },
]

export const customOptions: IconFeature[] = [
  {
    title: 'At your location',
    description:
      'We run any workshop on-site for your team, with exercises on your own applications and processes.',
    icon: 'Building2',
  },
  {
    title: 'Tailored agenda',
    description:
      'Combine modules, for example role modelling with a certification campaign design, into one programme.',
    icon: 'SlidersHorizontal',
  },
  {
    title: 'Virtual delivery',
    description:
      'Live online sessions in half-day blocks with digital whiteboards, suited to teams across time zones.',
    icon: 'Video',
  },
  {
    title: 'Follow-up coaching',
    description:
      'Coaching sessions after the workshop to review your designs and keep the implementation on track.',
    icon: 'Repeat',
  },
]

export const workshopsCallToAction = {
  title: 'Plan a workshop for your team',
  description:
    'Join a scheduled workshop or let us design one around your organisation, your tools and your timeline.',
  customTopic: 'Custom workshop',
} as const

const capacities = workshopTypes.flatMap((workshop) => workshop.capacity.match(/\d+/g)!.map(Number))

/** The smallest and largest group the workshop types take. */
export const workshopCapacity = { min: Math.min(...capacities), max: Math.max(...capacities) }

export const workshopsPage = {
  meta: {
    title: workshopsIntro.title,
    description: `Executive, technical and team workshops on identity strategy, role models and privileged access for ${workshopCapacity.min} to ${workshopCapacity.max} participants, scheduled or tailored to your organisation.`,
  },
  header: workshopsIntro,
  back: backToIntroduction,
  types: { id: 'workshop-types', title: 'Workshop types' },
  upcoming: {
    id: 'upcoming',
    title: 'Upcoming workshops',
    description:
      'Open-enrolment workshops. Places are limited so that every participant gets hands-on time.',
  },
  customOptions: {
    id: 'custom-options',
    title: 'Custom workshop options',
    description: 'Every workshop can be shaped around your organisation.',
  },
  callToAction: {
    id: 'workshops-cta',
    ...workshopsCallToAction,
    schedule: 'View Workshop Schedule',
    custom: 'Request Custom Workshop',
  },
  /** The labels of an upcoming workshop card. */
  card: { topics: 'Topics', register: 'Register Now', registration: 'Registration' },
}
