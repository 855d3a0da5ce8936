// The one search answer, whichever door asks (tRPC `search.query` or GET /api/search).
import type { SearchInput } from '../../src/lib/validation/search.ts'
import type { EncodedAnswer, EtagOf } from './answer-body-cache.ts'
import type { SearchInsights } from './insights/recorder.ts'
import type { SearchHit, SearchIndex, SearchResults } from './types.ts'

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

/** The answer to `query` made of an engine's results. */
export function answerOf(query: string, { hits, ignoredWords, suggestion }: SearchResults) {
  const answer: SearchAnswer = {
    query,
    results: hits,
    ...(suggestion ? { suggestion } : {}),
    ...(ignoredWords.length > 0 ? { ignoredWords } : {}),
  }
  return answer
}

export async function answerSearch(
  index: SearchIndex,
  input: SearchInput,
  insights?: SearchInsights,
): Promise<SearchAnswer> {
  const answer = answerOf(input.q, await index.search(input.q, { limit: SEARCH_RESULT_LIMIT }))
  insights?.recordAnswer(input, answer)
  return answer
}

/**
 * The same answer as JSON, with its ETag: encoded by the engine where it can do that away from
 * the event loop (the embedded engine in its worker thread, which also gzips it when `gzip` is
 * set), else here by `encodeHere`, leaving compression to the compression middleware.
 */
export async function encodedSearchAnswer(
  index: SearchIndex,
  input: SearchInput,
  insights: SearchInsights | undefined,
  etagOf: EtagOf,
  encodeHere: (answer: SearchAnswer, etagOf: EtagOf) => EncodedAnswer,
  gzip: boolean,
): Promise<EncodedAnswer & { contentEncoding?: 'gzip' }> {
  // The engine's ETag is Express's default (weak) one, so it is used only where the app sends
  // ETags at all. Being weak, it names the gzipped body as well as the JSON.
  if (!index.encodedAnswer) {
    return encodeHere(await answerSearch(index, input, insights), etagOf)
  }
  const { body, etag, resultCount, contentEncoding } = await index.encodedAnswer(input.q, {
    limit: SEARCH_RESULT_LIMIT,
    gzip,
  })
  insights?.recordAnswer(input, { results: { length: resultCount } })
  return { body, etag: etagOf ? etag : undefined, ...(contentEncoding ? { contentEncoding } : {}) }
}
