import { describe, expect, it } from 'vitest'
import { authorName, avatarSrc, plural, relativeTime } from './format.ts'

describe('forum display rules', () => {
  it('applies the spec fallbacks for authors', () => {
    expect(authorName(null)).toBe('Anonymous')
    expect(authorName({ firstName: null, lastName: null, profileImageUrl: null })).toBe('User')
    expect(authorName({ firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null })).toBe(
      'Ada Lovelace',
    )
    expect(avatarSrc(null)).toBe('/api/placeholder/32/32')
    expect(avatarSrc({ firstName: 'A', lastName: null, profileImageUrl: '/me.png' })).toBe(
      '/me.png',
    )
  })

  it('formats relative times and counts', () => {
    const now = new Date('2026-05-10T12:00:00Z')
    expect(relativeTime(new Date('2026-05-10T11:59:30Z'), now)).toBe('just now')
    expect(relativeTime(new Date('2026-05-10T09:00:00Z'), now)).toBe('3 hours ago')
    expect(relativeTime(new Date('2026-05-09T12:00:00Z'), now)).toBe('yesterday')
    expect(relativeTime(new Date('2026-04-20T12:00:00Z'), now)).toBe('2 weeks ago')
    expect(plural(1, 'post')).toBe('1 post')
    expect(plural(1247, 'member')).toBe('1,247 members')
  })
})
