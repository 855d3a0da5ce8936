// The home and training search documents: unique ids, no empty fields, urls of real pages.
import { describe, expect, it } from 'vitest'
import { expectWellFormedDocuments } from './expect-documents.ts'
import { homeDocuments } from './home.ts'
import { trainingDocuments } from './training.ts'
import { certifications, trainingPage } from '../../../src/content/training.ts'
import { paths } from '../../../src/lib/paths.ts'

const documents = [...homeDocuments(), ...trainingDocuments()]

/** The documents of whole items; sections (ids with '#') come from sectionDocuments. */
const items = documents.filter((d) => !d.id.includes('#'))

describe('home and training search documents', () => {
  it('cover the home sections and every course, package and programme', () => {
    expect(items).toHaveLength(3 + 6 + 3 + 3)
  })
  it('have unique ids, no empty field, and keywords on every item', () => {
    expectWellFormedDocuments(documents)
  })
  it('point at real pages and home anchors', () => {
    const urls = documents.map((d) => d.url)
    expect(urls).toContain('/#contact')
    expect(urls).toContain('/training/ciamp')
    expect(urls).toContain('/training/crcms')
    expect(urls).toContain('/training/1-day-assessment')
    expect(urls).toContain('/training/20-day-full-service')
    for (const url of urls)
      expect(url).toMatch(
        /^\/(#(framework|training|contact)|training\/(ciamp|cpams|cigae|cama|cilmp|crcms|1-day-assessment|5-day-implementation|20-day-full-service)(#[a-z0-9-]+)?)$/,
      )
  })
  it("give each course the word of its page's call to enrol", () => {
    for (const course of certifications) {
      const page = items.find((d) => d.url === paths.training.getHref(course.title))!
      expect(page.keywords).toContain(trainingPage.certification.enrolTopic)
    }
  })
})
