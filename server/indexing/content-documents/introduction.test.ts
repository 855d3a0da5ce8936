// The introduction search documents: unique ids, no empty fields, urls of the introduction pages.
import { describe, expect, it } from 'vitest'
import { expectWellFormedDocuments } from './expect-documents.ts'
import { pageOf } from '../../search/types.ts'
import { pageDocuments } from './pages.ts'
import { introductionDocuments } from './introduction.ts'

const documents = introductionDocuments()

describe('introduction search documents', () => {
  it('cover every course, template, service, eBook, workshop and tier once', () => {
    expect(documents).toHaveLength(3 + 3 + 4 + 3 + 18 + 3 + 3 + 3)
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length)
  })
  it('have unique ids, no empty field, and keywords on every item', () => {
    expectWellFormedDocuments(documents)
    for (const doc of documents) expect(doc.keywords.length, doc.id).toBeGreaterThan(0)
  })
  it('point at the introduction pages, which are indexed as pages too', () => {
    const pattern =
      /^\/(introduction\/(courses|case-builder|consultancy|ebooks|workshops)|ipaml-foundation)$/
    for (const doc of documents) expect(pageOf(doc.url)).toMatch(pattern)
    const pageUrls = pageDocuments().map((d) => d.url)
    for (const url of new Set(documents.map((d) => pageOf(d.url)))) expect(pageUrls).toContain(url)
    expect(pageUrls).toContain('/introduction')
  })
})
