// tRPC context. `createContextInner` builds it without HTTP (tests, REST adapters); the
// Express adapter adds what it knows about the request.
import type { Request, Response } from 'express'
import type { DbHandle } from '../../db/client.ts'
import { accountConfig, type AccountConfig } from '../accounts/config.ts'
import { readCookie, writeSessionCookie } from '../accounts/cookies.ts'
import { createMailer, type SendMail } from '../accounts/mailer.ts'
import type { NewSession } from '../stores/accounts.ts'
import type { Env } from '../env.ts'
import type { Logger } from '../logger.ts'
import type { SearchInsights } from '../search/insights/recorder.ts'
import type { RateLimitStores } from '../rate-limit-store.ts'
import type { Indexing } from '../indexing/start.ts'
import type { SearchIndex } from '../search/types.ts'

/** Long-lived services the app is built from. */
export interface AppDeps {
  env: Env
  logger: Logger
  db: DbHandle
  search: SearchIndex
  /** Counts answered searches for the content team; omitted where nothing should be counted. */
  insights?: SearchInsights
  /** Where rate-limit counters live; per-process memory when omitted. */
  rateLimitStores?: RateLimitStores
  /** Live indexing (outbox follower and dispatcher), reported by /readyz when running. */
  indexing?: Pick<Indexing, 'status'>
  /** Where outgoing mail goes; from SMTP_URL (or the mail outbox) when omitted. */
  sendMail?: SendMail
}

/** What procedures may know about the caller. */
export interface RequestInfo {
  ip: string
  userAgent: string
  authorization: string | undefined
  /** The session cookie's token, if the request carries one. */
  sessionToken: string | undefined
}

export interface AccountServices {
  config: AccountConfig
  sendMail: SendMail
}

export interface Context extends AppDeps {
  request: RequestInfo
  accounts: AccountServices
  /** Sets (sign-in) or clears (sign-out) the session cookie; a no-op without an HTTP response. */
  writeSession: (session: NewSession | null) => void
}

const anonymous: RequestInfo = {
  ip: '127.0.0.1',
  userAgent: '',
  authorization: undefined,
  sessionToken: undefined,
}

const servicesOf = new WeakMap<AppDeps, AccountServices>()

/** The account configuration and mailer of an app, built once per set of deps. */
export function accountServices(deps: AppDeps): AccountServices {
  let services = servicesOf.get(deps)
  if (!services) {
    services = {
      config: accountConfig(deps.env),
      sendMail: deps.sendMail ?? createMailer(deps.env, deps.logger),
    }
    servicesOf.set(deps, services)
  }
  return services
}

export function createContextInner(
  deps: AppDeps,
  request: Partial<RequestInfo> = {},
  response?: Response,
): Context {
  const accounts = accountServices(deps)
  return {
    ...deps,
    request: { ...anonymous, ...request },
    accounts,
    writeSession: (session) => {
      if (response) writeSessionCookie(response, accounts.config.cookie, session)
    },
  }
}

/**
 * What a procedure may know about an HTTP request. The session is read only when the cookie's
 * name is given: the typed API's door does; pages render for everyone alike and the REST doors
 * answer to bearer tokens, so they do not.
 */
export function requestInfo(req: Request, sessionCookieName?: string): RequestInfo {
  return {
    ip: req.ip ?? anonymous.ip,
    userAgent: req.get('user-agent') ?? '',
    authorization: req.get('authorization'),
    sessionToken: sessionCookieName ? readCookie(req.get('cookie'), sessionCookieName) : undefined,
  }
}
