// Pure HTML helpers for the prerender step: split React's hoisted head tags from the body,
// find internal links, fill the built index.html template, and guard the CSP (no executable
// inline script may appear that index.html does not already carry).
import { normalizePath } from '../../server/prerendered.ts'
import { PAGE_STYLE_TAG_PATTERN } from '../../src/theme/page-styles.ts'

/**
 * The head's part of a rendered page: the page's style tags (renderPage puts them first) and the
 * <title>, <meta> and <link> elements React 19 hoists ahead of the rendered tree.
 */
export function splitHoisted(rendered: string): { head: string; body: string } {
  const hoisted = new RegExp(
    `^(?:${PAGE_STYLE_TAG_PATTERN}|<title>[^<]*</title>|<meta\\b[^>]*/?>|<link\\b[^>]*/?>)`,
  )
  let head = ''
  let body = rendered
  for (let match = hoisted.exec(body); match; match = hoisted.exec(body)) {
    head += match[0]
    body = body.slice(match[0].length)
  }
  return { head, body }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity)
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** Internal page links (same origin, not API or files) in rendered HTML, normalised. */
export function internalLinks(html: string): string[] {
  const links = new Set<string>()
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = unescapeHtml(match[1] ?? '')
    if (!href.startsWith('/') || href.startsWith('//')) continue
    const path = normalizePath(href)
    if (/^\/(api|trpc|assets)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path)) continue
    links.add(path)
  }
  return [...links]
}

/** Executable inline scripts (no src, not a JSON data block), by body. */
export function executableInlineScripts(html: string): string[] {
  const bodies: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
    if (body.trim() !== '') bodies.push(body)
  }
  return bodies
}

/**
 * next-themes renders its own theme script inside the tree (marked suppressHydrationWarning).
 * index.html already applies the theme before paint, so the copy is emptied: an inline script
 * that is not in index.html would need its own CSP hash.
 */
export function emptyThemeScript(body: string): string {
  return body.replace(/<script>([\s\S]*?)<\/script>/g, (whole, code: string) =>
    isThemeScript(code) ? '<script></script>' : whole,
  )
}

function isThemeScript(code: string): boolean {
  return (
    code.includes('localStorage') &&
    code.includes('document.documentElement') &&
    code.includes('colorScheme')
  )
}

/** Fills the built index.html with a rendered page: head tags replace the template title. */
export function fillTemplate(template: string, page: { head: string; body: string }): string {
  const withHead = template.replace(/<title>[^<]*<\/title>/, () => page.head)
  return withHead.replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
}

/** Adds markup at the end of <head>. */
export function appendToHead(html: string, markup: string): string {
  return html.replace('</head>', () => `${markup}</head>`)
}
