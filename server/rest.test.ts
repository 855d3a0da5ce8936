// The /api door table through supertest: admin doors are gated and vanish without a token,
// writes take JSON only, and docs/api.md lists every door. Each door's own answers are tested
// with its domain (contact-rest, search-rest, routers/forum).
import { readFileSync } from 'node:fs'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { restRoutes, type RestRoute } from './rest.ts'
import { setUpTestDatabase, testApp } from './testing/app.ts'

const ADMIN_TOKEN = 'door-test-admin-token-0123456789'
const testDatabase = setUpTestDatabase()

function app(adminToken?: string) {
  const env = {
    RATE_LIMIT_CONTACT: '0',
    RATE_LIMIT_API: '0',
    ...(adminToken ? { ADMIN_TOKEN: adminToken } : {}),
  }
  return testApp(testDatabase(), { env })
}

/** A concrete URL for a table path: parameters get a value the door accepts. */
const urlOf = (route: RestRoute) => `/api${route.path.replace(/:\w+/g, '1')}`

describe('admin doors', () => {
  it('answer 401 without the token, and only they do', async () => {
    const configured = app(ADMIN_TOKEN)
    for (const route of restRoutes) {
      const res = await request(configured)[route.method](urlOf(route)).send({})
      if (route.admin) {
        expect(res.status, route.path).toBe(401)
        expect(res.body.error.code).toBe('UNAUTHORIZED')
      } else {
        expect(res.status, route.path).not.toBe(401)
      }
    }
  })

  it('do not exist without a configured token: 404 for every method, not 405', async () => {
    const unconfigured = app()
    for (const route of restRoutes.filter((r) => r.admin)) {
      for (const method of ['get', 'post', 'put', 'delete'] as const) {
        const agent = request(unconfigured)
        const res = await agent[method](urlOf(route)).set('authorization', `Bearer ${ADMIN_TOKEN}`)
        expect(res.status, `${method} ${route.path}`).toBe(404)
        expect(res.headers.allow).toBeUndefined()
      }
    }
  })

  it('check the token before the input: POST /api/forum/posts/abc/approve', async () => {
    const url = '/api/forum/posts/abc/approve'
    expect((await request(app()).post(url)).status).toBe(404)
    expect((await request(app(ADMIN_TOKEN)).post(url)).status).toBe(401)
    const authorised = await request(app(ADMIN_TOKEN))
      .post(url)
      .set('authorization', `bearer ${ADMIN_TOKEN}`)
    expect(authorised.status).toBe(400)
    expect(authorised.body.error.code).toBe('BAD_REQUEST')
  })
})

describe('write doors', () => {
  it.each(restRoutes.filter((r) => r.method === 'post' && !r.admin).map((r) => r.path))(
    'POST /api%s answers 415 for a body that is not JSON',
    async (path) => {
      const res = await request(app()).post(`/api${path}`).type('form').send('name=Ada')
      expect(res.status).toBe(415)
      expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    },
  )
})

describe('docs/api.md', () => {
  const docs = readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8')

  it.each(restRoutes.map((r) => [`${r.method.toUpperCase()} /api${r.path}`, r.procedure]))(
    'lists %s with its procedure %s',
    (door, procedure) => {
      const row = docs.split('\n').find((line) => line.includes(`\`${door}\``))
      expect(row, door).toBeDefined()
      expect(row).toContain(`\`${procedure}\``)
    },
  )
})
