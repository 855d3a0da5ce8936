import { describe, expect, it } from 'vitest'
import { metaDescription } from './meta-description.ts'

describe('metaDescription', () => {
  it('keeps short text as it is', () => {
    expect(metaDescription('Role types and roles.')).toBe('Role types and roles.')
  })
  it('cuts long text at a word boundary within 160 characters', () => {
    const long = `${'identity '.repeat(30)}end`
    const result = metaDescription(long)
    expect(result.length).toBeLessThanOrEqual(160)
    expect(result.endsWith('identity…')).toBe(true)
  })
})
