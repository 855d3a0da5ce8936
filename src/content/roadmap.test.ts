// Content contract for the implementation roadmap: the phases, their durations and the totals.
import { describe, expect, it } from 'vitest'
import { nonEmptyTexts } from './content-schemas.ts'
import { roadmapPhases, roadmapTotals, strategicDeliverables } from './roadmap.ts'

describe('implementation roadmap', () => {
  it('has five phases in order with the exact published durations', () => {
    expect(roadmapPhases.map((p) => [p.number, p.phase, p.duration])).toEqual([
      [1, 'RFP & Readiness', '2-3 weeks'],
      [2, 'Architecture & Design', '4-6 weeks'],
      [3, 'Implementation', '8-10 weeks'],
      [4, 'Operationalization', '2-4 weeks'],
      [5, 'Managed Service (BAU)', '12 months (12+ months)'],
    ])
    for (const phase of roadmapPhases) {
      nonEmptyTexts.parse(phase.deliverables)
      nonEmptyTexts.parse(phase.stakeholders)
      nonEmptyTexts.parse(phase.tools)
    }
  })
  it('has six strategic deliverables and the exact totals', () => {
    expect(strategicDeliverables).toHaveLength(6)
    expect(roadmapTotals.summary).toBe(
      'Total 16-23 weeks plus 12 months; investment range $12,000 - $45,000',
    )
  })
})
