// /introduction: the hub with its badges, a Learn More card per introduction page (its
// highlights counted from that page's content) and the calls to action.
import { paths } from '../../lib/paths.ts'
import type { IconName } from '../icon-names.ts'
import { capitalise, countWord } from '../text.ts'
import { caseBuilderSteps, caseTemplates } from './case-builder.ts'
import { consultancyServices } from './consultancy.ts'
import { featuredCourses } from './courses.ts'
import { ebookCategories, ebookFormats, featuredEbooks } from './ebooks.ts'
import type { PageIntro } from './types.ts'
import { workshopCapacity, workshopTypes } from './workshops.ts'

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
  icon: IconName
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
      `${capitalise(countWord(featuredCourses.length))} certification tracks`,
      `${parseInt(featuredCourses[0]!.duration)} to ${featuredCourses.at(-1)!.duration}`,
      'Self-paced, live online or classroom',
    ],
  },
  {
    title: 'Case Builder',
    description:
      'Industry templates for healthcare, financial services and manufacturing that turn the framework into a business case and an implementation plan.',
    icon: 'Briefcase',
    href: paths.introduction.caseBuilder.getHref(),
    highlights: [
      `${capitalise(countWord(caseTemplates.length))} industry templates`,
      'Regulation mapping',
      `${capitalise(countWord(caseBuilderSteps.length))}-step method`,
    ],
  },
  {
    title: 'Consultancy',
    description:
      'Practitioners who assess, design and implement IAM, PAM and identity governance programmes with you, from readiness to managed service.',
    icon: 'Users',
    href: paths.introduction.consultancy.getHref(),
    highlights: [
      `${capitalise(countWord(consultancyServices.length))} services`,
      'Vendor-neutral advice',
      'Knowledge transfer built in',
    ],
  },
  {
    title: 'eBooks',
    description:
      'The complete IPAML guide and focused books on identity lifecycle, privileged access, governance and compliance, in PDF, EPUB and MOBI.',
    icon: 'BookOpen',
    href: paths.introduction.ebooks.getHref(),
    highlights: [
      `${featuredEbooks[0]!.pages}-page main guide`,
      `${ebookCategories.reduce((sum, category) => sum + category.books.length, 0)} free titles`,
      ebookFormats.join(', '),
    ],
  },
  {
    title: 'Workshops',
    description:
      'Hands-on sessions for executives, architects and operations teams: build a role model, design a PAM rollout or run an access review.',
    icon: 'Presentation',
    href: paths.introduction.workshops.getHref(),
    highlights: [
      `${capitalise(countWord(workshopTypes.length))} workshop types`,
      `${workshopCapacity.min} to ${workshopCapacity.max} participants`,
      'On-site or virtual',
    ],
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

export const hubPage = {
  meta: {
    title: introductionHub.title,
    description:
      'Start with IPAML, the Identity Privileged Access Management Library: courses, an industry case builder, consultancy, eBooks and workshops for IAM, PAM and identity governance.',
  },
  header: introductionHub,
  badgesLabel: 'Highlights',
  explore: {
    id: 'explore',
    title: 'Explore IPAML',
    description: `${capitalise(countWord(learnMoreCards.length))} ways to learn the framework and put it to work in your organisation.`,
  },
  learnMore: 'Learn More',
  foundation: {
    id: 'foundation-cta',
    ...foundationCallToAction,
    href: paths.foundation.getHref(),
  },
  contact: {
    id: 'contact-experts',
    ...contactCallToAction,
    button: 'Contact Our Experts',
  },
}
