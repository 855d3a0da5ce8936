// Relevance on the real corpus (whatever documents the content areas contribute today):
// success@3 over the relevance set must stay at or above the target, on every engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSearchDocuments } from '../../seed/search-documents.ts'
import { relevanceSet, SUCCESS_AT_3_TARGET } from './relevance-set.ts'
import { testEngines } from './test-engines.ts'
import type { SearchIndex } from './types.ts'

describe.each(testEngines())('relevance on the real corpus: $name', (engine) => {
  let index: SearchIndex
  let dispose: () => Promise<void>
  beforeAll(async () => {
    ;({ index, dispose } = await engine.open())
    await index.replaceAll(buildSearchDocuments())
  })
  afterAll(async () => dispose())

  it('keeps at least 40 queries, each expecting real urls', () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(40)
  })

  it(`finds the expected page in the top 3 for at least ${SUCCESS_AT_3_TARGET * 100}% of queries`, async () => {
    const misses: string[] = []
    for (const { query, expected } of relevanceSet) {
      const top = (await index.search(query, { limit: 3 })).hits.map((hit) => hit.url)
      if (!top.some((url) => expected.includes(url))) misses.push(`${query} → ${top.join(', ')}`)
    }
    const success = 1 - misses.length / relevanceSet.length
    if (misses.length > 0)
      console.warn(`[relevance] ${engine.name} misses:\n  ${misses.join('\n  ')}`)
    expect(success, misses.join('\n')).toBeGreaterThanOrEqual(SUCCESS_AT_3_TARGET)
  })
})
