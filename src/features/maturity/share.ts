// Sharing and exporting an assessment without any server storage: a compact URL hash
// ('#a=…&t=…', one digit 0-5 per cell in grid order, 0 = not rated), a versioned JSON file
// that can be imported to resume (share-import.ts reads it back), and a CSV of the 21 cells.
import {
  cellComponents,
  functionalAreas,
  managementLayers,
  type LevelNumber,
} from '../../content/maturity.ts'
import { allCellKeys, isLevel, levelInfo, splitKey, type Answers } from './scoring.ts'
import type { AssessmentExport } from './share-import.ts'

export interface AssessmentState {
  answers: Answers
  targets: Answers
}

function encodeDigits(values: Answers): string {
  return allCellKeys.map((key) => String(values[key] ?? 0)).join('')
}

function decodeDigits(digits: string | null): Answers | null {
  if (digits === null || !/^[0-5]{21}$/.test(digits)) return null
  const values: Answers = {}
  allCellKeys.forEach((key, index) => {
    const level = Number(digits[index])
    if (isLevel(level)) values[key] = level
  })
  return values
}

/** The URL hash (without '#') for a state; empty when nothing is rated or targeted. */
export function encodeShareHash(state: AssessmentState): string {
  const hasAnswers = Object.keys(state.answers).length > 0
  const hasTargets = Object.keys(state.targets).length > 0
  if (!hasAnswers && !hasTargets) return ''
  const parts = [`a=${encodeDigits(state.answers)}`]
  if (hasTargets) parts.push(`t=${encodeDigits(state.targets)}`)
  return parts.join('&')
}

/** The state in a URL hash, or null when the hash holds no valid assessment. */
export function decodeShareHash(hash: string): AssessmentState | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const answers = decodeDigits(params.get('a'))
  if (answers === null) return null
  const targets = params.has('t') ? decodeDigits(params.get('t')) : {}
  if (targets === null) return null
  return { answers, targets }
}

export function toExportJson(state: AssessmentState, now: Date = new Date()): string {
  const data: AssessmentExport = {
    format: 'ipaml-maturity-assessment',
    version: 1,
    exportedAt: now.toISOString(),
    answers: state.answers,
    targets: state.targets,
  }
  return JSON.stringify(data, null, 2)
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** One row per cell: layer, area, components, level, level name, target. */
export function toCsv(state: AssessmentState): string {
  const header = ['Layer', 'Area', 'Components', 'Level', 'Level name', 'Target level']
  const rows = allCellKeys.map((key) => {
    const { layer, area } = splitKey(key)
    const level: LevelNumber | undefined = state.answers[key]
    const target = state.targets[key]
    return [
      managementLayers.find((l) => l.id === layer)!.name,
      functionalAreas.find((a) => a.id === area)!.name,
      cellComponents[key].join('; '),
      level ? String(level) : '',
      level ? levelInfo(level).name : 'Not rated',
      target ? String(target) : '',
    ]
  })
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
