import { describe, expect, it } from 'vitest'
import {
  authorName,
  avatarSrc,
  formatCount,
  plural,
  quoteMarkdown,
  relativeTime,
} from './format.ts'

describe('forum display rules', () => {
  it('quotes a reply line by line, naming its author, with a blank line to write under', () => {
    expect(quoteMarkdown('Ada Lovelace', '  First line\nSecond line \n')).toBe(
      '> **Ada Lovelace** wrote:\n> First line\n> Second line\n\n',
    )
  })

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

  it("says what Intl's English formatters say, without loading them", () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
    const now = new Date('2026-05-10T12:00:00Z')
    const sizes = {
      minute: 60,
      hour: 3600,
      day: 86_400,
      week: 604_800,
      month: 2_592_000,
      year: 31_536_000,
    }
    for (const [unit, size] of Object.entries(sizes) as [Intl.RelativeTimeFormatUnit, number][])
      for (const count of [-1500, -21, -2, -1, 1, 2, 21]) {
        const next = Object.values(sizes).find((larger) => larger > size) ?? Infinity
        if (Math.abs(count) * size >= next) continue
        const date = new Date(now.getTime() + count * size * 1000)
        expect(relativeTime(date, now), `${count} ${unit}`).toBe(intl.format(count, unit))
      }
    for (const value of [0, 7, 999, 1000, 1247, 99_999, 1_234_567, 10_000_000])
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'))
  })
})
