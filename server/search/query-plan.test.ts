import { describe, expect, it } from 'vitest'
import { planQuery, typoBudget, type Vocabulary } from './query-plan.ts'
import { buildThesaurus, meilisearchSynonyms } from './synonyms.ts'
import { PRODUCTS, THESAURUS } from './thesaurus.ts'
import { stemOf, tokenize } from './tokenize.ts'

function vocabularyOf(words: string[]): Vocabulary {
  const byStem = new Map<string, string[]>()
  for (const word of words) byStem.set(stemOf(word), [...(byStem.get(stemOf(word)) ?? []), word])
  return {
    has: (word) => words.includes(word),
    formsOf: (stem) => byStem.get(stem),
    near: (word, typos) => words.filter((known) => editDistance(word, known) <= typos),
    extends: (prefix) => words.some((known) => known !== prefix && known.startsWith(prefix)),
    indexes: (term) => words.includes(term),
  }
}

/** Levenshtein distance, an adjacent swap counting as one edit. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}

describe('typoBudget (Meilisearch defaults)', () => {
  it('allows no typo under 5 letters, 1 from 5, 2 from 9', () => {
    expect([4, 5, 8, 9].map((n) => typoBudget('x'.repeat(n)))).toEqual([0, 1, 1, 2])
  })
})

describe('planQuery', () => {
  const thesaurus = buildThesaurus()
  // An index whose documents spell out every thesaurus phrase (each indexed as its head).
  const empty = { ...vocabularyOf([]), indexes: () => true }
  it('treats a known spelled-out phrase as one group that also accepts its acronym', () => {
    const plan = planQuery('Privileged Access Management vault', thesaurus, empty, {})
    expect(plan.groups.map((g) => g.words)).toEqual([
      ['privileged', 'access', 'management'],
      ['vault'],
    ])
    expect(plan.groups[0]?.exactForms.has('pam')).toBe(true)
    expect(plan.groups[1]?.prefix).toBe('vault')
  })

  it('reads a phrase that no document holds in any of its terms word by word', () => {
    const words = ['user', 'behaviour', 'analytics']
    const plan = planQuery('user behaviour analytics', thesaurus, vocabularyOf(words), {})
    expect(plan.groups.map((g) => g.words)).toEqual([['user'], ['behaviour'], ['analytics']])
    const known = planQuery(
      'user behaviour analytics',
      thesaurus,
      vocabularyOf([...words, 'ueba']),
      {},
    )
    expect(known.groups.map((g) => g.words)).toEqual([['user', 'behaviour', 'analytics']])
  })

  it('lets two consecutive words match the compound the index holds, each still itself', () => {
    const vocabulary = vocabularyOf(['lifecycle', 'life', 'cycle', 'identity', 'into'])
    const plan = planQuery('identity life cycle', thesaurus, vocabulary, {})
    expect(plan.groups.map((g) => g.words)).toEqual([['identity'], ['life'], ['cycle']])
    for (const group of plan.groups.slice(1)) {
      expect(group.exactForms.has('lifecycle')).toBe(true)
      expect(group.literalForms.has('lifecycle')).toBe(false)
    }
    expect(plan.groups[0]?.exactForms.has('identitylife')).toBe(false)
    // Stop words are never joined: "in to" is not "into".
    const stopWords = planQuery('log in to vault', thesaurus, vocabulary, {})
    expect(stopWords.groups.some((g) => g.exactForms.has('into'))).toBe(false)
  })

  it('reads a word typed without its space as the two indexed words it joins', () => {
    const vocabulary = vocabularyOf([
      'access',
      'review',
      'role',
      'based',
      'released',
      'mis',
      'takes',
    ])
    const plan = planQuery('accessreview', thesaurus, vocabulary, {})
    expect(plan.groups.map((g) => g.words)).toEqual([['access'], ['review']])
    expect(plan.groups[1]?.prefix).toBe('review')
    // Not a word the index holds within its typo budget ("rolebased" is two typos from
    // "released"), nor a split into parts under four letters.
    expect(planQuery('rolebased', thesaurus, vocabulary, {}).groups.map((g) => g.words)).toEqual([
      ['rolebased'],
    ])
    expect(planQuery('mistakes', thesaurus, vocabulary, {}).groups.map((g) => g.words)).toEqual([
      ['mistakes'],
    ])
  })

  it('reads a word running letters and digits together as its runs, when the index holds the letters', () => {
    const vocabulary = vocabularyOf(['tier', '1', '2', 'admin', 'fido2', 'passkeys', '27001'])
    const words = (text: string) =>
      planQuery(text, thesaurus, vocabulary, {}).groups.map((g) => g.words)
    expect(words('tier1 admin')).toEqual([['tier'], ['1'], ['admin']])
    // A word the index holds, a mistyped id and a number stay whole.
    expect(words('fido2 passkeys')).toEqual([['fido2'], ['passkeys']])
    expect(words('fudo2 passkeys')).toEqual([['fudo2'], ['passkeys']])
    expect(words('27001')).toEqual([['27001']])
    // A word the thesaurus knows inside a phrase stays whole, so the phrase still stands.
    const ciam = vocabularyOf(['b', '2', 'c', 'identity', 'ciam'])
    expect(planQuery('b2c identity', thesaurus, ciam, {}).groups.map((g) => g.words)).toEqual([
      ['b2c', 'identity'],
    ])
  })

  it('gives a misspelt word the thesaurus terms of the word it means, when no text uses that word', () => {
    // No text says "checklist"; the thesaurus reads it as "steps".
    const vocabulary = vocabularyOf(['leavers', 'steps', 'forum', 'community', 'sign'])
    const plan = planQuery('leavers chekclist', thesaurus, vocabulary, { title: 2 })
    expect(JSON.stringify(plan.queries[1])).toContain(
      '"term":"steps","prefix":false,"fuzzy":0,"boost"',
    )
    expect(plan.groups[1]?.exactForms.has('steps')).toBe(false)
    // A misspelling of an indexed word finds that word, not its synonyms as well.
    const forum = JSON.stringify(planQuery('sign forumm', thesaurus, vocabulary, {}).queries)
    expect(forum).toContain('"term":"forumm"')
    expect(forum).not.toContain('"term":"community"')
  })

  it('drops stop words and question words, and says which', () => {
    const plan = planQuery('What is the price of the CAMA course?', thesaurus, empty, {})
    expect(plan.groups.map((g) => g.words[0])).toEqual(['price', 'cama', 'course'])
    expect(plan.stopWords).toEqual(['what', 'is', 'the', 'of', 'the'])
  })

  it('finds the other forms of the word a misspelling means, counting them as typos', () => {
    const vocabulary = vocabularyOf(['provisioning', 'provision', 'provisioned', 'access'])
    const plan = planQuery('provisoning access', thesaurus, vocabulary, { title: 2 })
    const typoTerms = JSON.stringify(plan.queries[0])
    expect(typoTerms).toContain('"term":"provision"')
    expect(typoTerms).toContain('"term":"provisioned"')
    expect(plan.groups[0]?.exactForms.has('provision')).toBe(false)
  })

  it('takes a word whose forms the index holds for a form it lacks, not a misspelling', () => {
    const vocabulary = vocabularyOf(['improve', 'improvement', 'approving', 'approval'])
    const plan = planQuery('improving service', thesaurus, vocabulary, {})
    expect(plan.groups[0]?.exactForms.has('improve')).toBe(true)
    expect(JSON.stringify(plan.queries[0])).not.toContain('"term":"approval"')
  })

  it('counts the forms of a stem a misspelling happens to share as typos, beside the word it misspells', () => {
    const vocabulary = vocabularyOf(['contractor', 'contract', 'contracts', 'access'])
    const plan = planQuery('contracter access', thesaurus, vocabulary, { title: 2 })
    const [group] = plan.groups
    expect(group?.exactForms.has('contract')).toBe(false)
    expect(group?.exactForms.has('contracts')).toBe(false)
    const terms = JSON.stringify(plan.queries[0])
    expect(terms).toContain('"term":"contract","prefix":false,"fuzzy":0,"boost"')
    expect(terms).toContain('"term":"contracter","prefix":false,"fuzzy":2')
  })

  it('takes the last word for the start of a longer word before a misspelling', () => {
    const vocabulary = vocabularyOf(['provisioning', 'provision', 'provisioned'])
    const plan = planQuery('provisio', thesaurus, vocabulary, {})
    expect(JSON.stringify(plan.queries[0])).not.toContain('"term":"provisioned"')
  })

  it('reads an unknown four-letter word as two letters swapped, when the swap is indexed', () => {
    const vocabulary = vocabularyOf(['gdpr', 'role', 'rloe', 'gpdrs'])
    const swaps = (text: string) =>
      JSON.stringify(planQuery(text, thesaurus, vocabulary, {}).queries)
    expect(swaps('gpdr fines')).toContain('"term":"gdpr"')
    // A word the index holds is not a typo, and one typed last may be the start of a longer one.
    expect(swaps('role fines')).not.toContain('"term":"rloe"')
    expect(swaps('fines gpdr')).not.toContain('"term":"gdpr"')
  })

  it('tells a question from keywords', () => {
    const asked = (text: string) => planQuery(text, thesaurus, empty, {}).question
    expect(asked('who approves access requests')).toBe(true)
    expect(asked('can we reuse usernames')).toBe(true)
    expect(asked('the CAMA course costs how much')).toBe(true)
    expect(asked('access request approval')).toBe(false)
    expect(asked('price of the CAMA course')).toBe(false)
  })

  it('marks a thesaurus phrase opening with a question word as the intent, not the subject', () => {
    const plan = planQuery('how long is the CAMA training', thesaurus, empty, {})
    expect(plan.groups.map((g) => [g.words.join(' '), g.intent ?? false])).toEqual([
      ['how long', true],
      ['cama', false],
      ['training', false],
    ])
    expect(plan.groups[0]?.exactForms.has('duration')).toBe(true)
  })

  it('matches a thesaurus phrase that ends or opens with a stop word, and only that phrase', () => {
    const meantFor = planQuery('CAMA meant for', thesaurus, empty, {})
    expect(meantFor.groups.map((g) => g.words.join(' '))).toEqual(['cama', 'meant for'])
    expect(meantFor.groups[1]?.exactForms.has('audience')).toBe(true)
    const forWhom = planQuery('for whom is CAMA', thesaurus, empty, {})
    expect(forWhom.groups[0]?.exactForms.has('audience')).toBe(true)
    // "meant to" shares "meant" but is another phrase: no audience group.
    const meantTo = planQuery('meant to approve', thesaurus, empty, {})
    expect(meantTo.groups.some((g) => g.exactForms.has('audience'))).toBe(false)
  })

  it('reads "who is the X for" as asking for whom X is, and "who is responsible for" not', () => {
    const plan = planQuery('who is the CILMP course for', thesaurus, empty, {})
    expect(plan.groups.map((g) => [g.words.join(' '), g.intent ?? false])).toEqual([
      ['cilmp', false],
      ['course', false],
      ['for whom', true],
    ])
    expect(plan.groups[2]?.exactForms.has('audience')).toBe(true)
    const responsible = planQuery('who is responsible for', thesaurus, empty, {})
    expect(responsible.groups.some((g) => g.exactForms.has('audience'))).toBe(false)
  })

  it('reads "what does X stand for" as asking what X is', () => {
    const plan = planQuery('what does IPAML stand for', thesaurus, empty, {})
    expect(plan.groups.map((g) => g.words.join(' '))).toEqual(['ipaml'])
    // Not a question: "stand for" is what was typed.
    const typed = planQuery('values we stand for', thesaurus, empty, {})
    expect(typed.groups.map((g) => g.words.join(' '))).toEqual(['values', 'stand'])
  })

  it('recognises every thesaurus term, typed alone, as one whole group', () => {
    const terms = THESAURUS.flatMap((entry) => entry.terms)
    const split = terms.filter((term) => {
      const { groups } = planQuery(term, thesaurus, empty, {})
      return groups.length !== 1 || groups[0]!.words.join(' ') !== tokenize(term).join(' ')
    })
    expect(split).toEqual([])
  })

  it('lists each thing once: no head twice, no term under two heads but "login"', () => {
    const headsOf = new Map<string, Set<string>>()
    for (const entry of THESAURUS) {
      const [head, ...others] = entry.terms
      // A product entry shares the head of the entry that names its kind of tool.
      for (const term of PRODUCTS.includes(entry) ? others : entry.terms)
        headsOf.set(term, new Set([...(headsOf.get(term) ?? []), head!]))
    }
    const twice = [...headsOf].filter(([, heads]) => heads.size > 1).map(([term]) => term)
    // A login is a way in (sign in) and the account itself.
    expect(twice).toEqual(['login'])
    const ownHeads = THESAURUS.filter((entry) => !PRODUCTS.includes(entry)).map((e) => e.terms[0])
    expect(ownHeads.length).toBe(new Set(ownHeads).size)
  })

  it('searches a query of stop words only as typed', () => {
    const plan = planQuery('who is', thesaurus, empty, {})
    expect(plan.groups.map((g) => g.words[0])).toEqual(['who', 'is'])
    expect(plan.stopWords).toEqual([])
  })

  it('matches other indexed forms of a word and its thesaurus terms exactly', () => {
    const vocabulary = vocabularyOf(['approval', 'approver', 'authorise', 'leaver', 'offboarding'])
    const [approves] = planQuery('approves', thesaurus, vocabulary, {}).groups
    expect([...approves!.exactForms]).toEqual(
      expect.arrayContaining(['approves', 'approval', 'approver', 'authorise']),
    )
    const [leaving] = planQuery('leaving', thesaurus, vocabulary, {}).groups
    expect([...leaving!.exactForms]).toEqual(expect.arrayContaining(['leaver', 'offboarding']))
  })

  it('reads at most 10 words besides the stop words, and names the rest as unread', () => {
    const plan = planQuery('b c d e f g h j k l m n', thesaurus, empty, {})
    expect(plan.groups).toHaveLength(10)
    expect(plan.unread).toEqual(['m', 'n'])
    const question = planQuery(
      'what happens when a job code is not mapped to a role type at all',
      thesaurus,
      empty,
      {},
    )
    expect(question.groups.flatMap((group) => group.words)).toEqual(
      expect.arrayContaining(['role', 'type']),
    )
    expect(question.unread).toEqual([])
    // Only stop words: the query is read as typed, its first 10 words.
    const stopWordsOnly = planQuery(
      'what is it that you do with it and how and why',
      thesaurus,
      empty,
      {},
    )
    expect(stopWordsOnly.groups.flatMap((group) => group.words)).toHaveLength(10)
    expect(stopWordsOnly.unread).toEqual(['and', 'why'])
  })
})

describe('meilisearchSynonyms', () => {
  it('maps every term of an entry to the others, both ways', () => {
    const synonyms = meilisearchSynonyms()
    expect(synonyms.jml).toContain('joiner mover leaver')
    expect(synonyms['privileged access management']).toContain('pam')
    expect(synonyms.price).toEqual(expect.arrayContaining(['cost', 'fee']))
    expect(synonyms['new starter']).toContain('onboarding')
  })
})

describe('planQuery on numbers and control ids', () => {
  it('matches them exactly: no typo, no prefix', () => {
    const plan = planQuery('PCI 8.2.6 a.5.3', buildThesaurus(), vocabularyOf([]), {})
    const last = plan.groups.at(-1)!
    expect(last.words).toEqual(['a.5.3'])
    expect(last.prefix).toBeUndefined()
    expect(plan.queries.at(-1)).toEqual({ term: 'a.5.3', prefix: false, fuzzy: 0 })
  })
})
