// Applies outbox rows to the shared search index (Meilisearch; the embedded engine when it is the
// only one) and marks them applied. One dispatcher works at a time across replicas (a PostgreSQL
// advisory lock), so changes reach the shared index in order. A failed write leaves the rows
// pending with a growing delay (250 ms doubling to 30 s), so the index converges once it is back.
import { sql } from 'drizzle-orm'
import type { Database, DbHandle } from '../../db/client.ts'
import type { Logger } from '../logger.ts'
import type { SearchIndex } from '../search/types.ts'
import { dueChanges, markApplied, markFailed, pruneApplied } from '../stores/search-outbox.ts'
import { documentsForChanges } from './documents.ts'
import { startWakeup } from './wakeup.ts'

/** Advisory lock key of the dispatcher (any constant; "search" in ASCII). */
const DISPATCH_LOCK = 0x736561726368
const BATCH = 200
const RETRY_BASE_MS = 250
const RETRY_MAX_MS = 30_000
/** Applied rows are kept this long (for inspection), then deleted. */
export const APPLIED_RETENTION_MS = 24 * 3_600_000

export const retryDelayMs = (attempts: number) =>
  Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))

export interface DispatcherOptions {
  handle: DbHandle
  target: SearchIndex
  logger: Pick<Logger, 'warn' | 'info' | 'debug'>
  pollMs?: number
}

export interface OutboxDispatcher {
  /** Applies every due row now (tests, and the benchmark). */
  drain: () => Promise<void>
  stop: () => Promise<void>
}

/** Outcome of one pass: rows applied, or the delay before the next attempt after a failure. */
type Pass = { applied: number } | { retryInMs: number }

export function startOutboxDispatcher(options: DispatcherOptions): OutboxDispatcher {
  const { handle, target, logger } = options
  const pollMs = options.pollMs ?? 1000
  let failing = false
  let lastPrune = 0

  const pass = async (db: Database): Promise<Pass> => {
    const rows = await dueChanges(db, BATCH)
    if (rows.length === 0) return { applied: 0 }
    const ids = rows.map((row) => row.id)
    try {
      const changes = await documentsForChanges(db, rows)
      await target.remove(changes.remove)
      await target.upsert(changes.upsert)
    } catch (err) {
      const attempts = Math.max(...rows.map((row) => row.attempts)) + 1
      const retryInMs = retryDelayMs(attempts)
      await markFailed(db, ids, err instanceof Error ? err.message : String(err), retryInMs)
      if (!failing)
        logger.warn(
          { err, engine: target.name, rows: ids.length },
          'search index update failed; kept in the outbox for retry',
        )
      failing = true
      return { retryInMs }
    }
    await markApplied(db, ids)
    if (failing) logger.info({ engine: target.name }, 'search index updates applied again')
    failing = false
    return { applied: ids.length }
  }

  /** Runs a pass holding the dispatch lock; another replica holding it means nothing to do. */
  const locked = async (): Promise<Pass> => {
    // PGlite belongs to this one process: no other dispatcher can exist.
    if (handle.kind === 'pglite') return pass(handle.db)
    return handle.db.transaction(async (tx) => {
      const result = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${DISPATCH_LOCK}) as locked`,
      )
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
      if (!(rows[0] as { locked: boolean } | undefined)?.locked) return { applied: 0 }
      return pass(tx as unknown as Database)
    })
  }

  const step = async (): Promise<number> => {
    for (;;) {
      const result = await locked()
      if ('retryInMs' in result) return result.retryInMs
      if (result.applied < BATCH) break
    }
    if (Date.now() - lastPrune > 3_600_000) {
      lastPrune = Date.now()
      await pruneApplied(handle.db, new Date(Date.now() - APPLIED_RETENTION_MS))
    }
    return pollMs
  }

  const wakeup = startWakeup({ step, intervalMs: pollMs, listenTo: handle, logger })
  return {
    drain: async () => {
      wakeup.wake()
      await wakeup.idle()
    },
    stop: wakeup.stop,
  }
}
