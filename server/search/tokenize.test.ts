import { describe, expect, it } from 'vitest'
import { keptApart, stemOf, tokenize } from './tokenize.ts'

describe('tokenize', () => {
  it('reads prices and numbers the same way in documents and queries', () => {
    expect(tokenize('$1,500 per person')).toEqual(['1500', 'per', 'person'])
    expect(tokenize('1500')).toEqual(['1500'])
    expect(tokenize('€2\u00a0500')).toEqual(['2500'])
    expect(tokenize('1 day')).toEqual(['1', 'day'])
    expect(tokenize('1-day')).toEqual(['1', 'day'])
  })

  it('reads number words and ordinals as their number', () => {
    expect(tokenize('one day')).toEqual(['1', 'day'])
    expect(tokenize('the first phase')).toEqual(['the', '1', 'phase'])
    expect(tokenize('Phase 1')).toEqual(['phase', '1'])
    expect(tokenize('third party, 3rd party')).toEqual(['3', 'party', '3', 'party'])
    expect(tokenize('22nd 4th')).toEqual(['22', '4'])
  })

  it('keeps control ids and versions whole', () => {
    expect(tokenize('PCI DSS v4.0.1 requirement 8.2.6')).toEqual([
      'pci',
      'dss',
      'v4.0.1',
      'requirement',
      '8.2.6',
    ])
    expect(tokenize('AC-2(3), A.5.15 and CIS 6.2.')).toEqual([
      'ac-2',
      '3',
      'a.5.15',
      'and',
      'cis',
      '6.2',
    ])
  })

  it("drops a possessive's s and keeps contractions whole", () => {
    expect(tokenize("a user's access")).toEqual(['a', 'user', 'access'])
    expect(tokenize('the users’ access')).toEqual(['the', 'users', 'access'])
    expect(tokenize("don't reuse O'Brien's name")).toEqual(['dont', 'reuse', 'obrien', 'name'])
    expect(tokenize("'quoted' words")).toEqual(['quoted', 'words'])
  })

  it('splits on punctuation and lowers case', () => {
    expect(tokenize('Role-based access (RBAC)!')).toEqual(['role', 'based', 'access', 'rbac'])
    expect(tokenize('ISO/IEC 27001:2022')).toEqual(['iso', 'iec', '27001', '2022'])
  })
})

describe('stemOf', () => {
  it('gives the forms of one word one stem', () => {
    expect(new Set(['approves', 'approval', 'approver'].map(stemOf)).size).toBe(1)
    expect(stemOf('requests')).toBe(stemOf('request'))
    expect(stemOf('v4.0.1')).toBe('v4.0.1')
  })

  it('keeps apart words the Porter stemmer would conflate', () => {
    for (const [word, other] of [
      ['executive', 'execute'],
      ['responsible', 'response'],
      ['federal', 'federation'],
      ['production', 'product'],
      ['general', 'generated'],
      ['manager', 'management'],
      ['provider', 'provides'],
      ['community', 'communication'],
      ['integrity', 'integration'],
      ['continuity', 'continuous'],
      ['active', 'activity'],
      ['authority', 'authorization'],
      ['developers', 'developing'],
    ])
      expect(stemOf(word!), word).not.toBe(stemOf(other!))
    expect(stemOf('responsibilities')).toBe(stemOf('responsible'))
    expect(stemOf('executives')).toBe(stemOf('executive'))
    expect(stemOf('developers')).toBe(stemOf('developer'))
  })

  it('tells which words the exceptions keep apart though one begins the other', () => {
    expect(keptApart('office', 'officer')).toBe(true)
    expect(keptApart('manage', 'manager')).toBe(true)
    expect(keptApart('officer', 'officers')).toBe(false)
    expect(keptApart('deliver', 'delivery')).toBe(false)
  })
})
