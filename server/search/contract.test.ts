// One contract for every search engine behind the port (embedded always, Meilisearch when
// configured): typo budget, transpositions, prefix on the last word, synonyms, ranking, highlights.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractDocuments } from './contract-fixtures.ts'
import { testEngines } from './test-engines.ts'
import type { SearchIndex } from './types.ts'

describe.each(testEngines())('search contract: $name', (engine) => {
  let index: SearchIndex
  let dispose: () => Promise<void>
  const ids = async (q: string) => (await index.search(q, { limit: 20 })).map((h) => h.id)

  beforeAll(async () => {
    ;({ index, dispose } = await engine.open())
    await index.replaceAll(contractDocuments)
  })
  afterAll(async () => dispose())

  it('is healthy and returns the document fields', async () => {
    await expect(index.health()).resolves.toBe('ok')
    const [hit] = await index.search('quarterly attestation', { limit: 5 })
    expect(hit).toMatchObject({
      id: 'words',
      title: 'Quarterly attestation',
      category: 'Fixtures',
      url: '/fixture/words',
    })
  })

  it('requires every word of the query', async () => {
    expect(await ids('quarterly attestation')).toEqual(['words'])
    expect(await ids('quarterly vault')).toEqual([])
  })

  it('allows one typo from 5 letters, none below', async () => {
    expect(await ids('credental')).toContain('vault')
    expect(await ids('sesion recording')).toContain('recording')
    // "jobs" has 4 letters: "jibs" must not match it (not the last word, so no prefix either).
    expect(await ids('jibs include')).toEqual([])
  })

  it('allows two typos from 9 letters', async () => {
    expect(await ids('athentcation')).toContain('authentication')
    expect(await ids('atestaton')).toContain('words')
  })

  it('counts a transposition as one typo', async () => {
    expect(await ids('vualt')).toContain('vault')
    expect(await ids('sesison recording')).toContain('recording')
  })

  it('returns one hit per page: the best document of a url stands for it', async () => {
    const hits = await index.search('kestrel', { limit: 20 })
    expect(hits.map((h) => h.url).sort()).toEqual(['/fixture/kestrel', '/fixture/page-b'].sort())
    expect(await ids('kestrel onboarding checklist')).toEqual(['page-a-best'])
  })

  it('matches the last word as a prefix, and only the last word', async () => {
    expect(await ids('privileged sess')).toContain('recording')
    expect(await ids('sess recording')).toEqual([])
  })

  it('expands IAM acronyms both ways through the shared thesaurus', async () => {
    expect(await ids('PAM')).toEqual(expect.arrayContaining(['spelled-pam', 'acronym-pam']))
    expect(await ids('privileged access management')).toEqual(
      expect.arrayContaining(['spelled-pam', 'acronym-pam']),
    )
    expect(await ids('JML')).toContain('spelled-jml')
  })

  it('shows a hit with its own title and description, whatever the index adds', async () => {
    const [hit] = await index.search('quarry ledger', { limit: 1 })
    const source = contractDocuments.find((d) => d.id === 'spelled-iga')!
    expect(hit).toMatchObject({ title: source.title, description: source.description })
  })

  it('ranks exact matches above typo matches', async () => {
    const hits = await ids('vault')
    expect(hits.slice(0, 2)).toEqual(['vault', 'fault'])
  })

  it('ranks title matches above body matches', async () => {
    const hits = await ids('rotation')
    expect(hits.indexOf('rotation-title')).toBeLessThan(hits.indexOf('rotation-body'))
    expect(hits.indexOf('rotation-body')).toBeGreaterThan(-1)
  })

  it('returns the matched words for highlighting', async () => {
    const [hit] = await index.search('credental vault', { limit: 1 })
    expect(hit?.highlights).toEqual(expect.arrayContaining(['credential', 'vault']))
  })

  it('respects the limit and finds nothing for unknown words', async () => {
    expect((await index.search('a', { limit: 2 })).length).toBeLessThanOrEqual(2)
    expect(await ids('zyxwvut')).toEqual([])
  })

  it('applies single upserts and removals, replacing a document of the same id', async () => {
    const extra = {
      id: 'live:osprey',
      title: 'Osprey nesting survey',
      description: 'A document added after the index was built.',
      body: 'Ospreys return to the same nest.',
      category: 'Fixtures',
      url: '/fixture/osprey',
      keywords: [],
    }
    await index.upsert([extra])
    expect(await ids('osprey nesting')).toEqual(['live:osprey'])
    await index.upsert([{ ...extra, title: 'Harrier nesting survey', body: 'Harriers nest low.' }])
    expect(await ids('osprey nesting')).toEqual([])
    expect(await ids('harrier nesting')).toEqual(['live:osprey'])
    await index.remove(['live:osprey', 'live:never-added'])
    expect(await ids('harrier nesting')).toEqual([])
    expect(await ids('quarterly attestation')).toEqual(['words'])
  })
})
