// Maturity content: five levels with exact names and scores, 3 layers × 7 areas,
// every cell with real components, and gap resources that point at real site paths.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { strategicSections } from './framework/sections.ts'
import {
  cellComponents,
  functionalAreas,
  gapResources,
  managementLayers,
  maturityLevels,
  recommendationBands,
} from './maturity.ts'
import { evidenceCriteria } from './maturity-evidence.ts'

const nonEmpty = z.string().trim().min(2)

describe('maturity content', () => {
  it('has the five levels of the spec', () => {
    expect(maturityLevels.map((l) => [l.level, l.name, l.description, l.score])).toEqual([
      [1, 'Initial', 'Ad-hoc, reactive', 20],
      [2, 'Developing', 'Some documented processes', 40],
      [3, 'Defined', 'Standardized', 60],
      [4, 'Managed', 'Measured and controlled', 80],
      [5, 'Optimized', 'Continuous improvement', 100],
    ])
  })

  it('has the three layers and seven areas in order', () => {
    expect(managementLayers.map((l) => [l.id, l.description])).toEqual([
      ['strategic', 'To direct'],
      ['tactical', 'To arrange'],
      ['operations', 'To perform'],
    ])
    expect(functionalAreas.map((a) => a.id)).toEqual([
      'law-regulations',
      'general-governance',
      'continual-improvement',
      'architecture-management',
      'risk-management',
      'information-security',
      'program-management',
    ])
  })

  it('uses the framework section names for the areas', () => {
    const titles = strategicSections.map((s) => s.title)
    for (const area of functionalAreas) expect(titles).toContain(area.name)
  })

  it('gives every one of the 21 cells at least three distinct components', () => {
    const schema = z.record(
      z.string().regex(/^(strategic|tactical|operations)-[a-z-]+$/),
      z.array(nonEmpty).min(3),
    )
    expect(schema.safeParse(cellComponents).success).toBe(true)
    expect(Object.keys(cellComponents)).toHaveLength(21)
    for (const layer of managementLayers)
      for (const area of functionalAreas) {
        const list = cellComponents[`${layer.id}-${area.id}`]
        expect(new Set(list).size).toBe(list.length)
      }
  })

  it('gives every cell evidence criteria at every level, distinct and specific', () => {
    expect(Object.keys(evidenceCriteria).sort()).toEqual(Object.keys(cellComponents).sort())
    const ladder = z.tuple([nonEmpty, nonEmpty, nonEmpty, nonEmpty, nonEmpty])
    for (const layer of managementLayers)
      for (const area of functionalAreas) {
        const criteria = evidenceCriteria[`${layer.id}-${area.id}`]
        expect(ladder.safeParse(criteria).success, `${layer.id}-${area.id}`).toBe(true)
        expect(new Set(criteria).size, `${layer.id}-${area.id}`).toBe(maturityLevels.length)
        for (const criterion of criteria) expect(criterion.length).toBeGreaterThan(40)
      }
    const all = Object.values(evidenceCriteria).flat()
    expect(new Set(all).size, 'no criterion is copied between cells').toBe(all.length)
  })

  it('links every area to internal pages', () => {
    const schema = z.array(
      z.object({ label: nonEmpty, href: z.string().regex(/^\/[a-z]/), kind: nonEmpty }),
    )
    for (const area of functionalAreas) {
      const resources = gapResources[area.id]
      expect(schema.safeParse(resources).success).toBe(true)
      expect(resources.length).toBeGreaterThan(1)
    }
  })

  it('has the three recommendation band titles', () => {
    expect(Object.values(recommendationBands).map((b) => b.title)).toEqual([
      'Priority Focus Areas',
      'Optimization Opportunities',
      'Excellence Achieved',
    ])
  })
})
