// Every internal URL of the site, in one place: components call getHref() instead of spelling
// paths by hand, and the router registers `path` patterns from here.
import { slugify } from './slug.ts'

/** A URL segment for a title: the spec's slug, with "/" turned into "-" so it stays one segment. */
export function segment(title: string): string {
  return encodeURIComponent(slugify(title).replace(/\//g, '-')).replace(/%26/g, '&')
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** The home contact section with the message prefilled about a topic (read by the contact form). */
  contactAbout: {
    getHref: (topic: string) => `/?topic=${encodeURIComponent(topic)}#contact`,
  },
  homeAnchor: {
    getHref: (anchor: 'framework' | 'training' | 'contact' | 'search') => `/#${anchor}`,
  },
  introduction: {
    path: '/introduction/:section?',
    getHref: () => '/introduction',
    courses: { path: '/introduction/courses', getHref: () => '/introduction/courses' },
    caseBuilder: {
      path: '/introduction/case-builder',
      getHref: () => '/introduction/case-builder',
    },
    consultancy: { path: '/introduction/consultancy', getHref: () => '/introduction/consultancy' },
    ebooks: { path: '/introduction/ebooks', getHref: () => '/introduction/ebooks' },
    workshops: { path: '/introduction/workshops', getHref: () => '/introduction/workshops' },
  },
  foundation: { path: '/ipaml-foundation', getHref: () => '/ipaml-foundation' },
  lawRegulations: { path: '/law-regulations', getHref: () => '/law-regulations' },
  tactical: {
    path: '/tactical/:section?',
    getHref: (title?: string) => (title ? `/tactical/${segment(title)}` : '/tactical'),
    integrationService: {
      path: '/tactical/integration-service',
      getHref: () => '/tactical/integration-service',
    },
    iga: {
      path: '/tactical/iga-identity-governance-administration',
      getHref: () => '/tactical/iga-identity-governance-administration',
    },
    assetManagement: {
      path: '/tactical/asset-management-service',
      getHref: () => '/tactical/asset-management-service',
    },
  },
  assetManagement: {
    path: '/asset-management/:resource?',
    getHref: (resourceSlug?: string) =>
      resourceSlug ? `/asset-management/${resourceSlug}` : '/tactical/asset-management-service',
  },
  strategic: {
    path: '/strategic/:section?',
    getHref: (title?: string) => (title ? `/strategic/${segment(title)}` : '/strategic'),
    dataModel: { path: '/strategic/data-model', getHref: () => '/strategic/data-model' },
    roleModel: { path: '/strategic/role-model', getHref: () => '/strategic/role-model' },
    bisl: { path: '/strategic/bisl', getHref: () => '/strategic/bisl' },
  },
  programManagement: { path: '/program-management', getHref: () => '/program-management' },
  ciamo: { path: '/ciamo', getHref: () => '/ciamo' },
  training: {
    path: '/training/:section?',
    getHref: (codeOrTitle?: string) =>
      codeOrTitle ? `/training/${segment(codeOrTitle)}` : '/training',
  },
  operations: {
    path: '/operations/:service?',
    getHref: (title?: string) => (title ? `/operations/${segment(title)}` : '/operations'),
  },
  directory: {
    path: '/directory/:service?',
    getHref: (title?: string) => (title ? `/directory/${segment(title)}` : '/directory'),
  },
  controls: {
    path: '/controls/:component?',
    getHref: (title?: string) => (title ? `/controls/${segment(title)}` : '/controls'),
  },
  policy: {
    path: '/policy/:type?',
    getHref: (title?: string) => (title ? `/policy/${segment(title)}` : '/policy'),
  },
  unifiedFramework: { path: '/unified-framework', getHref: () => '/unified-framework' },
  controlMappings: {
    path: '/control-mappings',
    /** The crosswalk, optionally filtered to one standard (a control-mappings.ts StandardId). */
    getHref: (standard?: string) =>
      standard ? `/control-mappings?standard=${encodeURIComponent(standard)}` : '/control-mappings',
    /** The exports, written into the client folder at build time (static files). */
    exports: {
      csv: { getHref: () => '/downloads/ipaml-control-mappings.csv' },
      json: { getHref: () => '/downloads/ipaml-control-mappings.json' },
      oscal: { getHref: () => '/downloads/ipaml-oscal-catalog.json' },
    },
  },
  maturityAssessment: { path: '/maturity-assessment', getHref: () => '/maturity-assessment' },
  implementationRoadmap: {
    path: '/implementation-roadmap',
    getHref: () => '/implementation-roadmap',
  },
  consultancy: { path: '/consultancy', getHref: () => '/consultancy' },
  contact: { path: '/contact', getHref: () => '/contact' },
  forum: {
    path: '/forum',
    getHref: () => '/forum',
    newPost: {
      path: '/forum/new-post',
      getHref: (category?: string) =>
        category ? `/forum/new-post?category=${encodeURIComponent(category)}` : '/forum/new-post',
    },
    category: {
      path: '/forum/category/:slug',
      getHref: (slug: string) => `/forum/category/${encodeURIComponent(slug)}`,
    },
    post: { path: '/forum/post/:id', getHref: (id: number | string) => `/forum/post/${id}` },
    guidelines: { path: '/forum/guidelines', getHref: () => '/forum/guidelines' },
    members: { path: '/forum/members', getHref: () => '/forum/members' },
    member: {
      path: '/forum/members/:id',
      getHref: (id: number | string) => `/forum/members/${id}`,
    },
    tags: {
      path: '/forum/tags/:tag?',
      getHref: (tag?: string) => (tag ? `/forum/tags/${encodeURIComponent(tag)}` : '/forum/tags'),
    },
    signUp: { path: '/forum/sign-up', getHref: () => '/forum/sign-up' },
    signIn: { path: '/forum/sign-in', getHref: () => '/forum/sign-in' },
    /** Where an e-mailed sign-in link lands; the token travels in the fragment. */
    emailLink: { path: '/forum/sign-in/link', getHref: () => '/forum/sign-in/link' },
    account: { path: '/forum/account', getHref: () => '/forum/account' },
    moderation: { path: '/forum/moderation', getHref: () => '/forum/moderation' },
    /** The default avatar (an API image, not a page). */
    avatarPlaceholder: { getHref: (size = 32) => `/api/placeholder/${size}/${size}` },
  },
} as const
