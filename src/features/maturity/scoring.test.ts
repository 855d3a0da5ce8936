// Scoring: every edge (nothing rated, one cell, rounding at .5, band
// boundaries 59/60/79/80) plus properties over random answer sets.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { functionalAreas, managementLayers, type LevelNumber } from '../../content/maturity.ts'
import {
  allCellKeys,
  areaAverage,
  areaPercent,
  averageOf,
  layerAverage,
  layerPercent,
  levelForPercent,
  overallAverage,
  overallPercent,
  percentOf,
  progressValue,
  rankedGaps,
  ratedCount,
  recommendationBand,
  type Answers,
} from './scoring.ts'

const levelArb = fc.constantFrom<LevelNumber>(1, 2, 3, 4, 5)
const answersArb: fc.Arbitrary<Answers> = fc.dictionary(
  fc.constantFrom(...allCellKeys),
  levelArb,
) as fc.Arbitrary<Answers>

describe('percentOf', () => {
  it('is 0 when nothing is rated', () => {
    expect(percentOf([])).toBe(0)
    expect(overallPercent({})).toBe(0)
    expect(ratedCount({})).toBe(0)
  })

  it('is the level times 20 for one cell', () => {
    for (const level of [1, 2, 3, 4, 5]) expect(percentOf([level])).toBe(level * 20)
    expect(overallPercent({ 'tactical-risk-management': 4 })).toBe(80)
  })

  it('rounds .5 up (Math.round)', () => {
    // average 1.025 → 20.5 → 21; (1+1+...)/n chosen to hit .5 exactly
    const forty = [...Array<number>(39).fill(1), 2] // average 1.025 → 20.5
    expect(percentOf(forty)).toBe(21)
    // 3 cells: 1,1,2 → 26.666… → 27; 1,2 → 30
    expect(percentOf([1, 1, 2])).toBe(27)
    expect(percentOf([1, 2])).toBe(30)
    // 7 cells 3,3,3,3,3,3,4 → 62.857 → 63
    expect(percentOf([3, 3, 3, 3, 3, 3, 4])).toBe(63)
  })

  it('stays within 20..100 for any non-empty rating and equals round(avg*20)', () => {
    fc.assert(
      fc.property(fc.array(levelArb, { minLength: 1, maxLength: 21 }), (levels) => {
        const p = percentOf(levels)
        expect(p).toBeGreaterThanOrEqual(20)
        expect(p).toBeLessThanOrEqual(100)
        const avg = levels.reduce((a, b) => a + b, 0) / levels.length
        expect(p).toBe(Math.round(avg * 20))
      }),
    )
  })
})

describe('per layer and per area', () => {
  const answers: Answers = {
    'strategic-law-regulations': 1,
    'strategic-general-governance': 4,
    'tactical-law-regulations': 5,
    'operations-program-management': 2,
  }

  it('averages over keys starting with the layer id', () => {
    expect(layerPercent(answers, 'strategic')).toBe(50)
    expect(layerPercent(answers, 'tactical')).toBe(100)
    expect(layerPercent(answers, 'operations')).toBe(40)
  })

  it('averages over keys for the area', () => {
    expect(areaPercent(answers, 'law-regulations')).toBe(60)
    expect(areaPercent(answers, 'general-governance')).toBe(80)
    expect(areaPercent(answers, 'risk-management')).toBe(0)
  })

  it('layers partition the answers and areas partition them too', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const rated = ratedCount(a)
        const byLayer = managementLayers.map(
          (l) => allCellKeys.filter((k) => k.startsWith(`${l.id}-`) && a[k] !== undefined).length,
        )
        expect(byLayer.reduce((x, y) => x + y, 0)).toBe(rated)
        const byArea = functionalAreas.map(
          (ar) => allCellKeys.filter((k) => k.endsWith(`-${ar.id}`) && a[k] !== undefined).length,
        )
        expect(byArea.reduce((x, y) => x + y, 0)).toBe(rated)
      }),
    )
  })

  it('the area "information-security" is not confused with other keys', () => {
    expect(areaPercent({ 'operations-information-security': 3 }, 'information-security')).toBe(60)
    expect(layerPercent({ 'operations-information-security': 3 }, 'strategic')).toBe(0)
  })
})

describe('average level', () => {
  it('is undefined when nothing is rated', () => {
    expect(averageOf([])).toBeUndefined()
    expect(overallAverage({})).toBeUndefined()
    expect(layerAverage({}, 'strategic')).toBeUndefined()
  })

  it('shows why a percent can read one level higher than most cells', () => {
    // ten cells: nine at level 2, one at level 3 → average 2.1 → 42% → Level 3 (Defined)
    const levels = [...Array<number>(9).fill(2), 3]
    expect(averageOf(levels)).toBe(2.1)
    expect(percentOf(levels)).toBe(42)
    expect(levelForPercent(percentOf(levels)).name).toBe('Defined')
  })

  it('averages per layer and per area over the same cells as the percent', () => {
    const answers: Answers = {
      'strategic-law-regulations': 1,
      'strategic-general-governance': 4,
      'tactical-law-regulations': 5,
    }
    expect(layerAverage(answers, 'strategic')).toBe(2.5)
    expect(areaAverage(answers, 'law-regulations')).toBe(3)
    expect(areaAverage(answers, 'risk-management')).toBeUndefined()
  })

  it('rounds to one decimal and agrees with the percent', () => {
    fc.assert(
      fc.property(fc.array(levelArb, { minLength: 1, maxLength: 21 }), (levels) => {
        const average = averageOf(levels)!
        expect(average * 10).toBeCloseTo(Math.round(average * 10), 9)
        expect(Math.abs(average * 20 - percentOf(levels))).toBeLessThanOrEqual(1)
      }),
    )
  })
})

describe('levelForPercent', () => {
  it('maps 0% to Level 1', () => expect(levelForPercent(0).level).toBe(1))
  it.each([
    [1, 1],
    [20, 1],
    [21, 2],
    [40, 2],
    [41, 3],
    [59, 3],
    [60, 3],
    [61, 4],
    [79, 4],
    [80, 4],
    [81, 5],
    [100, 5],
  ])('%i%% is level %i', (percent, level) => {
    expect(levelForPercent(percent).level).toBe(level)
  })
  it('is the first level whose score is at or above the percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (p) => {
        const level = levelForPercent(p)
        expect(level.score).toBeGreaterThanOrEqual(p)
        if (level.level > 1) expect(level.score - 20).toBeLessThan(p)
      }),
    )
  })
})

describe('recommendationBand', () => {
  it.each([
    [0, 'priority'],
    [59, 'priority'],
    [60, 'optimization'],
    [79, 'optimization'],
    [80, 'excellence'],
    [100, 'excellence'],
  ] as const)('%i%% is %s', (percent, band) => {
    expect(recommendationBand(percent)).toBe(band)
  })
})

describe('progressValue', () => {
  it('is complete at 100 and clamps', () => {
    expect(progressValue(100)).toBe(100)
    expect(progressValue(130)).toBe(100)
    expect(progressValue(-5)).toBe(0)
    expect(progressValue(47)).toBe(47)
  })
})

describe('rankedGaps', () => {
  it('lists only cells below target, largest first, unrated counting as 0', () => {
    const gaps = rankedGaps(
      { 'strategic-law-regulations': 2, 'tactical-risk-management': 4 },
      {
        'strategic-law-regulations': 4,
        'tactical-risk-management': 3,
        'operations-program-management': 3,
      },
    )
    expect(gaps.map((g) => [g.key, g.size])).toEqual([
      ['operations-program-management', 3],
      ['strategic-law-regulations', 2],
    ])
    expect(gaps[0]).toMatchObject({ layer: 'operations', area: 'program-management' })
  })

  it('is sorted and only holds positive gaps', () => {
    fc.assert(
      fc.property(answersArb, answersArb, (a, t) => {
        const gaps = rankedGaps(a, t)
        for (const g of gaps) expect(g.size).toBeGreaterThan(0)
        for (let i = 1; i < gaps.length; i++)
          expect(gaps[i - 1]!.size).toBeGreaterThanOrEqual(gaps[i]!.size)
      }),
    )
  })
})
