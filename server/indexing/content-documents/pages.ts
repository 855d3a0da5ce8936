// Search documents for the static pages listed in src/content/pages.ts.
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
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

export function pageDocuments(): SearchDocument[] {
  return pageEntries.map((page) => ({
    id: `page:${page.path}`,
    title: page.title,
    description: page.description,
    body: page.description,
    category: 'Pages',
    url: page.path,
    keywords: [],
    priority: priorityOf(page.path),
  }))
}
