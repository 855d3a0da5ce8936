// Reading an exported assessment file back. Apart from share.ts because it parses with zod,
// which the assessment page only needs once a file is chosen: the toolbar loads this module then.
import { z } from '../../lib/validation/zod.ts'
import type { CellKey } from '../../content/maturity.ts'
import { allCellKeys } from './scoring.ts'
import type { AssessmentState } from './share.ts'

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
