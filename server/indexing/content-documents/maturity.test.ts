// The maturity search documents: unique ids, no empty field, all on the assessment page.
import { describe, expect, it } from 'vitest'
import { contentDocuments } from '../content-documents.ts'
import { maturityDocuments } from './maturity.ts'

describe('maturity search documents', () => {
  const documents = maturityDocuments()

  it('cover the levels, the recommendations and the 21 cells', () => {
    expect(documents).toHaveLength(2 + 21)
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length)
  })

  it('have no empty field and point at /maturity-assessment', () => {
    for (const doc of documents) {
      for (const field of ['id', 'title', 'description', 'body', 'category', 'url'] as const)
        expect(doc[field].trim(), `${doc.id} ${field}`).not.toBe('')
      expect(doc.url).toBe('/maturity-assessment')
    }
  })

  it('are registered once, beside the page document', () => {
    const all = contentDocuments()
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length)
    expect(all.some((d) => d.id === 'page:/maturity-assessment')).toBe(true)
    expect(all.some((d) => d.id === 'maturity:levels')).toBe(true)
  })
})
