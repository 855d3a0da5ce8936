// Every "which standard these rules follow" block a page shows is searchable: one section per
// page, at the anchor the block renders, holding each rule with its standard and reason.
import { describe, expect, it } from 'vitest'
import { policies } from '../../../src/content/policies.ts'
import { controlComponents } from '../../../src/content/framework/controls.ts'
import { directoryServices } from '../../../src/content/framework/directory.ts'
import { operationsServices } from '../../../src/content/framework/operations.ts'
import { strategicSections, tacticalSections } from '../../../src/content/framework/sections.ts'
import { standardsChoicesCopy } from '../../../src/content/standards-choices.ts'
import type { StandardsChoice } from '../../../src/content/shared-values.ts'
import { frameworkSectionDocuments } from './framework-sections.ts'
import { policyDocuments } from './policies.ts'

const documents = [...policyDocuments(), ...frameworkSectionDocuments()]
const pages = [
  ...policies,
  ...strategicSections,
  ...tacticalSections,
  ...operationsServices,
  ...directoryServices,
  ...controlComponents,
]
  .filter((item): item is typeof item & { standardsChoices: StandardsChoice[] } =>
    Boolean(item.standardsChoices?.length),
  )
  .map((item) => ({
    choices: item.standardsChoices,
    page: documents.find((d) => !d.id.includes('#') && d.title.startsWith(item.title))!,
  }))

describe('standards choices in search', () => {
  it('are shown on some pages of each kind', () => {
    expect(pages.length).toBeGreaterThan(3)
    for (const { page } of pages) expect(page).toBeDefined()
  })

  it.each(pages.map(({ page, choices }) => ({ url: page.url, page, choices })))(
    '$url: a section at the block’s anchor holds every rule, standard and reason',
    ({ page, choices }) => {
      const section = documents.find((d) => d.url === `${page.url}#${standardsChoicesCopy.anchor}`)
      expect(section?.title).toBe(standardsChoicesCopy.heading)
      expect(section?.pageTitle).toBe(page.title)
      for (const choice of choices) {
        for (const text of [choice.rule, choice.follows, choice.why]) {
          expect(section!.body).toContain(text)
          expect(page.body).toContain(text)
        }
      }
    },
  )

  it('are no section of a page without them', () => {
    const withChoices = new Set(pages.map(({ page }) => page.url))
    for (const d of documents.filter((doc) => doc.url.endsWith(`#${standardsChoicesCopy.anchor}`)))
      expect(withChoices.has(d.url.split('#')[0]!), d.url).toBe(true)
  })
})
