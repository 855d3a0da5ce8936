// HTTP behaviour of the app factory: health, readiness, the JSON error shape and the client
// fallback, driven with supertest without listening on a port.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createEmbeddedIndex } from './search/embedded.ts'
import type { SearchIndex } from './search/types.ts'
import { openTestDatabase, setUpTestDatabase, testApp } from './testing/app.ts'

const testDatabase = setUpTestDatabase()

function app(search?: SearchIndex, clientDir?: string) {
  return testApp(testDatabase(), { search, clientDir })
}

describe('health endpoints', () => {
  it('GET /healthz answers ok without touching storage', async () => {
    const res = await request(app()).get('/healthz')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok' })
  })

  it('GET /readyz is ready when database and search answer', async () => {
    const res = await request(app()).get('/readyz')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', search: 'ok', rateLimits: 'memory' },
    })
  })

  it('GET /readyz answers 503 when the search index cannot serve', async () => {
    const broken: SearchIndex = {
      ...createEmbeddedIndex(),
      health: () => Promise.reject(new Error('down')),
    }
    const res = await request(app(broken)).get('/readyz')
    expect(res.status).toBe(503)
    expect(res.body.checks).toEqual({
      database: 'ok',
      search: 'unavailable',
      rateLimits: 'memory',
    })
  })
})

describe('API errors', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await request(app()).get('/api/nothing-here')
    expect(res.status).toBe(404)
    expect(res.body.error).toEqual({
      code: 'NOT_FOUND',
      message: 'No API route GET /api/nothing-here',
    })
  })

  it('answers a known /api path with the wrong method with 405 and Allow', async () => {
    const res = await request(app()).delete('/api/search')
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
    expect(res.body.error).toEqual({
      code: 'METHOD_NOT_SUPPORTED',
      message: 'DELETE is not allowed on /api/search',
    })
  })

  it('answers malformed JSON with a JSON 400', async () => {
    const res = await request(app())
      .post('/api/nothing-here')
      .set('content-type', 'application/json')
      .send('{"name":')
    expect(res.status).toBe(400)
    expect(res.body.error).toEqual({ code: 'BAD_REQUEST', message: 'Malformed JSON body' })
  })

  it('answers an oversized JSON body with a JSON 413', async () => {
    const res = await request(app())
      .post('/api/nothing-here')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(20_000) }))
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('sends security headers and no X-Powered-By', async () => {
    const res = await request(app()).get('/healthz')
    expect(res.headers['x-powered-by']).toBeUndefined()
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("object-src 'none'")
  })
})

describe('client fallback', () => {
  it('serves index.html for client routes and allows its inline script by hash only', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ipaml-client-'))
    mkdirSync(path.join(dir, 'assets'))
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><script>document.documentElement.className="light"</script></head><body><div id="root"></div></body></html>',
    )
    const res = await request(app(undefined, dir)).get('/policy/joiners')
    expect(res.status).toBe(200)
    expect(res.text).toContain('<div id="root">')
    const csp = res.headers['content-security-policy'] as string
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    expect(csp).not.toContain("unsafe-inline';script")
  })
})

describe('storage outages', () => {
  it('answer 503 with Retry-After, while health stays 200', async () => {
    const down = await openTestDatabase()
    await down.dispose()
    const outage = testApp(down)
    expect((await request(outage).get('/healthz')).status).toBe(200)
    expect((await request(outage).get('/readyz')).status).toBe(503)
  })
})
