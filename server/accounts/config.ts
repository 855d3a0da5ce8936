// Where accounts live on the web: the site's public origin (state-changing requests must come
// from it, passkeys are bound to it, e-mailed links point at it), the WebAuthn relying-party
// id, and the session cookie's name and attributes.
import type { Env } from '../env.ts'

/** Vite's dev server proxies the API; its pages are a second origin in development only. */
const VITE_DEV_ORIGIN = 'http://localhost:5173'

export interface AccountConfig {
  /** The origin e-mailed links point at. */
  origin: string
  /** Origins a browser request or a passkey answer may come from. */
  allowedOrigins: string[]
  rpId: string
  rpName: string
  cookie: { name: string; secure: boolean }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The session cookie is `__Host-ipaml_session`: Secure, Path=/, no Domain, so no sibling
 * domain or plain-http page can set or shadow it. Browsers accept Secure cookies over https and
 * on loopback hosts (localhost, 127.0.0.1) only; a site served over plain http on another
 * host (a LAN test machine) would lose every sign-in, so there alone the cookie is
 * `ipaml_session` without Secure.
 */
export function sessionCookieFor(origin: string): AccountConfig['cookie'] {
  const url = new URL(origin)
  const secure = url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname)
  return secure
    ? { name: '__Host-ipaml_session', secure: true }
    : { name: 'ipaml_session', secure: false }
}

export function accountConfig(env: Env): AccountConfig {
  const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`
  const allowedOrigins = env.NODE_ENV === 'development' ? [origin, VITE_DEV_ORIGIN] : [origin]
  return {
    origin,
    allowedOrigins,
    rpId: env.WEBAUTHN_RP_ID ?? new URL(origin).hostname,
    rpName: 'IPAML community',
    cookie: sessionCookieFor(origin),
  }
}
