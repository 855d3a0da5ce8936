// The site as members use it, for the account, participation, moderation and attack suites: a
// fresh test database with the seed forum, the app with an admin token and the site's origin
// (so the CSRF guard and passkeys accept the test browser), an administrator's caller, and
// members signed in through the link mailed to them, read from the outbox as an admin would.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { members } from '../../db/schema/accounts.ts'
import { seedForum } from '../../seed/forum.ts'
import { createApp } from '../app.ts'
import { createContextInner, type AppDeps } from '../trpc/context.ts'
import { createCaller } from '../trpc/routers/_app.ts'
import { openTestDatabase, testDeps, type TestDatabase } from './app.ts'
import { browserClient, SITE_ORIGIN, type BrowserClient } from './browser-client.ts'
import { BUILD_TIMEOUT_MS, ensureBuiltClient } from './built-client.ts'

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789'
export const SESSION_COOKIE = '__Host-ipaml_session'

export interface MemberSite {
  db: TestDatabase
  deps: AppDeps
  app: ReturnType<typeof createApp>
  /** The typed API as an administrator (bearer token). */
  admin: () => ReturnType<typeof createCaller>
  /** A browser with no session yet. */
  browser: () => BrowserClient
  /** A browser signed in as a new member; `trusted` skips the first-posts review queue. */
  member: (
    email: string,
    options?: { displayName?: string; trusted?: boolean },
  ) => Promise<BrowserClient>
}

/**
 * Opens the site before the file's tests and closes it after them. Sign-in and posting limits
 * are off unless `env` sets them; `servePages` serves the production build's pages too.
 * The fields are there for the tests (not before the hooks ran).
 */
export function setUpMemberSite(
  options: { env?: Record<string, string>; servePages?: boolean } = {},
): MemberSite {
  const site = {} as MemberSite
  beforeAll(
    async () => {
      const clientDir = options.servePages ? await ensureBuiltClient() : undefined
      site.db = await openTestDatabase()
      await seedForum(site.db.db)
      site.deps = testDeps(site.db, {
        env: {
          ADMIN_TOKEN: TEST_ADMIN_TOKEN,
          PUBLIC_ORIGIN: SITE_ORIGIN,
          RATE_LIMIT_SIGN_IN: '0',
          RATE_LIMIT_CONTACT: '0',
          RATE_LIMIT_CONTACT_GLOBAL: '0',
          ...options.env,
        },
      })
      site.app = createApp(site.deps, clientDir ? { clientDir } : {})
    },
    options.servePages ? BUILD_TIMEOUT_MS : 60_000,
  )
  afterAll(async () => {
    await site.db?.dispose()
  })
  site.admin = () =>
    createCaller(createContextInner(site.deps, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }))
  site.browser = () => browserClient(site.app, SESSION_COOKIE)
  site.member = async (email, { displayName = email.split('@')[0], trusted = false } = {}) => {
    const client = site.browser()
    await client.mutate('account.requestEmailLink', { email, displayName })
    const [mail] = await site.admin().account.mailOutbox({ to: email, limit: 1 })
    await client.mutate('account.useEmailLink', { token: /#([\w-]+)/.exec(mail?.text ?? '')?.[1] })
    if (trusted)
      await site.db.db.update(members).set({ trusted: true }).where(eq(members.email, email))
    return client
  }
  return site
}
