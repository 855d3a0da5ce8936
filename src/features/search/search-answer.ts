// Reading a search answer for display: hits grouped by page (in the order of each page's best
// hit), and the words of the query the results were found for.
import type { RouterOutputs } from '../../lib/trpc.ts'

export type SearchAnswer = RouterOutputs['search']['query']
export type SearchResult = SearchAnswer['results'][number]

export interface PageGroup {
  page: string
  pageTitle: string
  category: string
  results: SearchResult[]
}

export function groupByPage(results: readonly SearchResult[]): PageGroup[] {
  const groups = new Map<string, PageGroup>()
  for (const result of results) {
    const group = groups.get(result.page)
    if (group) group.results.push(result)
    else {
      groups.set(result.page, {
        page: result.page,
        pageTitle: result.pageTitle,
        category: result.category,
        results: [result],
      })
    }
  }
  return [...groups.values()]
}

/** The query without the words the engine left out, when it left any out. */
export function searchedFor(answer: SearchAnswer): string | undefined {
  const ignored = new Set(answer.ignoredWords ?? [])
  if (ignored.size === 0 || answer.results.length === 0) return undefined
  const kept = answer.query.split(/\s+/).filter((word) => {
    const plain = word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    return plain && !ignored.has(plain)
  })
  return kept.length > 0 ? kept.join(' ') : undefined
}
