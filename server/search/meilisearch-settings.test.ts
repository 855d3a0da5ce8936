// The Meilisearch adapter derives its settings from the same data as the embedded engine, and
// sends the matching strategy with every search. Runs without a Meilisearch server: the
// client's HTTP requests are captured.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contractDocuments } from './contract-fixtures.ts'
import { MATCHING_STRATEGY, SEARCHABLE_ATTRIBUTES } from './embedded.ts'
import {
  createMeilisearchIndex,
  meiliIndexSettings,
  queryTerms,
  searchesFor,
  sectionsFirst,
  withMarks,
} from './meilisearch.ts'
import { RANKING_RULES } from './ranking.ts'
import { STOP_WORDS } from './stop-words.ts'
import type { SearchDocument } from './types.ts'

describe('Meilisearch index settings', () => {
  const settings = meiliIndexSettings(contractDocuments)

  it('search the same attributes in the same order, with the same ranking rules', () => {
    expect(settings.searchableAttributes).toEqual([...SEARCHABLE_ATTRIBUTES])
    // The same rules, with the attribute before the priority (see MEILI_RANKING_RULES).
    expect([...settings.rankingRules!].sort()).toEqual([...RANKING_RULES].sort())
    expect(settings.rankingRules).toEqual([
      'words',
      'typo',
      'attribute',
      'priority:desc',
      'proximity',
      'exactness',
    ])
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

  it('relax a query of several terms the ways Meilisearch alone does not', () => {
    expect(searchesFor(['vault'])).toEqual([
      { q: 'vault', matchingStrategy: MATCHING_STRATEGY, weight: 1 },
    ])
    // Stop words do not count; a thesaurus term is one term.
    expect(searchesFor(['what', 'is', 'privileged access management']).map((s) => s.q)).toEqual([
      'what is privileged access management',
    ])
    const question = ['which', 'regulations', 'apply', 'to', 'patients']
    expect(searchesFor(question).map(({ q, matchingStrategy }) => [q, matchingStrategy])).toEqual([
      ['which regulations apply to patients', MATCHING_STRATEGY],
      ['which regulations apply to patients', 'last'],
      ['apply patients', 'all'],
      ['regulations patients', 'all'],
      ['regulations apply', 'all'],
    ])
    expect(queryTerms(['contingent', 'workers', 'leaving'])).toEqual([
      'contingent worker',
      'leaving',
    ])
  })

  it('send the matching strategy and the normalised query, and cap hits per page', async () => {
    const bodies: unknown[] = []
    const hit = (id: string, url: string) => ({
      id,
      shown: { title: `${id} Title`, description: `${id} text`, body: `${id} body about heron` },
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
      federation: { limit: 30 },
      queries: [
        { q: 'what is the 1500 heron', matchingStrategy: MATCHING_STRATEGY },
        { q: 'what is the 1500 heron', matchingStrategy: 'last' },
      ],
    })
    expect(results.hits).toHaveLength(3)
    expect(results.hits[0]).toMatchObject({ page: '/page', url: '/page#s1', title: 's1 Title' })
    expect(results.ignoredWords).toEqual(['what', 'is', 'the'])
  })
})

describe('Meilisearch hits: a section that answers comes before its page', () => {
  const mark = (text: string) => text.replace(/\*(\w+)\*/g, '\u0001$1\u0002')
  const hit = (url: string, title: string, body: string) =>
    withMarks({
      url,
      ...(url.includes('#') ? { pageTitle: 'Red Button Procedure Policy' } : {}),
      _formatted: { title: mark(title), description: '', body: mark(body) },
    })
  const page = hit('/policy/red', '*Red* *Button* Procedure Policy', 'Who may *order* it.')
  const other = hit('/policy/green', 'Green Button Procedure Policy', 'Undo the *red* *button*.')
  const steps = hit('/policy/red#steps', 'Implementation Steps', 'Train the service desk.')
  const features = hit('/policy/red#key-features', 'Key Features', 'Managers may *order* it.')
  const urls = (hits: { url: string }[]) => hits.map((h) => h.url)

  it('swaps the page with its first section holding the words the page has only in its text', () => {
    expect(urls(sectionsFirst([page, other, steps, features], false))).toEqual([
      '/policy/red#key-features',
      '/policy/green',
      '/policy/red#steps',
      '/policy/red',
    ])
  })

  it('keeps a page matched only in its title first', () => {
    const titled = hit('/policy/red', '*Red* *Button* Procedure Policy', 'Who may order it.')
    const section = hit('/policy/red#key-features', 'Key Features', 'The *red* *button*.')
    expect(urls(sectionsFirst([titled, section], false))).toEqual([
      '/policy/red',
      '/policy/red#key-features',
    ])
  })

  it('for a question asking more than the title, takes a section holding any matched word', () => {
    const partly = hit('/policy/red#benefits', 'Benefits', 'A *red* light for every system.')
    expect(urls(sectionsFirst([page, partly], false))).toEqual([
      '/policy/red',
      '/policy/red#benefits',
    ])
    expect(urls(sectionsFirst([page, partly], true))).toEqual([
      '/policy/red#benefits',
      '/policy/red',
    ])
  })
})

describe('Meilisearch documents', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** Upserts `documents` through a stubbed Meilisearch; returns the documents it was sent. */
  async function sentDocuments(documents: SearchDocument[]) {
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
    await createMeilisearchIndex({ host: 'http://meili.test' }).upsert(documents)
    return bodies[0] as Array<Record<string, unknown>>
  }

  it('carry the acronym words the embedded engine indexes, with the keywords', async () => {
    const [sent] = await sentDocuments([
      { ...contractDocuments[0]!, id: 'pam', title: 'PAM Service', keywords: ['vault'] },
    ])
    expect(String(sent!.keywords).split(' ')).toEqual(
      expect.arrayContaining(['vault', 'privileged', 'access', 'management']),
    )
  })

  it('search the text as the embedded tokenizer reads it, and show it as written', async () => {
    const fee = contractDocuments.find((doc) => doc.id === 'fee')!
    const [sent] = await sentDocuments([fee])
    expect(sent!.body).toBe('the price is 1500 per person for 2 days')
    expect(sent!.shown).toEqual({ title: fee.title, description: fee.description, body: fee.body })
  })
})
