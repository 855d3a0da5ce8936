// Search indexing state kept beside the data it indexes: the outbox of changes the search
// indexes still have to apply (written in the same transaction as each change), and the version
// of each shared index that was built (so a start-up does not rebuild a current index).
import { sql } from 'drizzle-orm'
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Kinds of rows whose search documents a change affects. */
export const INDEXED_ENTITIES = ['forum-post'] as const
export type IndexedEntity = (typeof INDEXED_ENTITIES)[number]

export const searchOutbox = pgTable(
  'search_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What changed: the index rebuilds its documents from the row's current state. */
    entity: text('entity').$type<IndexedEntity>().notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the shared index applied the change; null while pending. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** Failed attempts so far, the earliest time of the next one, and the last failure. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [
    index('search_outbox_pending_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.appliedAt} is null`),
    index('search_outbox_created_idx').on(table.createdAt),
  ],
)

export const searchIndexVersions = pgTable('search_index_versions', {
  /** The index, e.g. "meilisearch:knowledge". */
  name: text('name').primaryKey(),
  /** Content hash and document schema version of what was built. */
  version: text('version').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
})
