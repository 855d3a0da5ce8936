// The maturity search documents: unique ids, no empty field, every level and every cell a
// section of the assessment page with its own anchor.
import { describe, expect, it } from 'vitest'
import { expectWellFormedDocuments } from './expect-documents.ts'
import { cellAnchor, levelAnchor } from '../../../src/content/maturity.ts'
import { contentDocuments } from '../content-documents.ts'
import { maturityDocuments } from './maturity.ts'

describe('maturity search documents', () => {
  const documents = maturityDocuments()

  it('cover the levels (together and each), the recommendations and the 21 cells', () => {
    expect(documents).toHaveLength(1 + 5 + 1 + 21)
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length)
  })

  it('have no empty field and are all on /maturity-assessment', () => {
    expectWellFormedDocuments(documents)
    for (const doc of documents) expect(doc.url.split('#')[0]).toBe('/maturity-assessment')
  })

  it('link each level and each cell to its own card', () => {
    const urls = documents.map((d) => d.url)
    expect(new Set(urls).size).toBe(urls.length)
    expect(urls).toContain(`/maturity-assessment#${levelAnchor(3)}`)
    expect(urls).toContain(`/maturity-assessment#${cellAnchor('tactical-risk-management')}`)
    const cells = documents.filter((d) => d.id.startsWith('maturity-cell:'))
    expect(cells.every((d) => d.url.includes('#cell-'))).toBe(true)
  })

  it('are registered once, beside the page document', () => {
    const all = contentDocuments()
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length)
    expect(all.some((d) => d.id === 'page:/maturity-assessment')).toBe(true)
    expect(all.some((d) => d.id === 'maturity:levels')).toBe(true)
  })
})
