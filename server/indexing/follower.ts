// Keeps this process's embedded index following the database: every replica reads the outbox
// after its own cursor (woken by NOTIFY on PostgreSQL, or by polling) and applies each change to
// its own index. Nothing is marked: the shared index's dispatcher owns the rows' state.
import type { DbHandle } from '../../db/client.ts'
import type { Logger } from '../logger.ts'
import type { SearchIndex } from '../search/types.ts'
import { changesSince } from '../stores/search-outbox.ts'
import { documentsForChanges } from './documents.ts'
import { startWakeup } from './wakeup.ts'

/**
 * Changes recorded this recently are read again even below the cursor: a transaction that took
 * an outbox id before another one may commit after it. Applying a change twice is harmless.
 */
export const REREAD_WINDOW_MS = 10_000
const BATCH = 500

export interface FollowerOptions {
  handle: DbHandle
  index: SearchIndex
  /** The newest outbox id the index already reflects (read before it was built). */
  cursor: number
  logger: Pick<Logger, 'warn' | 'info' | 'debug'>
  /** Polling interval; NOTIFY wakes the follower at once on PostgreSQL and PGlite. */
  pollMs?: number
}

export interface FollowerStatus {
  /** Newest outbox id applied to this process's index. */
  cursor: number
  /** When the newest applied change was recorded, and when this process applied it. */
  lastChangeAt: Date | null
  lastAppliedAt: Date | null
}

export interface IndexFollower {
  status: () => FollowerStatus
  /** Applies everything recorded so far (tests, and the benchmark). */
  catchUp: () => Promise<void>
  stop: () => Promise<void>
}

export function startIndexFollower(options: FollowerOptions): IndexFollower {
  const { handle, index, logger } = options
  const pollMs = options.pollMs ?? 1000
  let cursor = options.cursor
  let lastChangeAt: Date | null = null
  let lastAppliedAt: Date | null = null
  /** Ids applied within the re-read window, so a re-read does not apply them again. */
  const recent = new Map<number, number>()

  const step = async (): Promise<number> => {
    for (;;) {
      const rows = await changesSince(handle.db, cursor, REREAD_WINDOW_MS, BATCH)
      const now = Date.now()
      for (const [id, at] of recent) if (now - at > 2 * REREAD_WINDOW_MS) recent.delete(id)
      const fresh = rows.filter((row) => !recent.has(row.id))
      if (fresh.length === 0) return pollMs
      const changes = await documentsForChanges(handle.db, fresh)
      await index.remove(changes.remove)
      await index.upsert(changes.upsert)
      for (const row of fresh) {
        recent.set(row.id, now)
        if (row.id > cursor) cursor = row.id
        if (!lastChangeAt || row.createdAt > lastChangeAt) lastChangeAt = row.createdAt
      }
      lastAppliedAt = new Date()
      logger.debug({ changes: fresh.length, cursor }, 'search index followed the outbox')
      if (rows.length < BATCH) return pollMs
    }
  }

  const wakeup = startWakeup({ step, intervalMs: pollMs, listenTo: handle, logger })
  return {
    status: () => ({ cursor, lastChangeAt, lastAppliedAt }),
    catchUp: async () => {
      wakeup.wake()
      await wakeup.idle()
    },
    stop: wakeup.stop,
  }
}
