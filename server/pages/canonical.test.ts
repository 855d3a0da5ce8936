import { describe, expect, it } from 'vitest'
import { createCanonicalIndex, foldPath, pageHref, withPatternCase } from './canonical.ts'

describe('foldPath', () => {
  it('gives every variant of an address the same form', () => {
    const variants = [
      '/policy/name-lastname-initials-display',
      '/policy/Name%2FLastname%2FInitials%2FDisplay',
      '/POLICY/name lastname initials display',
      '/policy/name--lastname-initials-display/',
    ]
    expect(new Set(variants.map(foldPath))).toEqual(
      new Set(['/policy/name-lastname-initials-display']),
    )
  })

  it('keeps the kind of page apart from its parameter', () => {
    expect(foldPath('/policy-joiners')).not.toBe(foldPath('/policy/joiners'))
    expect(foldPath('/')).toBe('/')
    expect(foldPath('/bad%E0%A4%A')).toBe('/bad%e0%a4%a')
  })
})

describe('createCanonicalIndex', () => {
  it('finds the known address for a variant, and nothing for an unknown page', () => {
    const canonicalOf = createCanonicalIndex(['/strategic/risk-management', '/policy/a & b'])
    expect(canonicalOf('/strategic/Risk%20Management')).toBe('/strategic/risk-management')
    expect(canonicalOf('/policy/A%20%26%20B')).toBe('/policy/a & b')
    expect(canonicalOf('/strategic/nothing')).toBeUndefined()
    expect(pageHref('/policy/a & b')).toBe('/policy/a%20&%20b')
  })
})

describe('withPatternCase', () => {
  it('spells the fixed segments as the route does and keeps parameters', () => {
    expect(withPatternCase('/forum/post/:id', '/Forum/POST/7')).toBe('/forum/post/7')
    expect(withPatternCase('/forum/tags/:tag?', '/forum/Tags/PAM')).toBe('/forum/tags/PAM')
  })
})
