// One contract for every search engine behind the port (embedded always, Meilisearch when
// configured): typo budget, transpositions, prefix on the last word, synonyms, ranking, highlights,
// quoted phrases and excluded words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractDocuments } from './contract-fixtures.ts'
import { testEngines } from './test-engines.ts'
import { PRIORITY, type SearchIndex } from './types.ts'

describe.each(testEngines())('search contract: $name', (engine) => {
  let index: SearchIndex
  let dispose: () => Promise<void>
  const ids = async (q: string) => (await index.search(q, { limit: 20 })).hits.map((h) => h.id)

  beforeAll(async () => {
    ;({ index, dispose } = await engine.open())
    await index.replaceAll(contractDocuments)
  })
  afterAll(async () => dispose())

  it('is healthy and returns the document fields', async () => {
    await expect(index.health()).resolves.toBe('ok')
    const [hit] = (await index.search('quarterly attestation', { limit: 5 })).hits
    expect(hit).toMatchObject({
      id: 'words',
      title: 'Quarterly attestation',
      category: 'Fixtures',
      url: '/fixture/words',
    })
  })

  it('ranks documents matching every word first', async () => {
    expect(await ids('quarterly attestation')).toEqual(['words'])
    expect((await ids('kestrel onboarding checklist'))[0]).toBe('page-a-best')
  })

  it('relaxes a query by dropping its most frequent words first', async () => {
    // "kestrel" is in three documents, "credential" in one: the document with the rarer word
    // comes first. (Meilisearch stops there; the embedded engine then lists the documents with
    // only the dropped word: see embedded.test.ts.)
    const hits = await ids('credential kestrel')
    expect(hits[0]).toBe('vault')
  })

  it('drops stop words and words that match nothing, and says so', async () => {
    const results = await index.search('what is the quarterly attestation', { limit: 20 })
    expect(results.hits.map((h) => h.id)).toEqual(['words'])
    expect(results.ignoredWords).toEqual(expect.arrayContaining(['what', 'is', 'the']))
    const relaxed = await index.search('quarterly zyxwvut', { limit: 20 })
    expect(relaxed.hits.map((h) => h.id)).toEqual(['words'])
    expect(relaxed.ignoredWords).toContain('zyxwvut')
  })

  it('allows one typo from 5 letters, none below', async () => {
    expect(await ids('credental')).toContain('vault')
    expect(await ids('sesion recording')).toContain('recording')
    // "jobs" has 4 letters: "jibs" must not match it (not the last word, so no prefix either).
    const jibs = await index.search('jibs include', { limit: 20 })
    expect(jibs.ignoredWords).toContain('jibs')
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
    const hits = (await index.search('kestrel', { limit: 20 })).hits
    expect(hits.map((h) => h.url).sort()).toEqual(['/fixture/kestrel', '/fixture/page-b'].sort())
    expect((await ids('kestrel onboarding checklist'))[0]).toBe('page-a-best')
  })

  it('matches the last word as a prefix, and only the last word', async () => {
    expect(await ids('privileged sess')).toContain('recording')
    expect((await index.search('sess recording', { limit: 20 })).ignoredWords).toContain('sess')
  })

  it('expands IAM acronyms both ways through the shared thesaurus', async () => {
    expect(await ids('PAM')).toEqual(expect.arrayContaining(['spelled-pam', 'acronym-pam']))
    expect(await ids('privileged access management')).toEqual(
      expect.arrayContaining(['spelled-pam', 'acronym-pam']),
    )
    expect(await ids('JML')).toContain('spelled-jml')
  })

  it('shows a hit with its own title and description, whatever the index adds', async () => {
    const [hit] = (await index.search('quarry ledger', { limit: 1 })).hits
    const source = contractDocuments.find((d) => d.id === 'spelled-iga')!
    expect(hit).toMatchObject({ title: source.title, description: source.description })
  })

  it('ranks a page written about a concept above its glossary line and forum posts', async () => {
    expect(await ids('osprey')).toEqual(['osprey-page', 'osprey-glossary', 'osprey-forum'])
  })

  it('returns sections as page#anchor hits with their page, at most three per page', async () => {
    const hits = (await index.search('heron', { limit: 20 })).hits
    expect(hits).toHaveLength(3)
    expect(hits[0]).toMatchObject({ id: 'heron', url: '/fixture/heron', page: '/fixture/heron' })
    const section = (await index.search('heron benefits', { limit: 20 })).hits[0]
    expect(section).toMatchObject({
      url: '/fixture/heron#benefits',
      page: '/fixture/heron',
      pageTitle: 'Heron Policy',
      section: 'Benefits',
    })
    expect(section?.snippet).toContain('benefits')
  })

  it('leaves out a section that matches only what it inherits from its page', async () => {
    expect((await ids('quillwort')).sort()).toEqual(['plover', 'plover-scope'])
  })

  it('finds practitioner synonyms and word forms through the shared thesaurus', async () => {
    expect(await ids('offboarding')).toContain('leaver')
    expect(await ids('leavers')).toContain('leaver')
    expect(await ids('kingfisher cost')).toEqual(['fee'])
  })

  it('reads prices the same way in documents and queries', async () => {
    expect(await ids('1500')).toEqual(['fee'])
    expect(await ids('$1,500')).toEqual(['fee'])
  })

  it('ranks exact matches above typo matches', async () => {
    expect((await ids('badge')).slice(0, 2)).toEqual(['badge', 'barge'])
    expect((await ids('barge')).slice(0, 2)).toEqual(['barge', 'badge'])
  })

  it('counts a typo on the first letter twice, as Meilisearch does', async () => {
    expect(await ids('vault')).toEqual(['vault'])
    expect(await ids('fault')).toEqual(['fault'])
  })

  it('ranks title matches above body matches', async () => {
    const hits = await ids('rotation')
    expect(hits.indexOf('rotation-title')).toBeLessThan(hits.indexOf('rotation-body'))
    expect(hits.indexOf('rotation-body')).toBeGreaterThan(-1)
  })

  it('returns the matched words for highlighting', async () => {
    const [hit] = (await index.search('credental vault', { limit: 1 })).hits
    expect(hit?.highlights).toEqual(expect.arrayContaining(['credential', 'vault']))
    // Only what a text can show: not the one term a thesaurus phrase is indexed as.
    const [phrase] = (await index.search('session recording', { limit: 1 })).hits
    expect(phrase?.id).toBe('recording')
    expect(phrase?.highlights.join(' ')).toMatch(/session.*recording|recording.*session/)
    expect(phrase?.highlights).not.toContain('sessionrecording')
    // Nor the stop words of a thesaurus phrase ("on boarding"): they would mark every "on".
    const [onboarding] = (await index.search('onboarding', { limit: 1 })).hits
    expect(onboarding?.highlights).toContain('onboarding')
    expect(onboarding?.highlights).not.toContain('on')
  })

  it('respects the limit and finds nothing for unknown words', async () => {
    expect((await index.search('a', { limit: 2 })).hits.length).toBeLessThanOrEqual(2)
    expect(await ids('zyxwvut')).toEqual([])
    expect(await ids('what is')).toBeDefined()
  })

  it('keeps only the documents holding a quoted phrase as written', async () => {
    // Unquoted, "Secret rotation" matches too (frequency strategy); quoted, only the phrase does.
    expect(await ids('certificate rotation')).toEqual(
      expect.arrayContaining(['rotation-body', 'rotation-title']),
    )
    expect(await ids('"certificate rotation"')).toEqual(['rotation-body'])
    expect(await ids('\u201ccertificate rotation\u201d')).toEqual(['rotation-body'])
    expect(await ids('"rotation certificate"')).toEqual([])
  })

  it('leaves out the documents holding an excluded word or phrase', async () => {
    expect(await ids('kestrel')).toHaveLength(2)
    // Both documents of /fixture/kestrel hold "checklist": only the glossary is left.
    expect(await ids('kestrel -checklist')).toEqual(['page-b'])
    const rotation = await ids('rotation -"secret rotation"')
    expect(rotation).toContain('rotation-body')
    expect(rotation).not.toContain('rotation-title')
    // Excluded words alone are no query: not every other document.
    expect(await ids('-kestrel')).toEqual([])
    // A hyphen inside a word is no operator.
    expect(await ids('break-glass accounts')).toContain('acronym-pam')
  })

  it('applies single upserts and removals, replacing a document of the same id', async () => {
    const extra = {
      id: 'live:egret',
      title: 'Egret nesting survey',
      description: 'A document added after the index was built.',
      body: 'Egrets return to the same nest.',
      category: 'Fixtures',
      url: '/fixture/egret',
      keywords: [],
      priority: PRIORITY.content,
    }
    await index.upsert([extra])
    expect(await ids('egret nesting')).toEqual(['live:egret'])
    await index.upsert([{ ...extra, title: 'Harrier nesting survey', body: 'Harriers nest low.' }])
    expect(await ids('egret')).toEqual([])
    expect(await ids('harrier nesting')).toEqual(['live:egret'])
    await index.remove(['live:egret', 'live:never-added'])
    expect(await ids('harrier')).toEqual([])
    expect(await ids('quarterly attestation')).toEqual(['words'])
  })
})
