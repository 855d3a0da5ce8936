import { describe, expect, it } from 'vitest'
import { caseBuilderSteps, caseTemplates } from '../../content/introduction/case-builder.ts'
import { ebookCategories, featuredEbooks } from '../../content/introduction/ebooks.ts'
import {
  caseBuilderGuideDownload,
  featuredEbookDownload,
  libraryBookDownload,
  markdownFilename,
} from './downloads.ts'

describe('markdownFilename', () => {
  it('turns a title into a safe file name', () => {
    expect(markdownFilename('Privileged Access Management in Practice')).toBe(
      'privileged-access-management-in-practice.md',
    )
    expect(markdownFilename('Joiner, Mover, Leaver Explained')).toBe(
      'joiner-mover-leaver-explained.md',
    )
    expect(markdownFilename('***')).toBe('ipaml.md')
  })
})

describe('downloads', () => {
  it('gives the free main guide its preview and says the full edition is free', () => {
    const file = featuredEbookDownload(featuredEbooks[0]!)
    expect(file.content).toContain('# The Complete IPAML Guide')
    expect(file.content).toContain('Pages: 500')
    expect(file.content).toContain(featuredEbooks[0]!.preview)
    expect(file.content).toContain('The full edition (500 pages) is free')
  })
  it('tells how to order a paid edition', () => {
    const file = featuredEbookDownload(featuredEbooks[1]!)
    expect(file.content).toContain('€29')
    expect(file.content).toMatch(/order it from \S+@/)
  })
  it('summarises a library book with its category', () => {
    const category = ebookCategories[2]!
    const file = libraryBookDownload(category.books[1]!, category.title)
    expect(file.filename).toBe('segregation-of-duties.md')
    expect(file.content).toContain('Category: Governance & Compliance')
    expect(file.content).toContain(category.books[1]!.summary)
  })
  it('puts every step and template in the Case Builder guide', () => {
    const file = caseBuilderGuideDownload(caseTemplates, caseBuilderSteps)
    for (const step of caseBuilderSteps) expect(file.content).toContain(step.title)
    for (const template of caseTemplates) {
      expect(file.content).toContain(`## ${template.title}`)
      expect(file.content).toContain(template.outcomes[0]!)
    }
  })
})
