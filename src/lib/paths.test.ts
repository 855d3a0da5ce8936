import { describe, expect, it } from 'vitest'
import { paths, segment } from './paths.ts'

describe('segment', () => {
  it('is the spec slug for plain titles', () => {
    expect(segment('General Governance')).toBe('general-governance')
    expect(segment('CIAMP')).toBe('ciamp')
  })
  it('keeps a title with a slash in one URL segment', () => {
    expect(segment('RED/GREEN Action Service')).toBe('red-green-action-service')
    expect(segment('Name/Lastname/Initials/Display')).toBe('name-lastname-initials-display')
  })
  it('keeps & readable', () => {
    expect(segment('Law & Regulations')).toBe('law-&-regulations')
  })
})

describe('paths', () => {
  it('builds parameter hrefs from titles', () => {
    expect(paths.strategic.getHref('Data Model')).toBe('/strategic/data-model')
    expect(paths.training.getHref('1-Day Assessment')).toBe('/training/1-day-assessment')
    expect(paths.policy.getHref('3rd Party Registration')).toBe('/policy/3rd-party-registration')
    expect(paths.operations.getHref()).toBe('/operations')
  })
})
