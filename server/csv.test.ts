// CSV cells: quoting and CSV-injection safety.
import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv.ts'

describe('csvCell', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell('say "hi", twice\nplease')).toBe('"say ""hi"", twice\nplease"')
  })

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd', '=HYPERLINK("http://x")'])(
    'neutralises the formula %j',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true)
    },
  )

  it('writes dates as ISO 8601 and nulls as empty', () => {
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('"2026-01-02T03:04:05.000Z"')
    expect(csvCell(null)).toBe('""')
    expect(csvCell(undefined)).toBe('""')
  })
})

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated row per record', () => {
    const csv = toCsv(
      [
        { header: 'a', value: (r: { a: string; b: number }) => r.a },
        { header: 'b', value: (r: { a: string; b: number }) => r.b },
      ],
      [{ a: 'x', b: 1 }],
    )
    expect(csv).toBe('"a","b"\r\n"x","1"\r\n')
  })
})
