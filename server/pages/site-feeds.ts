// sitemap.xml and the forum's Atom feed, generated from the database at request time and kept
// for a short while, so a crawler's burst of requests costs one query and a new approved post
// shows within a minute.
import type { RequestHandler } from 'express'
import { authorName } from '../../src/lib/forum-author.ts'
import { paths } from '../../src/lib/paths.ts'
import { escapeXml } from '../../scripts/prerender/html.ts'
import { sitemapXml, type SitemapEntry } from '../../scripts/prerender/site-files.ts'
import { categoryDates, feedPosts, publishedPostDates } from '../stores/forum-feeds.ts'
import type { AppDeps } from '../trpc/context.ts'

export const FEED_PATH = '/forum/feed.xml'
export const FEED_TITLE = 'IPAML forum: recent discussions'
export const FEED_CACHE_MS = 60_000
const FEED_ENTRIES = 20
const SITEMAP_POSTS = 5000
const SUMMARY_CHARS = 300

/** The <link> forum pages carry in their <head> so readers and browsers find the feed. */
export const feedLinkTag = `<link rel="alternate" type="application/atom+xml" title="${FEED_TITLE}" href="${FEED_PATH}">`

/** Caches an async text for `ttlMs`; a failed build is not cached. */
export function cachedText(build: () => Promise<string>, ttlMs: number, now = () => Date.now()) {
  let cached: { text: string; expires: number } | undefined
  return async (): Promise<string> => {
    if (cached && cached.expires > now()) return cached.text
    const text = await build()
    cached = { text, expires: now() + ttlMs }
    return text
  }
}

export async function forumSitemapEntries(deps: AppDeps): Promise<SitemapEntry[]> {
  const db = deps.db.db
  const [categories, posts] = await Promise.all([
    categoryDates(db),
    publishedPostDates(db, SITEMAP_POSTS),
  ])
  return [
    ...categories.map((c) => ({
      path: paths.forum.category.getHref(c.slug),
      ...(c.updatedAt ? { lastmod: c.updatedAt } : {}),
    })),
    ...posts.map((p) => ({ path: paths.forum.post.getHref(p.id), lastmod: p.updatedAt })),
  ]
}

export async function forumFeedXml(deps: AppDeps, siteUrl: string): Promise<string> {
  const posts = await feedPosts(deps.db.db, FEED_ENTRIES)
  const forumUrl = `${siteUrl}${paths.forum.getHref()}`
  const updated = posts.reduce(
    (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
    new Date(0),
  )
  const entries = posts.map((post) => {
    const url = `${siteUrl}${paths.forum.post.getHref(post.id)}`
    const summary =
      post.body.length > SUMMARY_CHARS ? `${post.body.slice(0, SUMMARY_CHARS - 1)}…` : post.body
    const author = authorName(
      post.firstName === null && post.lastName === null
        ? null
        : { firstName: post.firstName, lastName: post.lastName, profileImageUrl: null },
    )
    return [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${post.createdAt.toISOString()}</published>`,
      `    <updated>${post.updatedAt.toISOString()}</updated>`,
      `    <author><name>${escapeXml(author)}</name></author>`,
      `    <category term="${escapeXml(post.categoryName)}"/>`,
      `    <summary>${escapeXml(summary)}</summary>`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(FEED_TITLE)}</title>`,
    `  <id>${escapeXml(forumUrl)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${siteUrl}${FEED_PATH}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(forumUrl)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}

/**
 * GET /sitemap.xml: every prerendered page plus the forum's categories and published posts
 * with their last change. While the database is down it still lists the prerendered pages.
 */
export function sitemapHandler(
  deps: AppDeps,
  siteUrl: () => Promise<string>,
  pagePaths: string[],
): RequestHandler {
  const build = cachedText(async () => {
    const forum = await forumSitemapEntries(deps)
    return sitemapXml(await siteUrl(), [...pagePaths, ...forum])
  }, FEED_CACHE_MS)
  return async (_req, res) => {
    let xml: string
    try {
      xml = await build()
    } catch (err) {
      deps.logger.warn({ err }, 'sitemap without forum pages: database unavailable')
      xml = sitemapXml(await siteUrl(), pagePaths)
    }
    res.type('application/xml').set('Cache-Control', 'public, max-age=60').send(xml)
  }
}

/** GET the Atom feed of the newest forum posts; 503 with Retry-After while the database is down. */
export function feedHandler(
  deps: AppDeps,
  siteUrl: () => Promise<string>,
  retryAfterSeconds: number,
): RequestHandler {
  const build = cachedText(async () => forumFeedXml(deps, await siteUrl()), FEED_CACHE_MS)
  return async (_req, res) => {
    let xml: string
    try {
      xml = await build()
    } catch (err) {
      deps.logger.warn({ err }, 'forum feed: database unavailable')
      res
        .status(503)
        .set('Retry-After', String(retryAfterSeconds))
        .type('text/plain')
        .send('The forum feed is temporarily unavailable.')
      return
    }
    res.type('application/atom+xml').set('Cache-Control', 'public, max-age=60').send(xml)
  }
}
