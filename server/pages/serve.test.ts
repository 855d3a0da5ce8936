// Page answers on the production build: every kind of entity answers 404 when unknown, every
// variant of an address 301s to the canonical one before any HTML, forum pages carry their
// data, and the sitemap and feed come from the database.
import express from 'express'
import request from 'supertest'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedForum } from '../../seed/forum.ts'
import { VISITOR_STATE_FRESH_MS } from '../../src/lib/forum-queries.ts'
import { readManifest } from '../prerendered.ts'
import { openTestDatabase, testApp, testDeps, type TestDatabase } from '../testing/app.ts'
import { BUILD_TIMEOUT_MS, ensureBuiltClient } from '../testing/built-client.ts'
import { createCaller } from '../trpc/routers/_app.ts'
import { accountServices, createContextInner, type AppDeps } from '../trpc/context.ts'
import type { PageRenderer } from './renderer.ts'
import { createPageServer, RENDER_REUSE_MS } from './serve.ts'

const ADMIN_TOKEN = 'pages-admin-token-0123456789'
let db: TestDatabase
let deps: AppDeps
let app: ReturnType<typeof testApp>
let clientDir: string

beforeAll(async () => {
  clientDir = await ensureBuiltClient()
  db = await openTestDatabase()
  await seedForum(db.db)
  const env = { ADMIN_TOKEN, RATE_LIMIT_CONTACT: '0', RATE_LIMIT_API: '0' }
  deps = testDeps(db, { env })
  app = testApp(db, { env, clientDir, search: deps.search })
}, BUILD_TIMEOUT_MS)
afterAll(async () => {
  await db?.dispose()
})

const get = (path: string) => request(app).get(path)
const caller = () =>
  createCaller(createContextInner(deps, { authorization: `Bearer ${ADMIN_TOKEN}` }))
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]

describe('unknown entities', () => {
  it.each([
    ['policy', '/policy/no-such-policy'],
    ['strategic section', '/strategic/no-such-section'],
    ['tactical section', '/tactical/no-such-section'],
    ['operations service', '/operations/no-such-service'],
    ['directory service', '/directory/no-such-service'],
    ['control component', '/controls/no-such-component'],
    ['asset management resource', '/asset-management/no-such-resource'],
    ['course', '/training/no-such-course'],
    ['introduction page', '/introduction/no-such-page'],
    ['forum category', '/forum/category/no-such-category'],
    ['forum post', '/forum/post/999999'],
    ['forum post (not a number)', '/forum/post/abc'],
    ['forum member', '/forum/members/no-such-member'],
    ['forum member (no such id)', '/forum/members/999999'],
    ['forum tag', '/forum/tags/no-such-tag'],
    ['page past the last of a category', '/forum/category/best-practices?page=50'],
    ['page past the last of a tag', '/forum/tags/pam?page=50'],
    ['page past the last of a member', '/forum/members/1?page=50'],
    ['path', '/no/such/page'],
  ])('an unknown %s answers 404 with the 404 page', async (_kind, path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(response.text).toContain('404 Page Not Found')
    expect(response.text).toContain('data-status-page="not-found"')
  })

  it('a pending (unpublished) post answers 404 until it is approved, then 200', async () => {
    const created = await caller().forum.createPost({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      category: 'best-practices',
      title: 'Do access reviews pay for themselves?',
      body: 'We run quarterly reviews and want to show what they achieve beyond compliance.',
      tags: 'access-reviews',
      website: '',
      startedAt: Date.now() - 10_000,
    })
    expect((await get(`/forum/post/${created.id}`)).status).toBe(404)
    await caller().forum.approvePost({ id: created.id })
    const post = await get(`/forum/post/${created.id}`)
    expect(post.status).toBe(200)
    expect(post.text).toContain('Do access reviews pay for themselves?')
    // The next request to /forum lists it: nothing is cached.
    expect((await get('/forum')).text).toContain('Do access reviews pay for themselves?')
  })
})

describe('rendering from data', () => {
  it('sends the same rendering again while its data is unchanged, and renders anew when not', async () => {
    const prerenderDir = path.join(clientDir, '..', 'prerender')
    const manifest = readManifest(prerenderDir)!
    const renders: string[] = []
    const renderer: PageRenderer = {
      siteUrl: 'https://ipaml.example',
      render: async ({ url, statusPage }) => {
        renders.push(`${statusPage ?? 'page'} ${url}`)
        return `<html><body>rendering ${renders.length}</body></html>`
      },
    }
    const pages = createPageServer(deps, {
      clientDir,
      prerenderDir,
      manifest,
      renderer: Promise.resolve(renderer),
    })
    const site = express().get('/{*splat}', pages.page)
    await vi.waitFor(() => expect(pages.status()).toBe('ok'))
    renders.length = 0

    const first = await request(site).get('/forum/tags')
    const again = await request(site).get('/forum/tags')
    expect(first.status).toBe(200)
    expect(again.text).toBe(first.text)
    expect(renders).toEqual(['page /forum/tags'])

    // Another address is its own rendering.
    await request(site).get('/forum/members')
    expect(renders).toEqual(['page /forum/tags', 'page /forum/members'])

    // New data: a post with a new tag is approved, so the tag list changes.
    const created = await caller().forum.createPost({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'best-practices',
      title: 'Who owns the entitlement catalogue?',
      body: 'Application owners, IAM team or the business: how do you split the work?',
      tags: 'catalogue-ownership',
      website: '',
      startedAt: Date.now() - 10_000,
    })
    await caller().forum.approvePost({ id: created.id })
    const changed = await request(site).get('/forum/tags')
    expect(changed.text).not.toBe(first.text)
    expect(renders.at(-1)).toBe('page /forum/tags')
    expect(renders).toHaveLength(3)

    // A rendering older than RENDER_REUSE_MS is not reused (its relative times have aged).
    vi.useFakeTimers({ now: Date.now() + RENDER_REUSE_MS + 1, toFake: ['Date'] })
    try {
      await request(site).get('/forum/tags')
    } finally {
      vi.useRealTimers()
    }
    expect(renders).toHaveLength(4)
  })
})

describe("the visitor's own state", () => {
  const accountBar = (html: string) =>
    /<nav[^>]*aria-label="Your account"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? ''
  const queryState = (html: string) =>
    /<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(html)?.[1] ?? ''

  it('is rendered signed out for a visitor without a session cookie: the ways in, no fetch after', async () => {
    const [post] = await caller().forum.recent({ limit: 1 })
    for (const path of ['/forum', `/forum/post/${post!.id}`]) {
      const { text } = await get(path)
      expect(accountBar(text), path).toContain('Sign in')
      expect(accountBar(text), path).toContain('Join')
      expect(queryState(text), path).toContain('[\\"account\\",\\"me\\"]')
    }
    const { text } = await get(`/forum/post/${post!.id}`)
    expect(queryState(text)).toContain('[\\"topics\\",\\"viewer\\"]')
  })

  it('is taken as current for longer than the server reuses the page it was rendered into', () => {
    // Else a page sent again from the server's cache would ask for it as it hydrates.
    expect(VISITOR_STATE_FRESH_MS).toBeGreaterThan(RENDER_REUSE_MS)
  })

  it('is left to the browser for a visitor with a session cookie, so no page holds a member', async () => {
    const [post] = await caller().forum.recent({ limit: 1 })
    const cookie = `${accountServices(deps).config.cookie.name}=${'s'.repeat(43)}`
    for (const path of ['/forum', `/forum/post/${post!.id}`]) {
      const { text, status } = await get(path).set('Cookie', cookie)
      expect(status, path).toBe(200)
      expect(accountBar(text), path).toBe('')
      expect(queryState(text), path).not.toContain('\\"me\\"')
      expect(queryState(text), path).not.toContain('\\"viewer\\"')
    }
  })
})

describe('canonical addresses', () => {
  it.each([
    ['/policy/JOINERS', '/policy/joiners'],
    ['/policy/Name%2FLastname%2FInitials%2FDisplay', '/policy/name-lastname-initials-display'],
    ['/policy/joiners/', '/policy/joiners'],
    ['/training/CIAMP', '/training/ciamp'],
    ['/strategic/risk%20management', '/strategic/risk-management'],
    ['/Strategic/Data%20Model', '/strategic/data-model'],
    ['/introduction/Courses', '/introduction/courses'],
    ['/consultancy', '/introduction/consultancy'],
    ['/contact', '/#contact'],
    ['/Forum', '/forum'],
    ['/forum/', '/forum'],
    ['/Forum/Post/1', '/forum/post/1'],
    ['/forum/post/007', '/forum/post/7'],
    ['/forum/category/BEST-PRACTICES', '/forum/category/best-practices'],
    ['/forum/tags/PAM', '/forum/tags/pam'],
    ['/forum/members/01', '/forum/members/1'],
    // A path opening with several slashes or a backslash stays on this site: a Location of
    // "//evil.example" would send the browser to that host.
    ['//evil.example/', '/evil.example'],
    ['///evil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['//evil.example/policy/', '/evil.example/policy'],
    ['//policy/joiners/', '/policy/joiners'],
  ])('%s answers 301 to its canonical address', async (from, to) => {
    const response = await get(from)
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe(to)
    expect(response.text).not.toContain('<html')
  })

  it.each(['/policy/joiners', '/training/ciamp', '/forum', '/forum/post/1', '/forum/tags/pam'])(
    '%s names itself as canonical',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(canonicalOf(response.text)).toBe(`https://ipaml.example${path}`)
    },
  )
})

describe('forum pages rendered per request', () => {
  it('carry their data, the query cache, route preloads and the feed link', async () => {
    const [first] = await caller().forum.recent({ limit: 1 })
    const forum = await get('/forum')
    expect(forum.status).toBe(200)
    expect(forum.text).toContain(first!.title)
    expect(forum.text).toMatch(/<script type="application\/json" id="query-state">\{"json"/)
    expect(forum.text).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/forum-home-/,
    )
    expect(forum.text).toContain('<link rel="alternate" type="application/atom+xml"')
    expect(forum.headers['cache-control']).toBe('no-cache')
    expect(forum.headers.etag).toBeTruthy()
  })

  it("a member's page carries their name and the discussions they started", async () => {
    const [member] = await caller().forum.members()
    const page = await get(`/forum/members/${member!.id}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`${member!.firstName} ${member!.lastName}`)
    const profile = await caller().forum.member({ id: member!.id, page: 1 })
    expect(profile!.posts.items.length).toBeGreaterThan(0)
    expect(page.text).toContain(profile!.posts.items[0]!.title)
  })

  it('a post carries its DiscussionForumPosting JSON-LD', async () => {
    const post = await get('/forum/post/1')
    const blocks = [
      ...post.text.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ]
    const types = blocks.map((block) => (JSON.parse(block[1]!) as { '@type': string })['@type'])
    expect(types).toContain('DiscussionForumPosting')
  })

  it('prerendered pages also list their route chunks and revalidate with an ETag', async () => {
    const policy = await get('/policy/joiners')
    expect(policy.text).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/policy-/,
    )
    // The app the entry starts once the page has painted, on every page, the 404 page included.
    expect(policy.text).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/start-/)
    expect((await get('/no-such-page')).text).toMatch(
      /<link rel="modulepreload"[^>]* href="\/assets\/start-/,
    )
    const again = await get('/policy/joiners').set('If-None-Match', policy.headers.etag!)
    expect(again.status).toBe(304)
  })

  // Their chunks are listed under generated keys in the Vite manifest (another lazy chunk
  // imports from them), so only route-chunks.json says which file holds them.
  it.each([
    ['/', 'home'],
    ['/maturity-assessment', 'maturity-assessment'],
  ])('%s lists its route chunk too', async (path, chunk) => {
    expect((await get(path)).text).toMatch(
      new RegExp(`<link rel="modulepreload"[^>]* href="/assets/${chunk}-[\\w-]+\\.js"`),
    )
  })
})

describe('styles in the head', () => {
  it.each(['/policy/joiners', '/forum', '/no-such-page'])(
    '%s declares the layer order before any layered rule, in tags Emotion leaves in place',
    async (path) => {
      const { text } = await get(path)
      const head = text.slice(0, text.indexOf('</head>'))
      // A layer a rule names before the order statement would rank lowest of all.
      const order = head.indexOf('@layer reset,base,tokens,recipes;')
      expect(order).toBeGreaterThan(-1)
      expect(head.indexOf('@layer')).toBe(order)
      expect(head.indexOf('<style data-page-styles="')).toBeGreaterThan(order)
      // Emotion re-appends tags it recognises when it starts, restyling the whole page.
      expect(head).not.toContain('data-emotion')
    },
  )
})

describe('built scripts', () => {
  const script = () =>
    readdirSync(path.join(clientDir, 'assets')).find((name) => /^start-.*\.js$/.test(name))!
  const sizeOf = (file: string) => statSync(path.join(clientDir, 'assets', file)).size

  it.each([
    ['Brotli when accepted', 'gzip, deflate, br', 'br', '.br'],
    ['else gzip', 'gzip, deflate', 'gzip', '.gz'],
    ['else as they are', 'identity', undefined, ''],
  ])('are sent as the build compressed them: %s', async (_case, accept, encoding, suffix) => {
    const file = script()
    // The client decodes the body; the length on the wire is the build's file's.
    const response = await request(app).get(`/assets/${file}`).set('Accept-Encoding', accept)
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe(encoding)
    expect(Number(response.headers['content-length'])).toBe(sizeOf(file + suffix))
    expect(response.text).toBe(readFileSync(path.join(clientDir, 'assets', file), 'utf8'))
    expect(response.headers['cache-control']).toContain('immutable')
    expect(response.headers.vary).toContain('Accept-Encoding')
  })
})

describe('sitemap and feed', () => {
  it('the sitemap lists the forum categories and published posts with lastmod', async () => {
    const sitemap = await get('/sitemap.xml')
    expect(sitemap.status).toBe(200)
    expect(sitemap.text).toContain('<loc>https://ipaml.example/policy/joiners</loc>')
    expect(sitemap.text).toMatch(
      /<loc>https:\/\/ipaml\.example\/forum\/category\/best-practices<\/loc><lastmod>\d{4}-/,
    )
    expect(sitemap.text).toMatch(/<loc>https:\/\/ipaml\.example\/forum\/post\/1<\/loc><lastmod>/)
  })

  it('the Atom feed lists the newest published posts', async () => {
    const [first] = await caller().forum.recent({ limit: 1 })
    const feed = await get('/forum/feed.xml')
    expect(feed.status).toBe(200)
    expect(feed.headers['content-type']).toMatch(/application\/atom\+xml/)
    expect(feed.text).toContain('<feed xmlns="http://www.w3.org/2005/Atom">')
    expect(feed.text).toContain(`<id>https://ipaml.example/forum/post/${first!.id}</id>`)
  })
})

describe('readiness', () => {
  it('/readyz names the page renderer, ready once it is loaded and warm', async () => {
    const res = await request(app).get('/readyz')
    expect(res.status).toBe(200)
    expect(res.body.checks.pages).toBe('ok')
  })

  it('pages are loading until the renderer has loaded and rendered once, or unavailable', async () => {
    const clientDir = await ensureBuiltClient()
    const prerenderDir = path.join(clientDir, '..', 'prerender')
    const manifest = readManifest(prerenderDir)!
    const rendered: string[] = []
    let load: (renderer: PageRenderer) => void = () => {}
    const renderer = new Promise<PageRenderer>((resolve) => (load = resolve))
    const pages = createPageServer(deps, { clientDir, prerenderDir, manifest, renderer })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(pages.status()).toBe('loading')
    load({
      siteUrl: 'https://ipaml.example',
      render: async ({ url, statusPage }) => {
        rendered.push(`${statusPage} ${url}`)
        return '<html></html>'
      },
    })
    await vi.waitFor(() => expect(pages.status()).toBe('ok'))
    expect(rendered).toEqual(['not-found /'])

    const broken = createPageServer(deps, {
      clientDir,
      prerenderDir,
      manifest,
      renderer: Promise.reject(new Error('no server bundle')),
    })
    await vi.waitFor(() => expect(broken.status()).toBe('unavailable'))
  })
})
