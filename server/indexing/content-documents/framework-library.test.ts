// The search documents of the framework library (policies, asset management, law & regulations,
// the unified framework and the roadmap): unique ids, no empty fields, urls of real pages.
import { describe, expect, it } from 'vitest'
import { expectWellFormedDocuments } from './expect-documents.ts'
import { pageOf } from '../../search/types.ts'
import { assetManagementDocuments } from './asset-management.ts'
import { policyDocuments } from './policies.ts'
import { regulationDocuments } from './regulations.ts'
import { roadmapDocuments } from './roadmap.ts'
import { unifiedFrameworkDocuments } from './unified-framework.ts'
import { roadmapPhases } from '../../../src/content/roadmap.ts'
import { unifiedFrameworkPage } from '../../../src/content/unified-framework.ts'

const documents = [
  ...policyDocuments(),
  ...assetManagementDocuments(),
  ...regulationDocuments(),
  ...unifiedFrameworkDocuments(),
  ...roadmapDocuments(),
]

/** The documents of whole items; sections (ids with '#') come from sectionDocuments. */
const items = documents.filter((d) => !d.id.includes('#'))

describe('framework library search documents', () => {
  it('cover every policy, resource type, regime, acronym, stage, layer and phase', () => {
    expect(items).toHaveLength(1 + 16 + 1 + 13 + 1 + 9 + 1 + 9 + 5 + 7 + 1 + 5)
  })
  it('have unique ids, no empty field, and keywords on every item', () => {
    expectWellFormedDocuments(documents)
  })
  it('point at pages this area serves', () => {
    const pattern =
      /^\/(policy(\/[a-z0-9-]+)?|tactical\/asset-management-service|asset-management\/[a-z-]+|law-regulations|unified-framework|implementation-roadmap)$/
    for (const doc of documents) expect(pageOf(doc.url)).toMatch(pattern)
  })
  it('title a roadmap phase as its card heads it, its duration in the description, as its badge', () => {
    const phases = roadmapDocuments().filter((d) => d.id.startsWith('roadmap-phase:'))
    expect(phases.map((d) => d.title)).toEqual(
      roadmapPhases.map((p) => `Phase ${p.number}: ${p.phase}`),
    )
    for (const [i, phase] of roadmapPhases.entries())
      expect(phases[i]!.description.startsWith(phase.duration)).toBe(true)
  })
  it("give the unified framework's page the texts that introduce its sections", () => {
    const page = unifiedFrameworkDocuments().find((d) => d.url === '/unified-framework')!
    expect(page.body).toContain(unifiedFrameworkPage.acronyms.description)
    expect(page.body).toContain(unifiedFrameworkPage.capabilityFunctions.description)
  })
})
