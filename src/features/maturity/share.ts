// Sharing and exporting an assessment without any server storage: a compact URL hash
// ('#a=…&t=…', one digit 0-5 per cell in grid order, 0 = not rated), a versioned JSON file
// that can be imported to resume, and a CSV of the 21 cells.
import { z } from '../../lib/validation/zod.ts'
import {
  cellComponents,
  functionalAreas,
  managementLayers,
  type CellKey,
  type LevelNumber,
} from '../../content/maturity.ts'
import { allCellKeys, isLevel, levelInfo, splitKey, type Answers } from './scoring.ts'

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

const levelSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])
const cellKeySchema = z.enum(allCellKeys as [CellKey, ...CellKey[]])
const answersSchema = z.partialRecord(cellKeySchema, levelSchema)

export const exportSchema = z.object({
  format: z.literal('ipaml-maturity-assessment'),
  version: z.literal(1),
  exportedAt: z.string(),
  answers: answersSchema,
  targets: answersSchema.default({}),
})

export type AssessmentExport = z.infer<typeof exportSchema>

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

export type ImportResult = { ok: true; state: AssessmentState } | { ok: false; error: string }

/** Parses an exported file; unknown cells, levels outside 1-5 or other formats are refused. */
export function parseExportJson(text: string): ImportResult {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, error: 'The file is not valid JSON.' }
  }
  const parsed = exportSchema.safeParse(raw)
  if (!parsed.success)
    return { ok: false, error: 'The file is not an IPAML maturity assessment export.' }
  return { ok: true, state: { answers: parsed.data.answers, targets: parsed.data.targets } }
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
