// Title and meta description of every static page, used for <title>, meta tags, the sitemap
// and the search index. Parameter pages take theirs from their own content.
import { paths } from '../lib/paths.ts'
import { controlMappingsPage } from './control-mapping-crosswalk.ts'
import { caseBuilderPage } from './introduction/case-builder.ts'
import { consultancyPage } from './introduction/consultancy.ts'
import { coursesPage } from './introduction/courses.ts'
import { ebooksPage } from './introduction/ebooks.ts'
import { foundationPage } from './introduction/foundation.ts'
import { hubPage } from './introduction/hub.ts'
import { workshopsPage } from './introduction/workshops.ts'
import { maturityMeta } from './maturity.ts'
import { trainingMeta } from './training.ts'

export interface PageEntry {
  path: string
  title: string
  description: string
}

export const pageEntries: PageEntry[] = [
  {
    path: '/',
    title: 'IPAML: World first IAM & PAM framework',
    description:
      'The Identity Privileged Access Management Library: a framework, knowledge base, training and community for identity and access management, privileged access management and identity governance.',
  },
  // -- introduction
  { path: paths.introduction.getHref(), ...hubPage.meta },
  { path: paths.introduction.courses.getHref(), ...coursesPage.meta },
  { path: paths.introduction.caseBuilder.getHref(), ...caseBuilderPage.meta },
  { path: paths.introduction.consultancy.getHref(), ...consultancyPage.meta },
  { path: paths.introduction.ebooks.getHref(), ...ebooksPage.meta },
  { path: paths.introduction.workshops.getHref(), ...workshopsPage.meta },
  { path: paths.foundation.getHref(), ...foundationPage.meta },
  // -- maturity assessment
  { path: paths.maturityAssessment.getHref(), ...maturityMeta },
  // -- control mappings
  { path: paths.controlMappings.getHref(), ...controlMappingsPage.meta },
  // -- home and training
  { path: paths.training.getHref(), ...trainingMeta },
  // -- forum
  {
    path: '/forum',
    title: 'IAM Professional Community',
    description:
      'Discuss identity and access management, privileged access and identity governance with practitioners: questions, lessons learned, tools and events.',
  },
  {
    path: '/forum/new-post',
    title: 'Start a discussion',
    description:
      'Ask the community a question or share an experience. New posts are reviewed by a moderator before they appear.',
  },
  {
    path: '/forum/guidelines',
    title: 'Community guidelines',
    description:
      'How we keep the IPAML community useful and safe: be respectful, share experience without sharing secrets, and keep vendor promotion out.',
  },
  {
    path: '/forum/members',
    title: 'Forum members',
    description:
      'The practitioners who share their IAM, PAM and IGA experience in the community, with their posts and comments.',
  },
  {
    path: '/forum/tags',
    title: 'Forum tags',
    description:
      'Browse forum discussions by topic: provisioning, access reviews, privileged access, role models, certification and more.',
  },
]

export function pageEntry(path: string): PageEntry | undefined {
  return pageEntries.find((entry) => entry.path === path)
}
