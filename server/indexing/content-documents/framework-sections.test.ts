// The framework search documents: complete, unique, and each pointing at the page that shows it.
import { describe, expect, it } from 'vitest'
import { pageOf } from '../../search/types.ts'
import { controlComponents } from '../../../src/content/framework/controls.ts'
import { directoryServices } from '../../../src/content/framework/directory.ts'
import { operationsServices } from '../../../src/content/framework/operations.ts'
import { strategicSections, tacticalSections } from '../../../src/content/framework/sections.ts'
import { matchParam } from '../../../src/lib/match-param.ts'
import { frameworkSectionDocuments } from './framework-sections.ts'

const all = frameworkSectionDocuments()

/** The documents of whole items; sections (ids with '#') come from sectionDocuments. */
const docs = all.filter((d) => !d.id.includes('#'))

const dedicated = new Set([
  '/strategic/data-model',
  '/strategic/role-model',
  '/strategic/bisl',
  '/program-management',
  '/ciamo',
  '/tactical/integration-service',
  '/tactical/iga-identity-governance-administration',
  '/operations',
  '/directory',
  '/controls',
])

const parameterRoutes = [
  { prefix: '/strategic/', entries: strategicSections, slashes: false },
  { prefix: '/tactical/', entries: tacticalSections, slashes: false },
  { prefix: '/operations/', entries: operationsServices, slashes: true },
  { prefix: '/directory/', entries: directoryServices, slashes: false },
  { prefix: '/controls/', entries: controlComponents, slashes: false },
]

describe('framework section search documents', () => {
  it('cover every entry and dedicated page with filled-in fields and unique ids', () => {
    expect(docs).toHaveLength(
      strategicSections.length +
        tacticalSections.length +
        operationsServices.length +
        directoryServices.length +
        controlComponents.length +
        10,
    )
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length)
    for (const d of all) {
      for (const field of [d.id, d.title, d.description, d.body, d.category, d.url]) {
        expect(field.trim()).not.toBe('')
      }
    }
  })

  it('link to a dedicated page or to a parameter page that shows that entry', () => {
    for (const d of docs) {
      if (dedicated.has(d.url)) continue
      const route = parameterRoutes.find((r) => d.url.startsWith(r.prefix))
      expect(route, d.url).toBeDefined()
      const param = d.url.slice(route!.prefix.length)
      const entry = matchParam(param, route!.entries, (e) => e.title, {
        slashesToHyphens: route!.slashes,
      })
      expect(entry?.title, d.url).toBe(d.title)
    }
  })

  it('link each section to an anchor of its own page', () => {
    for (const d of all.filter((doc) => doc.id.includes('#'))) {
      const page = docs.find((doc) => d.id.startsWith(`${doc.id}#`))
      expect(page, d.id).toBeDefined()
      expect(pageOf(d.url)).toBe(page!.url)
      expect(d.pageTitle).toBe(page!.title)
    }
  })

  it('send the RED/GREEN Action Service to its clean slug', () => {
    expect(docs.find((d) => d.title === 'RED/GREEN Action Service')?.url).toBe(
      '/operations/red-green-action-service',
    )
  })
})
