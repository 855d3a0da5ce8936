// Calls the typed API over HTTP the way the site's pages do from a browser: superjson bodies,
// the session cookie kept between calls, and the headers a browser adds to a same-origin
// request (or, with `crossSite`, to a request forged by another site).
import type express from 'express'
import request from 'supertest'
import superjson from 'superjson'

export interface CallResult {
  status: number
  /** The procedure's answer (superjson decoded) or the error body. */
  body: unknown
  setCookie: string[]
}

export interface BrowserClient {
  cookie: string | undefined
  query: (procedure: string, input?: unknown) => Promise<CallResult>
  mutate: (
    procedure: string,
    input?: unknown,
    options?: { crossSite?: boolean; headers?: Record<string, string> },
  ) => Promise<CallResult>
}

export const SITE_ORIGIN = 'http://localhost:3000'

/** A procedure's answer, or an error in the REST doors' shape ({error: {code, message}}). */
function decode(body: unknown): unknown {
  const { result, error } = body as {
    result?: { data?: unknown }
    error?: { json?: { message: string; data: { code: string } } }
  }
  if (result) return superjson.deserialize(result.data as never)
  if (error?.json) return { error: { code: error.json.data.code, message: error.json.message } }
  return body
}

export function browserClient(app: express.Express, cookieName: string): BrowserClient {
  const client: BrowserClient = {
    cookie: undefined,
    async query(procedure, input) {
      const q =
        input === undefined
          ? ''
          : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`
      const req = request(app).get(`/trpc/${procedure}${q}`).set('Sec-Fetch-Site', 'same-origin')
      if (client.cookie) req.set('Cookie', client.cookie)
      const res = await req
      return { status: res.status, body: decode(res.body), setCookie: [] }
    },
    async mutate(procedure, input, options = {}) {
      const req = request(app)
        .post(`/trpc/${procedure}`)
        .set('Content-Type', 'application/json')
        .set('Sec-Fetch-Site', options.crossSite ? 'cross-site' : 'same-origin')
        .set('Origin', options.crossSite ? 'https://attacker.example' : SITE_ORIGIN)
      for (const [name, value] of Object.entries(options.headers ?? {})) req.set(name, value)
      if (client.cookie) req.set('Cookie', client.cookie)
      const res = await req.send(JSON.stringify(superjson.serialize(input ?? null)))
      const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
      for (const line of setCookie) {
        const [pair = ''] = line.split(';')
        if (!pair.startsWith(`${cookieName}=`)) continue
        const value = pair.slice(cookieName.length + 1)
        client.cookie = value && !/Expires=Thu, 01 Jan 1970/i.test(line) ? pair : undefined
      }
      return { status: res.status, body: decode(res.body), setCookie }
    },
  }
  return client
}
