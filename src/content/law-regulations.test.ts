// Content contract for law & regulations: the regimes by category, compliance areas and the
// implementation steps.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { nonEmptyTexts, text } from './content-schemas.ts'
import { allRegulations, complianceAreas, implementationGuidance } from './law-regulations.ts'

describe('law and regulations', () => {
  it('lists the nine regimes, each complete with a High or Medium impact', () => {
    const schema = z.object({
      name: text,
      description: text,
      scope: text,
      impact: z.enum(['High', 'Medium']),
      requirements: nonEmptyTexts,
    })
    const regulations = allRegulations()
    expect(regulations.map((r) => r.name).sort()).toEqual(
      [
        'GDPR',
        'CCPA',
        'HIPAA',
        'SOX',
        'PCI DSS',
        'FISMA',
        'NIS Directive',
        'PIPEDA',
        'ISO 27001',
      ].sort(),
    )
    for (const regulation of regulations) schema.parse(regulation)
  })
  it('has four compliance areas and three guidance steps', () => {
    expect(complianceAreas).toHaveLength(4)
    expect(implementationGuidance.map((s) => s.step)).toEqual([1, 2, 3])
  })
})
