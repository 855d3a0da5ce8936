// /introduction: the hub with three badges, five Learn More
// cards and a call-to-action to the foundation page.
import { paths } from '../../lib/paths.ts'
import type { PageIntro } from './types.ts'

export const introductionHub: PageIntro = {
  title: 'Introduction to IPAML',
  eyebrow: 'Start here',
  description:
    'The Identity Privileged Access Management Library (IPAML) brings identity and access management, privileged access management and identity governance together in one framework: strategic direction, tactical arrangement and daily operations, built on one data foundation and anchored in law and regulation. Learn it, apply it and get help with it here.',
}

export const introductionBadges = [
  'IAM, PAM & IGA in one framework',
  'Vendor-neutral',
  'Compliance by design',
] as const

export interface LearnMoreCard {
  title: string
  description: string
  icon: 'GraduationCap' | 'Briefcase' | 'Users' | 'BookOpen' | 'Presentation'
  href: string
  highlights: string[]
}

export const learnMoreCards: LearnMoreCard[] = [
  {
    title: 'Courses',
    description:
      'Certification tracks from foundation to expert level that teach the IPAML model, identity lifecycle automation and privileged access controls.',
    icon: 'GraduationCap',
    href: paths.introduction.courses.getHref(),
    highlights: [
      'Three certification tracks',
      '40 to 80 hours',
      'Self-paced, live online or classroom',
    ],
  },
  {
    title: 'Case Builder',
    description:
      'Industry templates for healthcare, financial services and manufacturing that turn the framework into a business case and an implementation plan.',
    icon: 'Briefcase',
    href: paths.introduction.caseBuilder.getHref(),
    highlights: ['Three industry templates', 'Regulation mapping', 'Four-step method'],
  },
  {
    title: 'Consultancy',
    description:
      'Practitioners who assess, design and implement IAM, PAM and identity governance programmes with you, from readiness to managed service.',
    icon: 'Users',
    href: paths.introduction.consultancy.getHref(),
    highlights: ['Four services', 'Vendor-neutral advice', 'Knowledge transfer built in'],
  },
  {
    title: 'eBooks',
    description:
      'The complete IPAML guide and focused books on identity lifecycle, privileged access, governance and compliance, in PDF, EPUB and MOBI.',
    icon: 'BookOpen',
    href: paths.introduction.ebooks.getHref(),
    highlights: ['500-page main guide', '18 free titles', 'PDF, EPUB, MOBI'],
  },
  {
    title: 'Workshops',
    description:
      'Hands-on sessions for executives, architects and operations teams: build a role model, design a PAM rollout or run an access review.',
    icon: 'Presentation',
    href: paths.introduction.workshops.getHref(),
    highlights: ['Three workshop types', '8 to 25 participants', 'On-site or virtual'],
  },
]

export const foundationCallToAction = {
  title: 'New to IPAML? Begin with the foundation',
  description:
    'The foundation overview explains the three management tiers, the data foundation and the modules of the framework in one read, and shows which path fits your role.',
  label: 'Explore the IPAML Foundation',
} as const

export const contactCallToAction = {
  title: 'Talk to a practitioner',
  description:
    'Not sure where to start? Tell us about your organisation and your identity landscape, and an IPAML practitioner will suggest the course, workshop or engagement that fits.',
  topic: 'Introduction to IPAML',
} as const
