// The prerender step (scripts/prerender.ts sets production mode first). After `vite build`
// (client) and `vite build --ssr` (server entry) it renders every route to static HTML into dist/prerender and writes sitemap.xml and robots.txt into
// dist/client. Pages are found from the route table (static routes, parameter routes without
// their optional parameter, pageEntries) and then by following every internal link of every
// rendered page, so parameter pages listed by their content lists are found without a route
// list to keep up to date. See docs/decisions/005-prerendering.md.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  MANIFEST_FILE,
  matchesRoute,
  pageKey,
  sitemapKeys,
  type PrerenderManifest,
} from '../../server/prerendered.ts'
import {
  appendToHead,
  emptyThemeScript,
  executableInlineScripts,
  fillTemplate,
  internalLinks,
  splitHoisted,
} from './html.ts'
import { robotsTxt, sitemapXml } from './site-files.ts'

const root = path.resolve(import.meta.dirname, '../..')
const clientDir = path.join(root, 'dist/client')
const outDir = path.join(root, 'dist/prerender')
const NOT_FOUND_PROBE = '/__prerender-not-found__'

interface ServerEntry {
  renderPage: (url: string) => Promise<string>
  routePatterns: string[]
  pagePaths: string[]
  siteConfig: { url: string }
  organizationJsonLd: () => Record<string, unknown>
  jsonLdText: (data: Record<string, unknown>) => string
}

const entry = (await import(
  pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href
)) as ServerEntry

// The shell may already carry the Organization from an earlier run of this step.
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8').replace(
  /<script type="application\/ld\+json">[^<]*<\/script>/,
  '',
)
const allowedScripts = new Set(executableInlineScripts(template))
const organization = `<script type="application/ld+json">${entry.jsonLdText(entry.organizationJsonLd())}</script>`

const isKnownRoute = (p: string) => matchesRoute(entry.routePatterns, p)

function seeds(): string[] {
  const fromRoutes = entry.routePatterns
    .map((pattern) => pattern.replace(/\/:[^/]+\?$/, ''))
    .filter((p) => !p.includes(':'))
  return [...new Set(['/', ...fromRoutes, ...entry.pagePaths].map((p) => p || '/'))]
}

async function renderDocument(url: string): Promise<{ html: string; title: string; body: string }> {
  const page = splitHoisted(await entry.renderPage(url))
  const body = emptyThemeScript(page.body)
  const stray = executableInlineScripts(body).filter((code) => !allowedScripts.has(code))
  if (stray.length > 0)
    throw new Error(`${url}: inline <script> the CSP does not allow: ${stray[0]?.slice(0, 80)}`)
  const html = appendToHead(fillTemplate(template, { head: page.head, body }), organization)
  const title = /<title>([^<]*)<\/title>/.exec(page.head)?.[1] ?? ''
  return { html, title, body }
}

function fileName(key: string, index: number): string {
  const readable =
    key
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'index'
  return `${String(index).padStart(3, '0')}-${readable}.html`
}

// Redirect pages (<Navigate>) warn that they do nothing on the server: expected, they are left
// to the client.
const warn = console.warn
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('<Navigate> must not be used')) return
  warn(...args)
}

const started = Date.now()
rmSync(outDir, { recursive: true, force: true })
mkdirSync(path.join(outDir, 'pages'), { recursive: true })

const manifest: PrerenderManifest = {
  routes: entry.routePatterns,
  pages: {},
  notFound: '404.html',
  noindex: [],
}
const notFound = await renderDocument(NOT_FOUND_PROBE)
writeFileSync(path.join(outDir, 'pages', manifest.notFound), notFound.html)

const queue = seeds()
const seen = new Set(queue.map(pageKey))
const brokenLinks: string[] = []
const shellOnly: string[] = []
for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
  const url = next
  const page = await renderDocument(url)
  if (page.title === notFound.title || !isKnownRoute(url)) {
    brokenLinks.push(url)
    continue
  }
  // A page without a heading of its own (a redirect) is left to the client.
  if (!page.body.includes('<h1')) {
    shellOnly.push(url)
    continue
  }
  const key = pageKey(url)
  const file = fileName(key, Object.keys(manifest.pages).length)
  manifest.pages[key] = file
  if (page.html.includes('<meta name="robots" content="noindex"')) manifest.noindex?.push(key)
  writeFileSync(path.join(outDir, 'pages', file), page.html)
  for (const link of internalLinks(page.body)) {
    if (seen.has(pageKey(link))) continue
    seen.add(pageKey(link))
    queue.push(link)
  }
}

writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
const sitemapPaths = sitemapKeys(manifest).map((key) => encodeURI(key))
writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(entry.siteConfig.url, sitemapPaths))
writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(entry.siteConfig.url))
// The app shell (served for routes that are not prerendered) carries the Organization too.
if (!template.includes('application/ld+json'))
  writeFileSync(path.join(clientDir, 'index.html'), appendToHead(template, organization))

console.log(
  `prerender: ${Object.keys(manifest.pages).length} pages, 404 page, sitemap.xml, robots.txt` +
    ` in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (shellOnly.length
      ? `; left to the client (no h1, e.g. redirects): ${shellOnly.join(', ')}`
      : ''),
)
if (brokenLinks.length > 0)
  console.warn(
    `prerender: WARNING internal links that land on the 404 page: ${brokenLinks.join(', ')}`,
  )
