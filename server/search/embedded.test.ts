// The embedded engine's per-index caches (term expansions, whole answers): a replace must never
// answer from the old documents, and look-alike queries must not share an entry.
import { describe, expect, it } from 'vitest'
import { createEmbeddedIndex } from './embedded.ts'
import type { SearchDocument } from './types.ts'

function doc(id: string, title: string, body = ''): SearchDocument {
  return {
    id,
    title,
    description: '',
    body,
    category: 'Test',
    url: `/test/${id}`,
    keywords: [],
    priority: 3,
  }
}

describe('embedded engine caches', () => {
  it('answers from the new documents after replaceAll', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll([doc('old', 'Kestrel rotation')])
    const ids = async (q: string) => (await index.search(q, { limit: 10 })).hits.map((h) => h.id)
    expect(await ids('kestrel')).toEqual(['old'])
    expect(await ids('rotaton')).toEqual(['old'])
    await index.replaceAll([doc('new', 'Kestrel rotations'), doc('other', 'Osprey')])
    expect(await ids('kestrel')).toEqual(['new'])
    expect(await ids('rotaton')).toEqual([])
    expect(await ids('rotation')).toEqual(['new'])
  })

  it('keeps prefix, exact and typo forms of one word apart', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll([doc('sessions', 'Sessions'), doc('session', 'Session recording')])
    const ids = async (q: string) => (await index.search(q, { limit: 10 })).hits.map((h) => h.id)
    // Last word: a prefix; earlier word: exact (4 letters, no typo allowed).
    expect((await ids('sess')).sort()).toEqual(['session', 'sessions'])
    expect((await index.search('sess recording', { limit: 10 })).ignoredWords).toContain('sess')
    expect((await ids('session recording'))[0]).toBe('session')
    // "sessio": a prefix of both as the last word; one typo from "session" only elsewhere.
    expect((await ids('sessio')).sort()).toEqual(['session', 'sessions'])
    expect((await ids('sessio recording'))[0]).toBe('session')
    // "sesion" is one typo from "session" only, and finds what "session" finds, its plural too.
    expect((await ids('sesion')).sort()).toEqual(['session', 'sessions'])
  })

  it('keeps answers to the same query with different limits apart, and read-only', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll([doc('a', 'Kestrel one'), doc('b', 'Kestrel two'), doc('c', 'Kestrel')])
    expect((await index.search('kestrel', { limit: 1 })).hits).toHaveLength(1)
    expect((await index.search('kestrel', { limit: 10 })).hits).toHaveLength(3)
    expect((await index.search('kestrel', { limit: 1 })).hits).toHaveLength(1)
    const hits = (await index.search('kestrel', { limit: 10 })).hits
    expect(() => hits.pop()).toThrow(TypeError)
    expect((await index.search('kestrel', { limit: 10 })).hits).toHaveLength(3)
  })

  it('suggests a correction from the index vocabulary when nothing matches', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll([doc('heron', 'Heron policy'), doc('pam', 'PAM service')])
    expect(await index.search('hron', { limit: 10 })).toMatchObject({
      hits: [],
      suggestion: 'heron',
    })
    expect(await index.search('pma', { limit: 10 })).toMatchObject({ hits: [], suggestion: 'pam' })
    expect((await index.search('zyxwvut', { limit: 10 })).suggestion).toBeUndefined()
  })

  it('suggests only a likely typo, and only a correction some document answers whole', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll([
      doc('partner', 'Partner access'),
      doc('row', 'Row level security'),
      doc('cross', 'Cross boarding'),
      doc('levels', 'Levels of assurance'),
    ])
    const suggestion = async (q: string) => (await index.search(q, { limit: 10 })).suggestion
    // Another first letter, or one changed letter of a short word: another word, not a typo.
    expect(await suggestion('gartner')).toBeUndefined()
    expect(await suggestion('roi')).toBeUndefined()
    // "crown" is two edits from "cross", but no document holds "cross" and "jewels" ("levels").
    expect(await suggestion('crown jewels')).toBeUndefined()
    // Two changed letters in five ("parnr"): more likely another word than a typo.
    expect(await suggestion('parnr')).toBeUndefined()
    expect(await suggestion('prtner')).toBeUndefined()
    expect((await index.search('prtner', { limit: 10 })).hits[0]?.id).toBe('partner')
  })
})

describe('embedded engine: misspellings', () => {
  it('takes a first-letter typo for no misspelling, so it finds none of that word’s forms', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll([doc('vault', 'Credential vault'), doc('vaulted', 'Vaulted secrets')])
    const ids = async (q: string) => (await index.search(q, { limit: 10 })).hits.map((h) => h.id)
    expect((await ids('vaulx')).sort()).toEqual(['vault', 'vaulted'])
    expect(await ids('xault')).toEqual([])
  })

  it('weighs a word found as typed above a typo of it in a title', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll([
      doc('rest', 'REST interfaces', 'Password changes through the API'),
      doc('reset', 'Self-service portal', 'Password reset for every employee'),
    ])
    const ids = async (q: string) => (await index.search(q, { limit: 10 })).hits.map((h) => h.id)
    // "reset" is one typo from "REST", but the index holds "reset" as typed.
    expect(await ids('passwrod reset')).toEqual(['reset', 'rest'])
    // A typo that only lengthens the word is another form of it, and keeps the title's weight.
    await index.replaceAll([
      doc('title', 'Delivery management', 'Plans and budgets'),
      doc('text', 'Programme board', 'Decides what to deliver and when'),
    ])
    expect((await ids('deliver management'))[0]).toBe('title')
    // Unless the two are different words: an "office" is no form of an "officer".
    await index.replaceAll([
      doc('officer', 'Chief information security officer', 'Leads the security team'),
      doc('office', 'In-house training', 'Taught at your office for your own team'),
    ])
    expect(await ids('office team')).toEqual(['office', 'officer'])
  })
})

describe('embedded engine: relaxing a query', () => {
  it('lists documents with only the dropped word after those with the kept one', async () => {
    // Meilisearch's `frequency` strategy never drops the rarest word, so a question whose rarest
    // word is incidental ("patients") finds only the documents using it; the embedded engine goes
    // on to the documents matching the other words, ranked after them by the words rule.
    const index = createEmbeddedIndex()
    await index.replaceAll([
      doc('vault', 'Credential vault'),
      doc('a', 'Kestrel onboarding'),
      doc('b', 'Kestrel appendix'),
      doc('c', 'Kestrel notes'),
    ])
    const hits = (await index.search('credential kestrel', { limit: 10 })).hits.map((h) => h.id)
    expect(hits[0]).toBe('vault')
    expect(hits.slice(1).sort()).toEqual(['a', 'b', 'c'])
  })
})

describe('embedded engine: quoted phrases', () => {
  it('finds a phrase only within one field, its words next to each other, each as written', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll([
      doc('across', 'Kestrel rotation', 'Schedule notes.'),
      doc('inside', 'Notes', 'The kestrel rotation schedule.'),
      doc('apart', 'Notes', 'A kestrel and its rotation.'),
      doc('forms', 'Notes', 'Kestrels rotations.'),
    ])
    const ids = async (q: string) => (await index.search(q, { limit: 10 })).hits.map((h) => h.id)
    expect((await ids('"kestrel rotation"')).sort()).toEqual(['across', 'inside'])
    // "rotation" ends the title of one and "schedule" starts its body: no phrase across fields.
    expect(await ids('"rotation schedule"')).toEqual(['inside'])
    expect(await ids('"kestrel rotation schedule"')).toEqual(['inside'])
    expect((await ids('kestrel rotation -"kestrel rotation"')).sort()).toEqual(['apart', 'forms'])
  })
})

describe('embedded engine: compound words', () => {
  it('finds a compound by its two words and two words typed as one, each word still itself', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll([
      doc('lifecycle', 'Identity lifecycle'),
      doc('board', 'Board report', 'The board reads the identity report.'),
      doc('crossboarding', 'Crossboarding service'),
      doc('display', 'Display name rules', 'How a display name is built.'),
      doc('attribute', 'Attributes', 'The displayname attribute of the directory.'),
    ])
    const ids = async (q: string) => (await index.search(q, { limit: 10 })).hits.map((h) => h.id)
    expect((await ids('identity life cycle'))[0]).toBe('lifecycle')
    expect((await ids('cross-boarding'))[0]).toBe('crossboarding')
    // Both spellings answer: the two words as the content writes them, and the compound.
    expect((await ids('display name')).sort()).toEqual(['attribute', 'display'])
    // And the other way: two words typed without their space.
    expect((await ids('boardreport'))[0]).toBe('board')
  })
})

describe('embedded engine: sections that answer', () => {
  const page: SearchDocument = {
    ...doc('kestrel', 'Kestrel Policy', 'Rotation is approved by the vault owner. Keys expire.'),
    url: '/policy/kestrel',
  }
  const section = (anchor: string, title: string, body: string): SearchDocument => ({
    ...doc(`kestrel#${anchor}`, title, body),
    url: `/policy/kestrel#${anchor}`,
    pageTitle: 'Kestrel Policy',
  })
  const documents = [
    page,
    section('key-features', 'Key Features', 'Rotation is approved by the vault owner.'),
    section('benefits', 'Benefits', 'Keys expire.'),
  ]

  it('puts the section holding the rest of a question before its page', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll(documents)
    const urls = async (q: string) => (await index.search(q, { limit: 10 })).hits.map((h) => h.url)
    expect((await urls('who approves kestrel rotation')).slice(0, 2)).toEqual([
      '/policy/kestrel#key-features',
      '/policy/kestrel',
    ])
    // The page's title alone: the page itself first.
    expect((await urls('kestrel'))[0]).toBe('/policy/kestrel')
  })

  it('swaps a section listed below its page with the page, leaving the hits between in place', async () => {
    const index = createEmbeddedIndex()
    const notes = {
      ...doc('notes', 'Kestrel Notes', 'Rotation is approved by the owner.'),
      priority: 2,
    }
    await index.replaceAll([...documents, notes])
    const urls = (await index.search('who approves kestrel rotation', { limit: 10 })).hits.map(
      (h) => h.url,
    )
    // Ranked page, notes, section until the section is chosen to answer for its page: the
    // section takes the page's place and the page the section's, so the notes stay second.
    expect(urls.slice(0, 3)).toEqual([
      '/policy/kestrel#key-features',
      '/test/notes',
      '/policy/kestrel',
    ])
  })

  it('answers a question with the section holding most of its words, even when none has all', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll(documents)
    const urls = async (q: string) => (await index.search(q, { limit: 10 })).hits.map((h) => h.url)
    // "rotation" is in one section, "keys expire" in another: the question lands on the latter.
    expect((await urls('when do kestrel keys expire after rotation'))[0]).toBe(
      '/policy/kestrel#benefits',
    )
    // The same words as keywords: no section holds them all, so the page is the answer.
    expect((await urls('kestrel keys expire rotation'))[0]).toBe('/policy/kestrel')
    // A question about the page itself: no section has its words, the page answers.
    expect((await urls('what is the kestrel policy'))[0]).toBe('/policy/kestrel')
  })

  it('answers "how long" with the section that states a length of time', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll([
      { ...page, body: 'Kestrel access is granted by the owner. It lasts 3 working days.' },
      section('key-features', 'Key Features', 'Kestrel access is granted by the owner.'),
      section('expiry', 'Expiry', 'Kestrel access lasts three working days.'),
      section('review', 'Review', 'Kestrel access is reviewed by 12 owners.'),
    ])
    const search = (q: string) => index.search(q, { limit: 10 })
    const urls = async (q: string) => (await search(q)).hits.map((h) => h.url)
    expect((await urls('how long does kestrel access last'))[0]).toBe('/policy/kestrel#expiry')
    // The length of time answers the question's "how many days" on its own ("lasts" aside). A
    // number of anything else ("12 owners") does not, nor a whole page that states one.
    const answer = await search('how many days kestrel access')
    expect(answer.hits[0]?.url).toBe('/policy/kestrel#expiry')
    expect(answer.ignoredWords).toEqual([])
    expect(await urls('how many days')).toEqual(['/policy/kestrel#expiry'])
  })
})

describe('embedded engine: highlights', () => {
  async function firstHit(document: SearchDocument, query: string) {
    const index = createEmbeddedIndex()
    await index.replaceAll([document])
    const [hit] = (await index.search(query, { limit: 1 })).hits
    expect(hit?.id).toBe(document.id)
    return hit!
  }

  it("lists the thesaurus phrases a hit's text holds, not every phrase of the entry", async () => {
    const hit = await firstHit(
      doc('reviews', 'Reviews', 'Managers run a quarterly access review of their teams.'),
      'recertification',
    )
    expect(hit.highlights).toContain('quarterly access review')
    expect(hit.highlights).toContain('access review')
    expect(hit.highlights).not.toContain('annual access review')
    expect(hit.highlights).not.toContain('certification campaign')
  })

  it('shows a phrase in the forms of its words the hit holds', async () => {
    // "machine identity" is a service account; the hit holds it in the plural.
    const hit = await firstHit(
      doc('secrets', 'Secrets and Machine Identities', 'Keys and certificates in pipelines.'),
      'service account',
    )
    expect(hit.highlights).toContain('machine identities')
    expect(hit.highlights).not.toContain('machine identity')
  })
})

describe('acronyms and abbreviations', () => {
  it("matches an acronym's words in a text that uses it, but not a business abbreviation's", async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll([
      doc('pam', 'PAM Service', 'Vaulting and session recording.'),
      doc('rfp', 'RFP requirements', 'Must-haves: approval workflows and reporting.'),
      doc('roles', 'Role management', 'Access requests need the approval of a manager.'),
    ])
    const ids = async (q: string) => (await index.search(q, { limit: 10 })).hits.map((h) => h.id)
    expect((await ids('privileged access'))[0]).toBe('pam')
    // "request" in "request for proposal" is no access request.
    expect((await ids('who approves access requests'))[0]).toBe('roles')
    expect((await ids('request for proposal'))[0]).toBe('rfp')
  })
})
