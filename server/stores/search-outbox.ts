// Search outbox storage: the only module that reads or writes the outbox and the index version
// table. A change to indexed data records an outbox row in its own transaction (and notifies
// listeners when that transaction commits); the indexing side reads, applies and marks rows.
import { and, asc, count, eq, gt, inArray, isNull, lte, min, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  searchIndexVersions,
  searchOutbox,
  type IndexedEntity,
} from '../../db/schema/search-index.ts'

/** PostgreSQL NOTIFY channel announcing new outbox rows (the payload is the row id). */
export const SEARCH_OUTBOX_CHANNEL = 'search_outbox'

export interface OutboxChange {
  id: number
  entity: IndexedEntity
  entityId: number
  createdAt: Date
}

const changeColumns = {
  id: searchOutbox.id,
  entity: searchOutbox.entity,
  entityId: searchOutbox.entityId,
  createdAt: searchOutbox.createdAt,
}

/** Records that `entity` `entityId` changed; call it inside the transaction of the change. */
export async function recordIndexChange(
  tx: Database,
  entity: IndexedEntity,
  entityId: number,
): Promise<void> {
  const [row] = await tx
    .insert(searchOutbox)
    .values({ entity, entityId })
    .returning({ id: searchOutbox.id })
  // Delivered when (and only if) the transaction commits.
  await tx.execute(sql`select pg_notify(${SEARCH_OUTBOX_CHANNEL}, ${String(row?.id ?? '')})`)
}

/** The newest outbox id (0 when empty): changes after it are not in a build started now. */
export async function latestChangeId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${searchOutbox.id}), 0)`.mapWith(Number) })
    .from(searchOutbox)
  return row?.id ?? 0
}

/**
 * Changes after `cursor`, plus those recorded in the last `windowMs` whatever their id: a
 * transaction that took an id before another one but committed after it is not skipped.
 */
export async function changesSince(
  db: Database,
  cursor: number,
  windowMs: number,
  limit: number,
): Promise<OutboxChange[]> {
  const since = new Date(Date.now() - windowMs)
  return db
    .select(changeColumns)
    .from(searchOutbox)
    .where(or(gt(searchOutbox.id, cursor), gt(searchOutbox.createdAt, since)))
    .orderBy(asc(searchOutbox.id))
    .limit(limit)
}

/** Changes the shared index has not applied whose next attempt is due, oldest first. */
export async function dueChanges(db: Database, limit: number, now = new Date()) {
  return db
    .select({ ...changeColumns, attempts: searchOutbox.attempts })
    .from(searchOutbox)
    .where(and(isNull(searchOutbox.appliedAt), lte(searchOutbox.nextAttemptAt, now)))
    .orderBy(asc(searchOutbox.id))
    .limit(limit)
}

export async function markApplied(db: Database, ids: number[], now = new Date()): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(searchOutbox)
    .set({ appliedAt: now, lastError: null })
    .where(inArray(searchOutbox.id, ids))
}

/** Counts a failed attempt on each row and schedules its next one `retryInMs` from now. */
export async function markFailed(
  db: Database,
  ids: number[],
  error: string,
  retryInMs: number,
  now = new Date(),
): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(searchOutbox)
    .set({
      attempts: sql`${searchOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + retryInMs),
      lastError: error.slice(0, 500),
    })
    .where(inArray(searchOutbox.id, ids))
}

/** Rows the shared index has not applied yet, and when the oldest of them was recorded. */
export async function pendingChanges(
  db: Database,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(searchOutbox.createdAt) })
    .from(searchOutbox)
    .where(isNull(searchOutbox.appliedAt))
  const oldest = row?.oldest ?? null
  return { count: row?.count ?? 0, oldest: oldest === null ? null : new Date(oldest) }
}

/** Deletes applied rows recorded before `before` (every reader is long past them). */
export async function pruneApplied(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(searchOutbox)
    .where(and(sql`${searchOutbox.appliedAt} is not null`, lte(searchOutbox.createdAt, before)))
    .returning({ id: searchOutbox.id })
  return deleted.length
}

export async function storedIndexVersion(db: Database, name: string): Promise<string | null> {
  const [row] = await db
    .select({ version: searchIndexVersions.version })
    .from(searchIndexVersions)
    .where(eq(searchIndexVersions.name, name))
  return row?.version ?? null
}

export async function saveIndexVersion(db: Database, name: string, version: string): Promise<void> {
  await db
    .insert(searchIndexVersions)
    .values({ name, version })
    .onConflictDoUpdate({
      target: searchIndexVersions.name,
      set: { version, builtAt: new Date() },
    })
}
