// Content contract for the unified framework: acronyms, capability functions with their NIST
// CSF 2.0 functions, control layers and deliverables.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { nonEmptyTexts, text } from './content-schemas.ts'
import {
  capabilityFunctions,
  controlLayers,
  csfFunctions,
  deliverableGroups,
  frameworkAcronyms,
} from './unified-framework.ts'

describe('unified framework', () => {
  it('has the nine acronyms with full name, focus and layer', () => {
    expect(frameworkAcronyms.map((a) => a.acronym)).toEqual([
      'ISPM',
      'ITDR',
      'IVIP',
      'IGA',
      'PAM',
      'CIAM',
      'IAM',
      'LBAC',
      'ZTNA',
    ])
    const layers = new Set(controlLayers.map((l) => l.name))
    for (const acronym of frameworkAcronyms) {
      z.object({ acronym: text, fullName: text, focus: text, layer: text }).parse(acronym)
      expect(layers).toContain(acronym.layer)
    }
  })
  it('maps every capability function to NIST CSF 2.0 and covers all six CSF functions', () => {
    const covered = new Set(capabilityFunctions.flatMap((fn) => fn.csf.map((m) => m.function)))
    expect([...covered].sort()).toEqual(Object.keys(csfFunctions).sort())
    for (const fn of capabilityFunctions)
      for (const mapping of fn.csf) {
        expect(mapping.categories.length, fn.name).toBeGreaterThan(0)
        for (const category of mapping.categories)
          expect(category, fn.name).toMatch(new RegExp(`^${mapping.function}\\.[A-Z]{2} [A-Z]`))
      }
  })

  it('has five capability functions and seven control layers in order', () => {
    expect(capabilityFunctions.map((s) => s.name)).toEqual([
      'Prevent',
      'Detect',
      'Respond',
      'Recover',
      'Evolve',
    ])
    for (const fn of capabilityFunctions) nonEmptyTexts.parse(fn.activities)
    expect(controlLayers.map((l) => l.name)).toEqual([
      'Core',
      'Governance',
      'Privileged',
      'Posture',
      'Detection',
      'Context',
      'Resilience',
    ])
    for (const layer of controlLayers) nonEmptyTexts.parse(layer.technologies)
    expect(deliverableGroups.map((g) => g.title)).toEqual([
      'Audit Controls',
      'Dashboards',
      'Maturity Assessments',
      'Playbooks',
    ])
  })
})
