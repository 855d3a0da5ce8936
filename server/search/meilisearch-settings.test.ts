// The Meilisearch adapter derives its settings from the same data as the embedded engine, and
// sends the matching strategy with every search. Runs without a Meilisearch server: the
// client's HTTP requests are captured.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contractDocuments } from './contract-fixtures.ts'
import { MATCHING_STRATEGY, SEARCHABLE_ATTRIBUTES } from './embedded.ts'
import { createMeilisearchIndex, meiliIndexSettings } from './meilisearch.ts'
import { RANKING_RULES } from './ranking.ts'
import { STOP_WORDS } from './stop-words.ts'

describe('Meilisearch index settings', () => {
  const settings = meiliIndexSettings(contractDocuments)

  it('search the same attributes in the same order, with the same ranking rules', () => {
    expect(settings.searchableAttributes).toEqual([...SEARCHABLE_ATTRIBUTES])
    expect(settings.rankingRules).toEqual([...RANKING_RULES])
    expect(settings.rankingRules).toContain('priority:desc')
    expect(settings.distinctAttribute).toBe('url')
  })

  it('use the shared stop words, thesaurus and the word forms of the documents', () => {
    expect(new Set(settings.stopWords)).toEqual(STOP_WORDS)
    expect(settings.synonyms?.pam).toContain('privileged access management')
    expect(settings.synonyms?.price).toEqual(expect.arrayContaining(['cost', 'fee']))
    // "rotation" (Secret rotation) and "rotated" (Credential vault) share a stem.
    expect(settings.synonyms?.rotation).toContain('rotated')
  })

  it('keep Meilisearch’s typo budget written out', () => {
    expect(settings.typoTolerance).toEqual({
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
    })
  })
})

describe('Meilisearch searches', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('send the matching strategy and the normalised query, and cap hits per page', async () => {
    const bodies: unknown[] = []
    const hit = (id: string, url: string) => ({
      id,
      title: id,
      description: `${id} text`,
      body: `${id} body about heron`,
      category: 'Fixtures',
      url,
      _formatted: { body: `\u0001heron\u0002 for \u00011500\u0002` },
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body ?? '{}')))
        const hits = [1, 2, 3, 4].map((n) => hit(`s${n}`, `/page#s${n}`))
        return new Response(JSON.stringify({ hits, query: '', processingTimeMs: 1 }), {
          headers: { 'Content-Type': 'application/json' },
        })
      }),
    )
    const index = createMeilisearchIndex({ host: 'http://meili.test' })
    const results = await index.search('What is the $1,500 heron?', { limit: 10 })
    expect(bodies[0]).toMatchObject({
      q: 'what is the 1500 heron',
      matchingStrategy: MATCHING_STRATEGY,
    })
    expect(results.hits).toHaveLength(3)
    expect(results.hits[0]).toMatchObject({ page: '/page', url: '/page#s1' })
    expect(results.ignoredWords).toEqual(['what', 'is', 'the'])
  })
})

describe('Meilisearch documents', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('carry the acronym words the embedded engine indexes, with the keywords', async () => {
    const bodies: unknown[] = []
    vi.stubGlobal(
      'fetch',
      // Every request (the document write, then the task polls) gets a succeeded task.
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.body) bodies.push(JSON.parse(String(init.body)))
        const task = { taskUid: 1, indexUid: 'knowledge', status: 'succeeded', type: 'x' }
        return new Response(JSON.stringify(task), {
          headers: { 'Content-Type': 'application/json' },
        })
      }),
    )
    const index = createMeilisearchIndex({ host: 'http://meili.test' })
    await index.upsert([
      { ...contractDocuments[0]!, id: 'pam', title: 'PAM Service', keywords: ['vault'] },
    ])
    const sent = (bodies[0] as Array<{ keywords: string }>)[0]!
    expect(sent.keywords.split(' ')).toEqual(
      expect.arrayContaining(['vault', 'privileged', 'access', 'management']),
    )
  })
})
