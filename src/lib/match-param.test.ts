import { describe, expect, it } from 'vitest'
import { matchParam } from './match-param.ts'
import { slugify } from './slug.ts'

const sections = [
  'General Governance',
  'ITIL v4 Integration',
  'Law & Regulations',
  'RED/GREEN Action Service',
]
const id = (s: string) => s

describe('slugify', () => {
  it('lower-cases and turns whitespace runs into single hyphens', () => {
    expect(slugify('General Governance')).toBe('general-governance')
    expect(slugify('  Data \t Model  ')).toBe('data-model')
    expect(slugify('20-Day Full Service')).toBe('20-day-full-service')
  })
})

describe('matchParam', () => {
  it('matches a slug regardless of case', () => {
    expect(matchParam('general-governance', sections, id)).toBe('General Governance')
    expect(matchParam('GENERAL-Governance', sections, id)).toBe('General Governance')
  })
  it('accepts spaces and encoded spaces as well as hyphens', () => {
    expect(matchParam('general governance', sections, id)).toBe('General Governance')
    expect(matchParam('general%20governance', sections, id)).toBe('General Governance')
  })
  it('decodes encoded characters such as &', () => {
    expect(matchParam('law-%26-regulations', sections, id)).toBe('Law & Regulations')
    expect(matchParam('Law%20%26%20Regulations', sections, id)).toBe('Law & Regulations')
  })
  it('matches titles with version numbers', () => {
    expect(matchParam('itil-v4-integration', sections, id)).toBe('ITIL v4 Integration')
  })
  it('turns slashes into hyphens only when asked', () => {
    expect(matchParam('red%2Fgreen-action-service', sections, id)).toBe('RED/GREEN Action Service')
    expect(matchParam('red-green-action-service', sections, id)).toBeUndefined()
    expect(matchParam('red-green-action-service', sections, id, { slashesToHyphens: true })).toBe(
      'RED/GREEN Action Service',
    )
    expect(
      matchParam('RED%2FGREEN%20Action%20Service', sections, id, { slashesToHyphens: true }),
    ).toBe('RED/GREEN Action Service')
  })
  it('returns undefined for unknown, empty or malformed parameters', () => {
    expect(matchParam('nothing-here', sections, id)).toBeUndefined()
    expect(matchParam('', sections, id)).toBeUndefined()
    expect(matchParam(undefined, sections, id)).toBeUndefined()
    expect(matchParam('%E0%A4%A', sections, id)).toBeUndefined()
    expect(matchParam('---', sections, id)).toBeUndefined()
  })
})
