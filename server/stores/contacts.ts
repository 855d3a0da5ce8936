// Contact message storage: the only module that reads or writes the contacts table.
import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { contacts } from '../../db/schema/index.ts'

export interface NewContact {
  name: string
  email: string
  organization?: string | undefined
  message: string
}

export interface StoredContact {
  id: string
  name: string
  email: string
  organization: string | null
  message: string
  createdAt: Date
}

const columns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  organization: contacts.organization,
  message: contacts.message,
  createdAt: contacts.createdAt,
}

/** Inserts one message and resolves with its id once the row is committed. */
export async function insertContact(db: Database, input: NewContact): Promise<{ id: string }> {
  const [row] = await db
    .insert(contacts)
    .values({
      name: input.name,
      email: input.email,
      organization: input.organization || null,
      message: input.message,
    })
    .returning({ id: contacts.id })
  if (!row) throw new Error('insert returned no row')
  return row
}

/** Newest first, paginated; `total` counts every stored message. */
export async function listContacts(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ total: number; contacts: StoredContact[] }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(contacts)
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(contacts),
  ])
  return { total: totals?.total ?? 0, contacts: rows }
}

/**
 * The id of a message with the same e-mail and text stored at or after `since`, if any:
 * a double click or a resubmitted page must not store the same message twice.
 */
export async function findRecentDuplicate(
  db: Database,
  input: { email: string; message: string; since: Date },
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.email, input.email),
        eq(contacts.message, input.message),
        gte(contacts.createdAt, input.since),
      ),
    )
    .orderBy(desc(contacts.createdAt))
    .limit(1)
  return row?.id
}

/**
 * Stores a message unless the same e-mail and text was stored at or after `since`, and says
 * which happened. Copies of one submission (a double click, a retried request) that reach
 * several replicas at the same moment take turns on a transaction-scoped advisory lock keyed
 * by e-mail and text, so exactly one of them inserts and the others find its row.
 */
export async function insertContactOnce(
  db: Database,
  input: NewContact,
  since: Date,
): Promise<{ id: string; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const key = `contact\n${input.email}\n${input.message}`
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
    const existing = await findRecentDuplicate(tx, { ...input, since })
    if (existing) return { id: existing, duplicate: true }
    return { ...(await insertContact(tx, input)), duplicate: false }
  })
}
