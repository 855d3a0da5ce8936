// Contact message storage: the only module that reads or writes the contacts table.
import { and, count, desc, eq, gte } from 'drizzle-orm'
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
