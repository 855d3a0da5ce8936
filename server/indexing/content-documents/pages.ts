// Search documents for the static pages listed in src/content/pages.ts.
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import {
  caseBuilderFeatures,
  caseBuilderSteps,
} from '../../../src/content/introduction/case-builder.ts'
import {
  consultancyCallToAction,
  consultancyPage,
  expertiseAreas,
} from '../../../src/content/introduction/consultancy.ts'
import { programTypes } from '../../../src/content/introduction/courses.ts'
import {
  foundationAudience,
  foundationModules,
  whatIsIpaml,
} from '../../../src/content/introduction/foundation.ts'
import type { Feature } from '../../../src/content/introduction/types.ts'
import { guidelines } from '../../../src/content/forum.ts'
import { signInPage, signUpPage } from '../../../src/content/forum-account.ts'
import { pageEntries } from '../../../src/content/pages.ts'
import { paths } from '../../../src/lib/paths.ts'

/** Hubs whose content is links to other pages: a page written about the subject comes first. */
const HUBS = new Set([paths.home.getHref(), paths.introduction.getHref()])

/** Pages listing what we teach and deliver. */
const OFFERINGS = new Set([
  paths.training.getHref(),
  paths.introduction.courses.getHref(),
  paths.introduction.caseBuilder.getHref(),
  paths.introduction.consultancy.getHref(),
  paths.introduction.ebooks.getHref(),
  paths.introduction.workshops.getHref(),
])

function priorityOf(path: string): number {
  if (path.startsWith(paths.forum.getHref())) return PRIORITY.community
  if (OFFERINGS.has(path)) return PRIORITY.offering
  return HUBS.has(path) ? PRIORITY.overview : PRIORITY.content
}

const cards = (features: readonly Feature[]) => features.map((f) => `${f.title}: ${f.description}`)

/**
 * What a page shows besides the items indexed as its sections (courses, templates, services,
 * workshops, tiers), searchable as the page's own text: how the training is delivered, what the
 * Case Builder does and its steps, the consultancy's areas of expertise, what its success stories
 * are and its first consultation, what the foundation is, its modules and audience, the forum's
 * rules. Not as sections of their own: their headings are everyday words ("Benefit and cost
 * model", "Plan and present") that, as titles, outranked the pages written about those subjects.
 * The foundation's modules and audience were measured as sections too: "Foundation course
 * modules" then came before the course's own price and duration ("foundation course cost" from
 * first to eighth; over every relevance set 6 queries rose and 17 fell).
 */
const pageTexts: Record<string, () => string[]> = {
  [paths.introduction.courses.getHref()]: () => cards(programTypes),
  [paths.introduction.caseBuilder.getHref()]: () => [
    ...cards(caseBuilderFeatures),
    ...cards(caseBuilderSteps),
  ],
  [paths.introduction.consultancy.getHref()]: () => [
    ...cards([...expertiseAreas, consultancyPage.stories]),
    // The call to action with the label of its button, which names what the title calls "a
    // free 30-minute consultation" in two words: the free consultation visitors ask about.
    `${consultancyCallToAction.title}. ${consultancyCallToAction.description} ${consultancyPage.callToAction.schedule}.`,
  ],
  [paths.forum.guidelines.getHref()]: () => guidelines.flatMap((guideline) => guideline.points),
  [paths.foundation.getHref()]: () => [
    ...whatIsIpaml,
    ...foundationModules.map((m) => `${m.title} (${m.hours} hours): ${m.description}`),
    ...foundationAudience,
  ],
}

/** Words visitors use for a page that its text does not: the introduction is where to start. */
const pageKeywords: Record<string, string[]> = {
  [paths.introduction.getHref()]: ['getting started', 'where to start', 'new to IPAML'],
}

/**
 * How to join and sign in to the forum: out of the sitemap (they carry `noindex`), but what a
 * visitor asking the site "how do I create an account" looks for.
 */
const accountEntries = [
  {
    path: paths.forum.signUp.getHref(),
    copy: signUpPage,
    keywords: ['forum', 'sign up', 'register', 'registration', 'membership', 'join'],
  },
  { path: paths.forum.signIn.getHref(), copy: signInPage, keywords: ['forum', 'login', 'log in'] },
]

export function pageDocuments(): SearchDocument[] {
  return [
    ...pageEntries.map((page) => ({
      id: `page:${page.path}`,
      title: page.title,
      description: page.description,
      body: [page.description, ...(pageTexts[page.path]?.() ?? [])].join(' '),
      category: 'Pages',
      url: page.path,
      keywords: pageKeywords[page.path] ?? [],
      priority: priorityOf(page.path),
    })),
    ...accountEntries.map(({ path, copy, keywords }) => ({
      id: `page:${path}`,
      title: copy.meta.title,
      description: copy.meta.description,
      body: copy.meta.description,
      category: 'Forum',
      url: path,
      keywords,
      priority: PRIORITY.community,
    })),
  ]
}
