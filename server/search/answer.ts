// The one search answer, whichever door asks (tRPC `search.query` or GET /api/search).
import type { SearchInput } from '../../src/lib/validation/search.ts'
import type { SearchInsights } from './insights/recorder.ts'
import type { SearchHit, SearchIndex } from './types.ts'

/** Hits per answer, best first. */
export const SEARCH_RESULT_LIMIT = 20

export interface SearchAnswer {
  query: string
  results: SearchHit[]
  /** When nothing matched: a corrected query that finds something ("Did you mean …"). */
  suggestion?: string
  /** Words of the query the results ignore (stop words, words that match nothing). */
  ignoredWords?: string[]
}

export async function answerSearch(
  index: SearchIndex,
  input: SearchInput,
  insights?: SearchInsights,
): Promise<SearchAnswer> {
  const { hits, ignoredWords, suggestion } = await index.search(input.q, {
    limit: SEARCH_RESULT_LIMIT,
  })
  const answer: SearchAnswer = {
    query: input.q,
    results: hits,
    ...(suggestion ? { suggestion } : {}),
    ...(ignoredWords.length > 0 ? { ignoredWords } : {}),
  }
  insights?.recordAnswer(input, answer)
  return answer
}
