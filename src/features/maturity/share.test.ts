// Share link, JSON export/import and CSV: round trips and refusal of bad input.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LevelNumber } from '../../content/maturity.ts'
import { allCellKeys, type Answers } from './scoring.ts'
import { decodeShareHash, encodeShareHash, toCsv, toExportJson } from './share.ts'
import { parseExportJson } from './share-import.ts'

const answersArb = fc.dictionary(
  fc.constantFrom(...allCellKeys),
  fc.constantFrom<LevelNumber>(1, 2, 3, 4, 5),
) as fc.Arbitrary<Answers>

describe('share hash', () => {
  it('is empty when there is nothing to share', () => {
    expect(encodeShareHash({ answers: {}, targets: {} })).toBe('')
  })

  it('encodes one digit per cell in grid order', () => {
    const hash = encodeShareHash({ answers: { 'strategic-law-regulations': 3 }, targets: {} })
    expect(hash).toBe(`a=3${'0'.repeat(20)}`)
  })

  it('round-trips any answers and targets', () => {
    fc.assert(
      fc.property(answersArb, answersArb, (answers, targets) => {
        const hash = encodeShareHash({ answers, targets })
        if (hash === '') return
        expect(decodeShareHash(`#${hash}`)).toEqual({ answers, targets })
      }),
    )
  })

  it('refuses malformed hashes', () => {
    expect(decodeShareHash('')).toBeNull()
    expect(decodeShareHash('#a=123')).toBeNull()
    expect(decodeShareHash(`#a=${'6'.repeat(21)}`)).toBeNull()
    expect(decodeShareHash(`#a=${'1'.repeat(21)}&t=9`)).toBeNull()
    expect(decodeShareHash('#contact')).toBeNull()
  })
})

describe('JSON export and import', () => {
  it('round-trips', () => {
    fc.assert(
      fc.property(answersArb, answersArb, (answers, targets) => {
        const result = parseExportJson(toExportJson({ answers, targets }))
        expect(result).toEqual({ ok: true, state: { answers, targets } })
      }),
    )
  })

  it('refuses other files with a message', () => {
    expect(parseExportJson('not json')).toEqual({ ok: false, error: 'The file is not valid JSON.' })
    const wrong = [
      '{}',
      JSON.stringify({
        format: 'ipaml-maturity-assessment',
        version: 1,
        exportedAt: 'x',
        answers: { 'strategic-law-regulations': 6 },
      }),
      JSON.stringify({
        format: 'ipaml-maturity-assessment',
        version: 1,
        exportedAt: 'x',
        answers: { 'nope-area': 2 },
      }),
      JSON.stringify({ format: 'other', version: 1, exportedAt: 'x', answers: {} }),
    ]
    for (const text of wrong) expect(parseExportJson(text).ok).toBe(false)
  })

  it('accepts a file without targets', () => {
    const text = JSON.stringify({
      format: 'ipaml-maturity-assessment',
      version: 1,
      exportedAt: '2026-01-01T00:00:00.000Z',
      answers: { 'tactical-risk-management': 2 },
    })
    expect(parseExportJson(text)).toEqual({
      ok: true,
      state: { answers: { 'tactical-risk-management': 2 }, targets: {} },
    })
  })
})

describe('CSV', () => {
  it('has a header and 21 rows, quoting fields that need it', () => {
    const csv = toCsv({
      answers: { 'strategic-law-regulations': 4 },
      targets: { 'strategic-law-regulations': 5 },
    })
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toHaveLength(22)
    expect(lines[0]).toBe('Layer,Area,Components,Level,Level name,Target level')
    expect(lines[1]).toMatch(/^Strategic,Law & Regulations,"Regulatory Inventory \(GDPR, NIS2/)
    expect(lines[1]).toMatch(/,4,Managed,5$/)
    expect(lines[2]).toMatch(/,,Not rated,$/)
  })
})
