import request from 'supertest'
import express from 'express'
import { describe, expect, it } from 'vitest'
import {
  callsProcedure,
  createLimiter,
  createWriteLimiter,
  SIGN_IN_PROCEDURES,
} from './rate-limit.ts'

function appWith(limiter: express.RequestHandler) {
  const app = express()
  app.set('trust proxy', 1)
  app.post('/submit', limiter, (_req, res) => {
    res.status(201).json({ ok: true })
  })
  return app
}

describe('rate limits', () => {
  it('answers 429 JSON with Retry-After and RateLimit headers past the per-IP limit', async () => {
    const app = appWith(createWriteLimiter(2, 100))
    const ip = '203.0.113.7'
    await request(app).post('/submit').set('x-forwarded-for', ip).expect(201)
    const second = await request(app).post('/submit').set('x-forwarded-for', ip).expect(201)
    expect(second.headers['ratelimit']).toBeDefined()
    const third = await request(app).post('/submit').set('x-forwarded-for', ip)
    expect(third.status).toBe(429)
    expect(third.headers['retry-after']).toMatch(/^\d+$/)
    expect(third.body.error.code).toBe('TOO_MANY_REQUESTS')
    // Another address is not affected by the first one's limit.
    await request(app).post('/submit').set('x-forwarded-for', '203.0.113.8').expect(201)
  })

  it('caps all clients together with the global limit', async () => {
    const app = appWith(createWriteLimiter(100, 2))
    await request(app).post('/submit').set('x-forwarded-for', '198.51.100.1').expect(201)
    await request(app).post('/submit').set('x-forwarded-for', '198.51.100.2').expect(201)
    const res = await request(app).post('/submit').set('x-forwarded-for', '198.51.100.3')
    expect(res.status).toBe(429)
  })

  it('names each policy in the RateLimit header, so stacked limits stay apart', async () => {
    const app = appWith(createWriteLimiter(3, 50))
    const res = await request(app).post('/submit').set('x-forwarded-for', '198.51.100.9')
    const header = String(res.headers['ratelimit'])
    expect(header).toContain('"write"; r=2')
    expect(header).toContain('"write-global"; r=49')
  })

  it('is switched off by a limit of 0', async () => {
    const app = appWith(createLimiter({ perMinute: 0 }))
    for (let i = 0; i < 5; i++) await request(app).post('/submit').expect(201)
  })

  it('recognises write procedures in single and batched tRPC paths', () => {
    expect(callsProcedure('/contact.submit')).toBe(true)
    expect(callsProcedure('/search.query,forum.createPost')).toBe(true)
    expect(callsProcedure('/search.query%2Ccontact.submit')).toBe(true)
    expect(callsProcedure('/search.query')).toBe(false)
    expect(callsProcedure('/account.passkeySignIn', SIGN_IN_PROCEDURES)).toBe(true)
    expect(callsProcedure('/account.me', SIGN_IN_PROCEDURES)).toBe(false)
    expect(callsProcedure('/%E0%A4%A', SIGN_IN_PROCEDURES)).toBe(false)
  })
})
