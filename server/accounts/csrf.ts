// Cross-site request forgery guard for state-changing requests
// (docs/decisions/019-accounts-sessions-and-csrf.md). A browser marks where a request comes from: Sec-Fetch-Site (every
// current browser) and Origin (every browser on a POST). A POST that carries the session
// cookie, or that signs someone in, must come from the site itself:
//   Sec-Fetch-Site present → it must be 'same-origin';
//   otherwise Origin present → it must be one of the site's origins;
//   neither → refused when it carries the session cookie (only browsers hold the cookie, and
//   every browser that holds it sends one of the two), allowed otherwise (curl, integrations).
// Refusals are 403 with the JSON error shape, before any procedure runs.
import type { RequestHandler } from 'express'
import { errorBody } from '../http-errors.ts'
import type { AccountConfig } from './config.ts'
import { readCookie } from './cookies.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type CrossSiteVerdict = 'same-site' | 'cross-site' | 'unknown'

/** Where a request comes from, as far as its headers tell. */
export function requestSource(
  headers: { secFetchSite?: string | undefined; origin?: string | undefined },
  allowedOrigins: readonly string[],
): CrossSiteVerdict {
  if (headers.secFetchSite)
    return headers.secFetchSite === 'same-origin' ? 'same-site' : 'cross-site'
  if (headers.origin) return allowedOrigins.includes(headers.origin) ? 'same-site' : 'cross-site'
  return 'unknown'
}

export function csrfGuard(
  config: Pick<AccountConfig, 'allowedOrigins' | 'cookie'>,
  /** Requests that need the check even without a session cookie (sign-in, sign-up). */
  alwaysChecked: (path: string) => boolean,
): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const hasSession = readCookie(req.get('cookie'), config.cookie.name) !== undefined
    if (!hasSession && !alwaysChecked(req.path)) return next()
    const source = requestSource(
      { secFetchSite: req.get('sec-fetch-site'), origin: req.get('origin') },
      config.allowedOrigins,
    )
    if (source === 'same-site' || (source === 'unknown' && !hasSession)) return next()
    res.status(403).json(errorBody('FORBIDDEN', 'This request must come from the site itself.'))
  }
}
