// Title and meta description of every static page, used for <title>, meta tags, the sitemap
// and the search index. Parameter pages take theirs from their own content.
import { paths } from '../lib/paths.ts'

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
  {
    path: paths.introduction.getHref(),
    title: 'Introduction to IPAML',
    description:
      'Start with IPAML, the Identity Privileged Access Management Library: courses, an industry case builder, consultancy, eBooks and workshops for IAM, PAM and identity governance.',
  },
  {
    path: paths.introduction.courses.getHref(),
    title: 'IPAML Courses',
    description:
      'IPAML certification courses from foundation to expert: €1,299 for 40 hours, €2,499 for 60 hours and €3,999 for 80 hours, self-paced, live online or blended.',
  },
  {
    path: paths.introduction.caseBuilder.getHref(),
    title: 'IPAML Case Builder',
    description:
      'Healthcare, financial services and manufacturing templates that turn the IPAML framework into an identity business case and a phased implementation plan.',
  },
  {
    path: paths.introduction.consultancy.getHref(),
    title: 'IPAML Consultancy',
    description:
      'Vendor-neutral IAM, PAM and identity governance consultancy: maturity assessment, architecture and design, implementation support and a managed governance service.',
  },
  {
    path: paths.introduction.ebooks.getHref(),
    title: 'IPAML eBooks',
    description:
      'The 500-page Complete IPAML Guide and focused eBooks on identity fundamentals, privileged access and governance, in PDF, EPUB and MOBI.',
  },
  {
    path: paths.introduction.workshops.getHref(),
    title: 'IPAML Workshops',
    description:
      'Executive, technical and team workshops on identity strategy, role models and privileged access for 8 to 25 participants, scheduled or tailored to your organisation.',
  },
  {
    path: paths.foundation.getHref(),
    title: 'IPAML Foundation',
    description:
      'The IPAML foundation overview: what the framework is, its three management tiers, the data foundation, the six foundation modules and who the course is for.',
  },
  // -- maturity assessment
  {
    path: paths.maturityAssessment.getHref(),
    title: 'IAM Maturity Assessment',
    description:
      'Self-assess your identity and privileged access management maturity across 3 management layers and 7 functional areas, see scores, levels and recommendations, and share or export the result. Nothing is stored on the server.',
  },
  // -- control mappings
  {
    path: paths.controlMappings.getHref(),
    title: 'Control Mappings',
    description:
      'Which NIST SP 800-53, NIST CSF, ISO/IEC 27001 Annex A, CIS Controls and PCI DSS controls each IPAML policy and operations service implements, filterable by standard and downloadable as CSV, JSON or an OSCAL catalog.',
  },
  // -- home and training
  {
    path: paths.training.getHref(),
    title: 'Training and Services',
    description:
      'IPAML certification courses (CIAMP, CPAMS, CIGAE, CAMA, CILMP, CRCMS), executive awareness programmes and consultancy packages from a 1-Day Assessment to a 20-Day Full Service.',
  },
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
