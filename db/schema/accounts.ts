// Member accounts: the people who sign in to take part in the forum, their passkeys, their
// sessions, one-time e-mail sign-in links, the WebAuthn challenges in flight, and the mail
// outbox that holds messages when no SMTP transport is configured. Secrets (session tokens,
// e-mail link tokens) are stored only as SHA-256 hashes.
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** 'moderator' is granted by an administrator; every member starts as 'member'. */
export const MEMBER_ROLES = ['member', 'moderator'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // Both drivers hand back a Buffer (a Uint8Array subclass); keep a plain Uint8Array.
  fromDriver: (value) => new Uint8Array(value),
})

export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  /** Lower-cased; unique. Never shown to other members. */
  email: text('email').notNull().unique(),
  displayName: text('display_name').notNull(),
  bio: text('bio').notNull().default(''),
  role: text('role').$type<MemberRole>().notNull().default('member'),
  /** Set once a moderator approved a post of theirs: later posts publish at once. */
  trusted: boolean('trusted').notNull().default(false),
  /** While set, the member cannot post, react, flag or edit; the reason is shown to them. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  /** WebAuthn user handle: random bytes (base64url), never the id or the e-mail. */
  webauthnUserId: text('webauthn_user_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id (base64url), as the authenticator reports it. */
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    publicKey: bytea('public_key').notNull(),
    /** Signature counter; a response with a lower one than stored is refused (cloned key). */
    counter: integer('counter').notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_member_idx').on(table.memberId)],
)

export const AUTH_CHALLENGE_PURPOSES = ['sign-in', 'add-passkey'] as const
export type AuthChallengePurpose = (typeof AUTH_CHALLENGE_PURPOSES)[number]

/**
 * A WebAuthn challenge handed to a browser: single use (deleted when answered, right or
 * wrong), expiring, and bound to what it was issued for (a sign-in, or a member adding a
 * passkey).
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    /** Random id the browser sends back with its answer. */
    id: text('id').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').$type<AuthChallengePurpose>().notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_challenges_expires_idx').on(table.expiresAt)],
)

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token (hex): a database leak yields no usable session. */
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
)

export const emailSignInTokens = pgTable(
  'email_sign_in_tokens',
  {
    /** SHA-256 of the link's token (hex). */
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** The name a sign-up asked for; used when the link creates the account. */
    displayName: text('display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_sign_in_tokens_email_idx').on(table.email, table.createdAt)],
)

/** Mail the site sent while no SMTP transport was configured; administrators read it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to, table.createdAt)],
)
