// /introduction/ebooks: three featured eBooks (Free, €29,
// €19; the main guide has 500 pages), three categories of six free books, three testimonials.
// Ratings, download counts and testimonials are illustrative and say so on the page.
import { listAnd, listOr } from '../shared-values.ts'
import { capitalise, countWord } from '../text.ts'
import { backToIntroduction } from './shared.ts'
import type { Ebook, EbookCategory, PageIntro, Testimonial } from './types.ts'

export const ebooksIntro: PageIntro = {
  title: 'IPAML eBooks',
  eyebrow: 'Knowledge library',
  description:
    'In-depth guides on identity and access management, privileged access and identity governance, written by practitioners. Read the complete IPAML guide or focus on one topic.',
}

export const ebookFormats = ['PDF', 'EPUB', 'MOBI'] as const

export const featuredEbooks: Ebook[] = [
  {
    title: 'The Complete IPAML Guide',
    description:
      'The main guide to the framework: the three management tiers, the data foundation, the identity lifecycle, privileged access and governance, with templates and worked examples.',
    pages: 500,
    level: 'All levels',
    topics: ['Three-tier model', 'Data foundation', 'Identity lifecycle', 'PAM', 'Governance'],
    downloads: '12,400+ downloads',
    rating: 4.9,
    price: 'Free',
    popular: true,
    preview:
      'Most identity programmes fail not on technology but on ownership. Who decides which access a role needs? Who arranges the processes that grant it? Who performs the change, and who checks it afterwards? IPAML answers these questions with three tiers. Strategic management directs: it sets policy, risk appetite and the role model. Tactical management arranges: it turns policy into services such as IAM, PAM, IGA and integration. Operations management performs: onboarding, crossboarding, offboarding and correction, each triggered by a record in an authoritative source and executed as a standard change.',
  },
  {
    title: 'Privileged Access Management in Practice',
    description:
      'A hands-on playbook for discovering, vaulting and controlling privileged accounts, from domain administrators to cloud root accounts and service accounts.',
    pages: 280,
    level: 'Advanced',
    topics: ['Vaulting', 'Just-in-time access', 'Session recording', 'Secrets management'],
    downloads: '4,800+ downloads',
    rating: 4.8,
    price: '€29',
    popular: true,
    preview:
      'Start with discovery, not with the vault. In a typical enterprise, privileged accounts outnumber employees: local administrators, service accounts, database owners, network devices, cloud root users and API keys. Before onboarding a single account, build an inventory with an owner, a purpose and a risk rating for each. Then vault the most dangerous first, rotate their credentials after every use, and move administrators to just-in-time elevation so that standing privilege becomes the exception rather than the rule.',
  },
  {
    title: 'Identity Governance for Auditors and Managers',
    description:
      'What auditors look for in user access management and how to deliver it: certification campaigns, segregation of duties, evidence and KPIs.',
    pages: 190,
    level: 'Intermediate',
    topics: ['Access certification', 'Segregation of duties', 'Audit evidence', 'KPIs'],
    downloads: '6,100+ downloads',
    rating: 4.7,
    price: '€19',
    popular: false,
    preview:
      'An access review is only as good as the decision behind it. Reviewers who see 300 entitlements with cryptic names approve all of them. Good certification campaigns therefore start with an entitlement catalogue in business language, show reviewers only what changed or what is risky, and record every decision with a reason. The evidence an auditor needs follows naturally: who reviewed what, when, and what was removed as a result.',
  },
]

export const ebookCategories: EbookCategory[] = [
  {
    title: 'Identity & Access Fundamentals',
    description: 'The building blocks every IAM practitioner needs.',
    books: [
      {
        title: 'IAM Essentials',
        pages: 64,
        summary:
          'Identities, accounts, authentication and authorisation explained, with the vocabulary used across the IAM market.',
      },
      {
        title: 'Joiner, Mover, Leaver Explained',
        pages: 48,
        summary:
          'How HR events trigger provisioning, crossboarding and deprovisioning, and the standard change behind each.',
      },
      {
        title: 'Authentication and MFA Basics',
        pages: 52,
        summary:
          'Passwords, MFA factors, phishing-resistant passkeys and when to require step-up authentication.',
      },
      {
        title: 'Single Sign-On and Federation',
        pages: 56,
        summary:
          'SAML, OpenID Connect and OAuth 2.0 in plain language, with typical integration patterns.',
      },
      {
        title: 'Directory Services Design',
        pages: 60,
        summary:
          'Structuring Active Directory and Entra ID: accounts, groups, naming conventions and delegation.',
      },
      {
        title: 'Designing a Role Model',
        pages: 72,
        summary:
          'Role types, business roles and permissions: a practical method for role engineering without role explosion.',
      },
    ],
  },
  {
    title: 'Privileged Access & Security',
    description: 'Protecting the accounts that can do the most harm.',
    books: [
      {
        title: 'Privileged Account Discovery',
        pages: 44,
        summary:
          'Finding administrator, service and embedded accounts across servers, databases, network and cloud.',
      },
      {
        title: 'Just-in-Time Privilege',
        pages: 40,
        summary:
          'Replacing standing administrator rights with approved, time-bound elevation and automatic removal.',
      },
      {
        title: 'Session Monitoring and Recording',
        pages: 46,
        summary:
          'What to record, how to review it and how to feed privileged sessions into the SOC.',
      },
      {
        title: 'Secrets and Machine Identities',
        pages: 54,
        summary:
          'API keys, certificates and workload identities in DevOps pipelines and cloud platforms.',
      },
      {
        title: 'Identity Threat Detection and Response',
        pages: 58,
        summary:
          'Detecting credential theft, privilege escalation and lateral movement with ITDR playbooks.',
      },
      {
        title: 'Zero Trust Access',
        pages: 50,
        summary:
          'Continuous verification of identity, device and context, and how ZTNA replaces the flat VPN.',
      },
    ],
  },
  {
    title: 'Governance & Compliance',
    description: 'Proving that the right people have the right access.',
    books: [
      {
        title: 'Access Certification Campaigns',
        pages: 42,
        summary:
          'Planning, running and closing access reviews that reviewers understand and auditors accept.',
      },
      {
        title: 'Segregation of Duties',
        pages: 38,
        summary:
          'Defining toxic combinations, preventive and detective SoD controls, and exceptions.',
      },
      {
        title: 'GDPR and Identity',
        pages: 46,
        summary:
          'Data minimisation, security of processing and breach duties translated into access controls.',
      },
      {
        title: 'SOX and PCI DSS Access Controls',
        pages: 52,
        summary:
          'The user access requirements of SOX ITGCs and PCI DSS requirements 7 and 8, with evidence examples.',
      },
      {
        title: 'ISO 27001 Annex A for Identity',
        pages: 44,
        summary:
          'The access control, identity management and authentication controls of ISO/IEC 27001:2022.',
      },
      {
        title: 'Identity KPIs and Reporting',
        pages: 36,
        summary:
          'Metrics that matter: time to provision, orphan accounts, review completion and privileged coverage.',
      },
    ],
  },
]

/** Shown with the featured eBooks: their ratings and download counts are not measured figures. */
export const ebookFiguresNote =
  'Ratings and download counts are illustrative examples of how the library presents a title, not measured figures.'

/** Shown with the testimonials: composites, not quotes from identifiable readers. */
export const testimonialsNote =
  'Illustrative reader feedback: composite examples of what the guides are written to achieve, not quotes from named readers.'

export const readerTestimonials: Testimonial[] = [
  {
    quote:
      'The Complete IPAML Guide gave our team one language for IAM. We used its three tiers to assign ownership and finally got our leaver process under control.',
    role: 'IAM Lead',
    organization: 'Dutch insurance company',
  },
  {
    quote:
      'The PAM playbook is practical from page one. The discovery checklist alone found 120 service accounts nobody knew about.',
    role: 'Security Architect',
    organization: 'Logistics group',
  },
  {
    quote:
      'As an auditor I recommend the governance book to every client: it explains exactly what evidence we need and why.',
    role: 'IT Audit Manager',
    organization: 'Audit and advisory firm',
  },
]

export const ebooksCallToAction = {
  title: 'Keep your library up to date',
  description:
    'New titles and revised editions appear as the framework and the regulations evolve. Browse the full library or ask to be told about new releases.',
  alertSubject: 'Subscribe to IPAML eBook release alerts',
} as const

const mainGuide = featuredEbooks[0]!
const libraryTitles = ebookCategories.reduce((sum, category) => sum + category.books.length, 0)

export const ebooksPage = {
  meta: {
    title: ebooksIntro.title,
    description: `The ${mainGuide.pages}-page ${mainGuide.title.replace(/^The /, '')} and focused eBooks on identity fundamentals, privileged access and governance, in ${listAnd(ebookFormats)}.`,
  },
  header: ebooksIntro,
  back: backToIntroduction,
  featured: { id: 'featured-ebooks', title: 'Featured eBooks', description: ebookFiguresNote },
  categories: {
    id: 'categories',
    title: 'Browse by category',
    description: `${capitalise(countWord(libraryTitles))} free titles in ${countWord(ebookCategories.length)} categories. Free Download gives you the summary as a Markdown file; the full edition in ${listOr(ebookFormats)} is sent on request.`,
  },
  testimonials: { id: 'testimonials', title: 'What readers say', description: testimonialsNote },
  callToAction: {
    id: 'ebooks-cta',
    ...ebooksCallToAction,
    browse: 'Browse All eBooks',
    alerts: 'Get New Release Alerts',
  },
  /** The labels of an eBook card, a library book and a testimonial. */
  card: {
    popular: 'Popular',
    pages: 'pages',
    formats: 'Formats',
    download: 'Download',
    preview: 'Preview',
    firstChapter: 'From the first chapter',
    freeDownload: 'Free Download',
    illustrative: 'illustrative',
    topics: 'Topics',
    rated: 'Rated',
    outOf: 'out of 5',
  },
}
