// Relevance on the real corpus, on every engine: success@1, success@3, MRR and the zero-result
// rate over the relevance set, overall and per kind of query, must stay at or above the floors
// below (set just under the figures measured when they were last raised; `npm run bench`
// prints the current ones).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededSiteDocuments } from '../../seed/site-documents.ts'
import { measureRelevance, type RelevanceReport } from './relevance-metrics.ts'
import { relevanceSet, type RelevanceKind } from './relevance-set.ts'
import { testEngines } from './test-engines.ts'
import type { SearchIndex } from './types.ts'

/** Floors: [success@1, success@3, MRR]; the zero-result rate must stay 0 for every kind. */
const FLOORS: Record<RelevanceKind | 'overall', [number, number, number]> = {
  overall: [0.81, 0.88, 0.85],
  question: [0.58, 0.72, 0.66],
  keyword: [0.97, 0.98, 0.97],
  typo: [0.84, 0.88, 0.88],
  synonym: [0.9, 0.97, 0.93],
}

describe.each(testEngines())('relevance on the real corpus: $name', (engine) => {
  let index: SearchIndex
  let dispose: () => Promise<void>
  let report: RelevanceReport
  beforeAll(async () => {
    ;({ index, dispose } = await engine.open())
    await index.replaceAll(seededSiteDocuments())
    report = await measureRelevance(
      relevanceSet,
      async (query) => (await index.search(query, { limit: 10 })).hits,
    )
    if (report.misses.length > 0) {
      console.warn(`[relevance] ${engine.name} misses:\n  ${report.misses.join('\n  ')}`)
    }
  })
  afterAll(async () => dispose())

  it('keeps at least 150 queries of each kind, each expecting real urls', () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(150)
    for (const kind of ['question', 'keyword', 'typo', 'synonym'] as const) {
      expect(relevanceSet.filter((c) => c.kind === kind).length).toBeGreaterThanOrEqual(20)
    }
    const urls = new Set(seededSiteDocuments().map((doc) => doc.url))
    const pages = new Set([...urls].map((url) => url.split('#')[0]))
    for (const { query, expected } of relevanceSet) {
      for (const url of expected) {
        expect(url.includes('#') ? urls.has(url) : pages.has(url), `${query}: ${url}`).toBe(true)
      }
    }
  })

  it.each(Object.entries(FLOORS))('%s: stays above its floors', (kind, [at1, at3, mrr]) => {
    const figures = kind === 'overall' ? report.overall : report.byKind[kind as RelevanceKind]
    expect(figures.successAt1).toBeGreaterThanOrEqual(at1)
    expect(figures.successAt3).toBeGreaterThanOrEqual(at3)
    expect(figures.mrr).toBeGreaterThanOrEqual(mrr)
    expect(figures.zeroResultRate).toBe(0)
  })
})
