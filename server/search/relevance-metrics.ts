// Relevance figures of a search engine over the relevance set: success@1, success@3, mean
// reciprocal rank (over the first 10 hits) and the rate of queries answered with nothing, per
// kind of query and overall. Read by relevance.test.ts (floors) and `npm run bench`.
import type { RelevanceCase, RelevanceKind } from './relevance-set.ts'
import { pageOf, type SearchHit } from './types.ts'

export interface RelevanceFigures {
  queries: number
  successAt1: number
  successAt3: number
  mrr: number
  zeroResultRate: number
}

export interface RelevanceReport {
  overall: RelevanceFigures
  byKind: Record<RelevanceKind, RelevanceFigures>
  /**
   * Queries whose expected answer is not in the first three hits, with what came instead and
   * where the answer ranked.
   */
  misses: string[]
}

/** Whether a hit answers: the expected section itself, or any hit on an expected page. */
export function answers(hit: Pick<SearchHit, 'url'>, expected: readonly string[]): boolean {
  return expected.some((url) => hit.url === url || (!url.includes('#') && pageOf(hit.url) === url))
}

type Search = (query: string) => Promise<Pick<SearchHit, 'url'>[]>

export async function measureRelevance(
  cases: readonly RelevanceCase[],
  search: Search,
): Promise<RelevanceReport> {
  const rows: { kind: RelevanceKind; rank: number; empty: boolean }[] = []
  const misses: string[] = []
  for (const { query, expected, kind } of cases) {
    const hits = (await search(query)).slice(0, 10)
    const rank = hits.findIndex((hit) => answers(hit, expected)) + 1
    if (rank === 0 || rank > 3) {
      const instead = hits.slice(0, 3).map((hit) => hit.url)
      const answer = rank === 0 ? 'not in the first 10' : `at ${rank}`
      misses.push(`${query} → ${instead.join(', ')} (wanted ${expected.join(' or ')}, ${answer})`)
    }
    rows.push({ kind, rank, empty: hits.length === 0 })
  }
  const figures = (subset: typeof rows): RelevanceFigures => {
    const n = subset.length || 1
    return {
      queries: subset.length,
      successAt1: subset.filter((r) => r.rank === 1).length / n,
      successAt3: subset.filter((r) => r.rank >= 1 && r.rank <= 3).length / n,
      mrr: subset.reduce((sum, r) => sum + (r.rank > 0 ? 1 / r.rank : 0), 0) / n,
      zeroResultRate: subset.filter((r) => r.empty).length / n,
    }
  }
  const kinds: RelevanceKind[] = ['question', 'keyword', 'typo', 'synonym']
  return {
    overall: figures(rows),
    byKind: Object.fromEntries(
      kinds.map((kind) => [kind, figures(rows.filter((r) => r.kind === kind))]),
    ) as Record<RelevanceKind, RelevanceFigures>,
    misses,
  }
}
