// Reading and writing the session cookie. The cookie carries a random token; the database
// keeps only its hash (server/stores/accounts.ts).
import type { Request, Response } from 'express'
import type { AccountConfig } from './config.ts'

/** The value of cookie `name` in a Cookie header, if present (first one wins). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim()
    return /^[\w-]{20,100}$/.test(value) ? value : undefined
  }
  return undefined
}

export function sessionTokenOf(req: Request, cookie: AccountConfig['cookie']): string | undefined {
  return readCookie(req.get('cookie'), cookie.name)
}

/** Sets (token and expiry) or clears (null) the session cookie on a response. */
export function writeSessionCookie(
  res: Response,
  cookie: AccountConfig['cookie'],
  session: { token: string; expiresAt: Date } | null,
): void {
  const options = {
    httpOnly: true,
    secure: cookie.secure,
    sameSite: 'lax' as const,
    path: '/',
  }
  if (session) res.cookie(cookie.name, session.token, { ...options, expires: session.expiresAt })
  else res.clearCookie(cookie.name, options)
}
