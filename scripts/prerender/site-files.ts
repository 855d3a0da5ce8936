// sitemap.xml and robots.txt: written by the prerender step for the pages it found, and
// served at request time with the forum's categories and posts added (server/pages).
import { escapeXml } from './html.ts'

export interface SitemapEntry {
  path: string
  /** When the page last changed, when known. */
  lastmod?: Date
}

export function sitemapXml(siteUrl: string, entries: (string | SitemapEntry)[]): string {
  const urls = entries
    .map((entry) => (typeof entry === 'string' ? { path: entry } : entry))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(`${siteUrl}${path === '/' ? '/' : path}`)}</loc>`
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`
    })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /trpc/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
