import { describe, expect, it } from 'vitest'
import { planQuery, typoBudget } from './query-plan.ts'
import { buildThesaurus, meilisearchSynonyms } from './synonyms.ts'

describe('typoBudget (Meilisearch defaults)', () => {
  it('allows no typo under 5 letters, 1 from 5, 2 from 9', () => {
    expect([4, 5, 8, 9].map((n) => typoBudget('x'.repeat(n)))).toEqual([0, 1, 1, 2])
  })
})

describe('planQuery', () => {
  const thesaurus = buildThesaurus()
  it('treats a known spelled-out phrase as one group that also accepts its acronym', () => {
    const plan = planQuery('Privileged Access Management vault', thesaurus, new Set(), {})
    expect(plan.groups.map((g) => g.words)).toEqual([
      ['privileged', 'access', 'management'],
      ['vault'],
    ])
    expect(plan.groups[0]?.exactForms.has('pam')).toBe(true)
    expect(plan.groups[1]?.prefix).toBe('vault')
  })
  it('reads at most 10 words', () => {
    expect(planQuery('a b c d e f g h i j k l', thesaurus, new Set(), {}).groups).toHaveLength(10)
  })
})

describe('meilisearchSynonyms', () => {
  it('maps acronyms and phrases both ways', () => {
    const synonyms = meilisearchSynonyms()
    expect(synonyms.jml).toContain('joiner mover leaver')
    expect(synonyms['privileged access management']).toContain('pam')
  })
})
