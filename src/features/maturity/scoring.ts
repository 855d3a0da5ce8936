// Pure scoring of the maturity assessment: percent =
// round(average × 20), per layer over keys starting with the layer id, per area over keys for
// the area, percent → first level whose score is at or above it (0% shows Level 1), and the
// recommendation band on the overall percent.
import {
  functionalAreas,
  managementLayers,
  maturityLevels,
  type AreaId,
  type CellKey,
  type LayerId,
  type LevelNumber,
  type MaturityLevel,
} from '../../content/maturity.ts'

/** Assessment answers: '{layer id}-{area id}' → level 1-5, held only in the page. */
export type Answers = Partial<Record<CellKey, LevelNumber>>

export function cellKey(layer: LayerId, area: AreaId): CellKey {
  return `${layer}-${area}`
}

export const allCellKeys: readonly CellKey[] = managementLayers.flatMap((layer) =>
  functionalAreas.map((area) => cellKey(layer.id, area.id)),
)

export function isLevel(value: unknown): value is LevelNumber {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5
}

/** round(average × 20) of the given levels; 0 when there are none. */
export function percentOf(levels: readonly number[]): number {
  if (levels.length === 0) return 0
  const sum = levels.reduce((total, level) => total + level, 0)
  return Math.round((sum / levels.length) * 20)
}

function levelsWhere(answers: Answers, keep: (key: CellKey) => boolean): number[] {
  return (Object.entries(answers) as [CellKey, LevelNumber | undefined][])
    .filter(([key, level]) => level !== undefined && keep(key))
    .map(([, level]) => level as number)
}

export function overallPercent(answers: Answers): number {
  return percentOf(levelsWhere(answers, () => true))
}

/** Average over cells whose key starts with the layer id. */
export function layerPercent(answers: Answers, layer: LayerId): number {
  return percentOf(levelsWhere(answers, (key) => key.startsWith(`${layer}-`)))
}

/** Average over cells whose key is for the area, in any layer. */
export function areaPercent(answers: Answers, area: AreaId): number {
  return percentOf(levelsWhere(answers, (key) => key.endsWith(`-${area}`)))
}

/**
 * The average of the chosen levels, to one decimal, shown beside each percent because the level
 * of a percent is reached from below (an average of 2.1 is 42%, Level 3). Undefined when no cell
 * is rated.
 */
export function averageOf(levels: readonly number[]): number | undefined {
  if (levels.length === 0) return undefined
  const sum = levels.reduce((total, level) => total + level, 0)
  return Math.round((sum / levels.length) * 10) / 10
}

/** An average level as the page shows it, always with one decimal: 2.0, 2.1. */
export function formatAverage(average: number): string {
  return average.toFixed(1)
}

export function overallAverage(answers: Answers): number | undefined {
  return averageOf(levelsWhere(answers, () => true))
}

export function layerAverage(answers: Answers, layer: LayerId): number | undefined {
  return averageOf(levelsWhere(answers, (key) => key.startsWith(`${layer}-`)))
}

export function areaAverage(answers: Answers, area: AreaId): number | undefined {
  return averageOf(levelsWhere(answers, (key) => key.endsWith(`-${area}`)))
}

export function ratedCount(answers: Answers): number {
  return levelsWhere(answers, () => true).length
}

/** The first level whose score is at or above the percent; 0% (and anything ≤ 20) is Level 1. */
export function levelForPercent(percent: number): MaturityLevel {
  return maturityLevels.find((level) => level.score >= percent) ?? maturityLevels[4]!
}

export function levelInfo(level: LevelNumber): MaturityLevel {
  return maturityLevels[level - 1]!
}

export type BandId = 'priority' | 'optimization' | 'excellence'

/** Below 60 'Priority Focus Areas', 60 to under 80 'Optimization Opportunities', 80+ 'Excellence Achieved'. */
export function recommendationBand(percent: number): BandId {
  if (percent < 60) return 'priority'
  if (percent < 80) return 'optimization'
  return 'excellence'
}

/** Progress bar value, clamped to 0..100 (complete at 100). */
export function progressValue(percent: number): number {
  return Math.min(100, Math.max(0, percent))
}

export interface Gap {
  key: CellKey
  layer: LayerId
  area: AreaId
  current: LevelNumber | undefined
  target: LevelNumber
  /** Target minus current level (an unrated cell counts as level 0). */
  size: number
}

export function splitKey(key: CellKey): { layer: LayerId; area: AreaId } {
  const layer = managementLayers.find((l) => key.startsWith(`${l.id}-`))!.id
  return { layer, area: key.slice(layer.length + 1) as AreaId }
}

/**
 * Cells whose target is above the current level, largest gap first; ties keep the grid order
 * (layers, then areas).
 */
export function rankedGaps(answers: Answers, targets: Answers): Gap[] {
  const gaps: Gap[] = []
  for (const key of allCellKeys) {
    const target = targets[key]
    if (target === undefined) continue
    const current = answers[key]
    const size = target - (current ?? 0)
    if (size <= 0) continue
    gaps.push({ key, ...splitKey(key), current, target, size })
  }
  return gaps.sort((a, b) => b.size - a.size)
}
