// serveClient with a prerender manifest but no server bundle: prerendered pages (200), and the
// prerendered 404 page with status 404 for anything else, including data-backed routes, which
// cannot be rendered without the bundle.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageKey, type PrerenderManifest } from './prerendered.ts'
import { openTestDatabase, testApp, type TestDatabase } from './testing/app.ts'

const manifest: PrerenderManifest = {
  routes: ['/', '/policy/:type?', '/forum/post/:id'],
  pages: { '/': 'home.html', '/policy': 'policy.html', '/policy/a & b': 'a-b.html' },
  notFound: '404.html',
}

describe('pageKey', () => {
  it('drops query, hash and trailing slash and decodes the path', () => {
    expect(pageKey('/policy/?x=1#top')).toBe('/policy')
    expect(pageKey('/policy/a%20&%20b')).toBe('/policy/a & b')
    expect(pageKey('/')).toBe('/')
    expect(pageKey('/bad%E0%A4%A')).toBe('/bad%E0%A4%A')
  })
})

describe('serveClient with prerendered pages', () => {
  let db: TestDatabase
  let dir: string
  beforeAll(async () => {
    db = await openTestDatabase()
    const root = mkdtempSync(path.join(tmpdir(), 'ipaml-prerender-'))
    dir = path.join(root, 'client')
    const pages = path.join(root, 'prerender', 'pages')
    mkdirSync(path.join(dir, 'assets'), { recursive: true })
    mkdirSync(pages, { recursive: true })
    writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>shell')
    writeFileSync(path.join(pages, 'home.html'), '<h1>Home</h1>')
    writeFileSync(path.join(pages, 'policy.html'), '<h1>Policy Management</h1>')
    writeFileSync(path.join(pages, 'a-b.html'), '<h1>A and B</h1>')
    writeFileSync(path.join(pages, '404.html'), '<h1>404 Page Not Found</h1>')
    writeFileSync(path.join(root, 'prerender', 'manifest.json'), JSON.stringify(manifest))
  }, 60_000)
  afterAll(async () => {
    await db?.dispose()
  })

  const app = () => testApp(db, { clientDir: dir })

  it('sends each kind of answer with its status', async () => {
    const policy = await request(app()).get('/policy')
    expect(policy.status).toBe(200)
    expect(policy.text).toContain('Policy Management')
    expect(policy.headers['cache-control']).toBe('no-cache')
    expect((await request(app()).get('/policy/a%20&%20b')).text).toContain('A and B')
    const unrendered = await request(app()).get('/forum/post/12')
    expect(unrendered.status).toBe(404)
    expect(unrendered.text).toContain('404 Page Not Found')
    const missing = await request(app()).get('/no/such/page')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('404 Page Not Found')
    expect((await request(app()).get('/api/nothing')).headers['content-type']).toMatch(/json/)
  })
})
