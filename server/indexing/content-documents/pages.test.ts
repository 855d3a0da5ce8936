// The static pages' search documents: one per page (and the forum's sign-up and sign-in), holding
// the text the page shows besides the items indexed as its sections.
import { describe, expect, it } from 'vitest'
import { pageDocuments } from './pages.ts'
import {
  caseBuilderFeatures,
  caseBuilderSteps,
} from '../../../src/content/introduction/case-builder.ts'
import { expertiseAreas } from '../../../src/content/introduction/consultancy.ts'
import { programTypes } from '../../../src/content/introduction/courses.ts'
import {
  foundationAudience,
  foundationModules,
  whatIsIpaml,
} from '../../../src/content/introduction/foundation.ts'
import { guidelines } from '../../../src/content/forum.ts'
import { pageEntries } from '../../../src/content/pages.ts'
import { paths } from '../../../src/lib/paths.ts'

const documents = pageDocuments()
const bodyOf = (path: string) => documents.find((d) => d.url === path)!.body

describe('static page search documents', () => {
  it('cover every page once, and the forum sign-up and sign-in, each with a text', () => {
    const accountPages = [paths.forum.signUp.getHref(), paths.forum.signIn.getHref()]
    expect(documents.map((d) => d.url)).toEqual([
      ...pageEntries.map((page) => page.path),
      ...accountPages,
    ])
    // Found by the site's search, yet out of the sitemap, which lists the page entries.
    for (const path of accountPages)
      expect(pageEntries.map((page) => page.path)).not.toContain(path)
    for (const doc of documents) {
      for (const text of [doc.title, doc.description, doc.body]) expect(text.trim()).not.toBe('')
    }
  })

  it('hold the cards and blocks their pages show besides the items indexed as sections', () => {
    const courses = bodyOf(paths.introduction.courses.getHref())
    for (const format of programTypes) expect(courses).toContain(format.description)
    const caseBuilder = bodyOf(paths.introduction.caseBuilder.getHref())
    for (const card of [...caseBuilderFeatures, ...caseBuilderSteps]) {
      expect(caseBuilder).toContain(`${card.title}: ${card.description}`)
    }
    const consultancy = bodyOf(paths.introduction.consultancy.getHref())
    for (const area of expertiseAreas) expect(consultancy).toContain(area.description)
    const foundation = bodyOf(paths.foundation.getHref())
    for (const text of [...whatIsIpaml, ...foundationAudience]) expect(foundation).toContain(text)
    for (const module of foundationModules) expect(foundation).toContain(module.title)
    const forumGuidelines = bodyOf(paths.forum.guidelines.getHref())
    for (const point of guidelines.flatMap((g) => g.points))
      expect(forumGuidelines).toContain(point)
  })

  it('give every other page its description as its text', () => {
    const home = documents.find((d) => d.url === paths.home.getHref())!
    expect(home.body).toBe(home.description)
  })
})
