// Search documents for the static pages listed in src/content/pages.ts.
import type { SearchDocument } from '../../server/search/types.ts'
import { pageEntries } from '../../src/content/pages.ts'

export function pageDocuments(): SearchDocument[] {
  return pageEntries.map((page) => ({
    id: `page:${page.path}`,
    title: page.title,
    description: page.description,
    body: page.description,
    category: 'Pages',
    url: page.path,
    keywords: [],
  }))
}
