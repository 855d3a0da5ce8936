import { describe, expect, it } from 'vitest'
import { longDate, shortDate } from './dates.ts'

describe('dates', () => {
  it("write what Intl's en-GB formatters write", () => {
    const long = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })
    for (let month = 0; month < 12; month++)
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(Date.UTC(2026, month, day))
        const iso = date.toISOString().slice(0, 10)
        expect(longDate(iso)).toBe(long.format(date))
        const local = new Date(2026, month, day, 13)
        expect(shortDate(local)).toBe(local.toLocaleDateString('en-GB'))
      }
  })
})
