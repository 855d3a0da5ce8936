// Account storage: the only module that reads or writes members, passkeys, sessions, sign-in
// links, WebAuthn challenges and the mail outbox. Session and link tokens leave this module
// only as the random value handed to the browser; the tables keep their SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto'
import { and, asc, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  authChallenges,
  emailSignInTokens,
  mailOutbox,
  members,
  passkeys,
  sessions,
  type AuthChallengePurpose,
  type MemberRole,
} from '../../db/schema/accounts.ts'
import { forumAuthors, forumComments, forumPosts } from '../../db/schema/forum.ts'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 7 * DAY_MS
/** …and this long after sign-in, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS
/** lastSeenAt is written at most this often (one write per minute of activity, not per request). */
const SESSION_TOUCH_MS = MINUTE_MS
export const EMAIL_LINK_TTL_MS = 10 * MINUTE_MS
export const CHALLENGE_TTL_MS = 5 * MINUTE_MS

/** A random token for a cookie or a link: 32 bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

// -- members

const memberColumns = {
  id: members.id,
  email: members.email,
  displayName: members.displayName,
  bio: members.bio,
  role: members.role,
  trusted: members.trusted,
  suspendedAt: members.suspendedAt,
  suspensionReason: members.suspensionReason,
  webauthnUserId: members.webauthnUserId,
  createdAt: members.createdAt,
  authorId: forumAuthors.id,
}

function selectMembers(db: Database) {
  return db
    .select(memberColumns)
    .from(members)
    .innerJoin(forumAuthors, eq(forumAuthors.memberId, members.id))
}

export type Member = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number]

export async function memberById(db: Database, id: number): Promise<Member | null> {
  const [row] = await selectMembers(db).where(eq(members.id, id))
  return row ?? null
}

export async function memberByEmail(db: Database, email: string): Promise<Member | null> {
  const [row] = await selectMembers(db).where(eq(members.email, normaliseEmail(email)))
  return row ?? null
}

/** Creates a member with the forum author they write as. */
export async function createMember(
  db: Database,
  input: { email: string; displayName: string },
): Promise<Member> {
  const id = await db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        email: normaliseEmail(input.email),
        displayName: input.displayName,
        webauthnUserId: randomBytes(16).toString('base64url'),
      })
      .returning({ id: members.id })
    if (!member) throw new Error('insert returned no row')
    await tx.insert(forumAuthors).values({ memberId: member.id, firstName: input.displayName })
    return member.id
  })
  const member = await memberById(db, id)
  if (!member) throw new Error('new member not found')
  return member
}

/** Changes the profile; the forum shows the new name on every post at once. */
export async function updateProfile(
  db: Database,
  id: number,
  profile: { displayName: string; bio: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ displayName: profile.displayName, bio: profile.bio })
      .where(eq(members.id, id))
    await tx
      .update(forumAuthors)
      .set({ firstName: profile.displayName, lastName: null })
      .where(eq(forumAuthors.memberId, id))
  })
}

export async function setRole(db: Database, id: number, role: MemberRole): Promise<boolean> {
  const updated = await db
    .update(members)
    .set({ role })
    .where(eq(members.id, id))
    .returning({ id: members.id })
  return updated.length > 0
}

/**
 * Deletes the member, their passkeys and sessions. Their forum author row goes with them, so
 * their posts and comments stay in their threads as 'Anonymous'.
 */
export async function deleteMember(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(members).where(eq(members.id, id)).returning({ id: members.id })
  return deleted.length > 0
}

/** Everything stored about a member, for their data export. */
export async function exportMember(db: Database, id: number) {
  const member = await memberById(db, id)
  if (!member) return null
  const [keys, sessionRows, posts, comments] = await Promise.all([
    passkeysOf(db, id),
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.memberId, id))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        id: forumPosts.id,
        title: forumPosts.title,
        body: forumPosts.body,
        tags: forumPosts.tags,
        status: forumPosts.status,
        createdAt: forumPosts.createdAt,
      })
      .from(forumPosts)
      .where(eq(forumPosts.authorId, member.authorId))
      .orderBy(asc(forumPosts.id)),
    db
      .select({
        id: forumComments.id,
        postId: forumComments.postId,
        body: forumComments.body,
        createdAt: forumComments.createdAt,
      })
      .from(forumComments)
      .where(eq(forumComments.authorId, member.authorId))
      .orderBy(asc(forumComments.id)),
  ])
  return {
    profile: {
      email: member.email,
      displayName: member.displayName,
      bio: member.bio,
      role: member.role,
      createdAt: member.createdAt,
      suspendedAt: member.suspendedAt,
      suspensionReason: member.suspensionReason,
    },
    passkeys: keys.map(({ name, createdAt, lastUsedAt, deviceType, backedUp }) => ({
      name,
      createdAt,
      lastUsedAt,
      deviceType,
      backedUp,
    })),
    sessions: sessionRows,
    posts,
    comments,
  }
}

// -- sessions

export interface NewSession {
  token: string
  expiresAt: Date
}

export async function createSession(
  db: Database,
  memberId: number,
  now = new Date(),
): Promise<NewSession> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS)
  await db.insert(sessions).values({
    id: hashToken(token),
    memberId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  })
  return { token, expiresAt }
}

/**
 * The member a session token belongs to, or null when the session does not exist, has been
 * idle too long or has reached its absolute end (an ended session is deleted).
 */
export async function sessionMember(
  db: Database,
  token: string,
  now = new Date(),
): Promise<Member | null> {
  const id = hashToken(token)
  const [session] = await db
    .select({
      memberId: sessions.memberId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.id, id))
  if (!session) return null
  const idleSince = now.getTime() - session.lastSeenAt.getTime()
  if (session.expiresAt <= now || idleSince > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.id, id))
    return null
  }
  if (idleSince > SESSION_TOUCH_MS)
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id))
  return memberById(db, session.memberId)
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)))
}

/** Ends every session of a member ("sign out everywhere"); returns how many ended. */
export async function deleteMemberSessions(db: Database, memberId: number): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.memberId, memberId))
    .returning({ id: sessions.id })
  return deleted.length
}

export async function sessionCount(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), gt(sessions.expiresAt, new Date())))
  return row?.n ?? 0
}

// -- e-mail sign-in links

/** Records a one-time link for `email`; returns the token that goes into the link. */
export async function createEmailToken(
  db: Database,
  input: { email: string; displayName: string | null },
  now = new Date(),
): Promise<string> {
  const token = newToken()
  await db.insert(emailSignInTokens).values({
    id: hashToken(token),
    email: normaliseEmail(input.email),
    displayName: input.displayName,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS),
  })
  return token
}

/** Links asked for an address since `since` (the per-address limit counts these). */
export async function emailTokensSince(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailSignInTokens)
    .where(
      and(
        eq(emailSignInTokens.email, normaliseEmail(email)),
        gte(emailSignInTokens.createdAt, since),
      ),
    )
  return row?.n ?? 0
}

/** Uses a link once: its address and requested name, or null when unknown, used or expired. */
export async function consumeEmailToken(db: Database, token: string, now = new Date()) {
  const [row] = await db
    .update(emailSignInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailSignInTokens.id, hashToken(token)),
        isNull(emailSignInTokens.usedAt),
        gt(emailSignInTokens.expiresAt, now),
      ),
    )
    .returning({ email: emailSignInTokens.email, displayName: emailSignInTokens.displayName })
  return row ?? null
}

// -- WebAuthn challenges

export async function saveChallenge(
  db: Database,
  input: { challenge: string; purpose: AuthChallengePurpose; memberId: number | null },
  now = new Date(),
): Promise<string> {
  const id = newToken()
  // Expired challenges of anyone are cleared on the way, so the table stays small.
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, now))
  await db.insert(authChallenges).values({
    id,
    challenge: input.challenge,
    purpose: input.purpose,
    memberId: input.memberId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  })
  return id
}

/**
 * Takes a challenge out (it can be answered once, right or wrong). Null when unknown, already
 * answered, expired, or issued for another purpose or member.
 */
export async function takeChallenge(
  db: Database,
  id: string,
  purpose: AuthChallengePurpose,
  memberId: number | null,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db.delete(authChallenges).where(eq(authChallenges.id, id)).returning({
    challenge: authChallenges.challenge,
    purpose: authChallenges.purpose,
    memberId: authChallenges.memberId,
    expiresAt: authChallenges.expiresAt,
  })
  if (!row || row.purpose !== purpose || row.memberId !== memberId || row.expiresAt <= now)
    return null
  return row.challenge
}

// -- passkeys

const passkeyColumns = {
  id: passkeys.id,
  memberId: passkeys.memberId,
  publicKey: passkeys.publicKey,
  counter: passkeys.counter,
  transports: passkeys.transports,
  deviceType: passkeys.deviceType,
  backedUp: passkeys.backedUp,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
}

export async function passkeysOf(db: Database, memberId: number) {
  return db
    .select(passkeyColumns)
    .from(passkeys)
    .where(eq(passkeys.memberId, memberId))
    .orderBy(asc(passkeys.createdAt))
}

export async function passkeyById(db: Database, id: string) {
  const [row] = await db.select(passkeyColumns).from(passkeys).where(eq(passkeys.id, id))
  return row ?? null
}

export async function addPasskey(
  db: Database,
  input: {
    id: string
    memberId: number
    publicKey: Uint8Array
    counter: number
    transports: string[]
    deviceType: string
    backedUp: boolean
    name: string
  },
): Promise<void> {
  await db.insert(passkeys).values(input)
}

export async function recordPasskeyUse(
  db: Database,
  id: string,
  counter: number,
  now = new Date(),
): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id))
}

/** Removes one of the member's own passkeys; false when they have none with that id. */
export async function removePasskey(db: Database, memberId: number, id: string): Promise<boolean> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.memberId, memberId)))
    .returning({ id: passkeys.id })
  return deleted.length > 0
}

// -- mail outbox

export async function recordMail(
  db: Database,
  message: { to: string; subject: string; text: string },
): Promise<void> {
  await db.insert(mailOutbox).values(message)
}

/** Newest first; `to` narrows it to one address. */
export async function listMail(db: Database, limit: number, to?: string) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, normaliseEmail(to)) : sql`true`)
    .orderBy(desc(mailOutbox.id))
    .limit(limit)
}
