// The spam traps every public form shares: a honeypot field that people never see (hidden
// from view and from assistive technology, autocomplete off) and, for forms that send when
// they were opened, a minimum time between opening and sending. A sprung trap is answered
// exactly like an accepted submission and nothing is stored, so a bot cannot tell that it met
// a trap, nor which one, and has nothing to tune against.
import { HONEYPOT_FIELD } from '../../src/lib/validation/contact-fields.ts'
import type { Logger } from '../logger.ts'

export type SpamTrap = 'honeypot' | 'too-fast'

export interface TrappableInput {
  [HONEYPOT_FIELD]?: string | undefined
  /** When the form was opened (ms since epoch), for forms that send it. */
  startedAt?: number
}

/** Which trap a submission springs, if any; `minFillMs` applies when it carries `startedAt`. */
export function sprungTrap(
  input: TrappableInput,
  { minFillMs = 0, now = Date.now() }: { minFillMs?: number; now?: number } = {},
): SpamTrap | null {
  if (input[HONEYPOT_FIELD]) return 'honeypot'
  if (input.startedAt !== undefined && now - input.startedAt < minFillMs) return 'too-fast'
  return null
}

/** Logs a discarded submission: which form and which trap, never what it carried. */
export function logTrapped(logger: Logger, form: string, trap: SpamTrap): void {
  logger.info({ form, trap }, 'spam trap sprung; submission discarded')
}
