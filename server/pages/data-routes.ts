// The data-backed pages (the forum) and what each needs before it can be rendered: the same
// tRPC procedures the browser calls, run in process through tRPC's server-side helpers into a
// query cache that is rendered with the page and dehydrated into it. Each loader also decides
// the page's status: the page, a 404 for an entity that does not exist, or a 301 to the
// canonical address of one that does.
import { createServerSideHelpers } from '@trpc/react-query/server'
import superjson from 'superjson'
import { pageParam, RECENT_POSTS_LIMIT, TRENDING_POSTS_LIMIT } from '../../src/lib/forum-queries.ts'
import { createQueryClient } from '../../src/lib/query-client.ts'
import { paths } from '../../src/lib/paths.ts'
import type { Context } from '../trpc/context.ts'
import { appRouter } from '../trpc/routers/_app.ts'

export function createPageHelpers(ctx: Context) {
  return createServerSideHelpers({
    router: appRouter,
    ctx,
    transformer: superjson,
    queryClient: createQueryClient(),
  })
}

export type PageHelpers = ReturnType<typeof createPageHelpers>

export type LoadOutcome =
  { kind: 'page' } | { kind: 'not-found' } | { kind: 'redirect'; location: string }

interface LoadInput {
  helpers: PageHelpers
  params: Record<string, string | undefined>
  search: URLSearchParams
}

type Loader = (input: LoadInput) => Promise<LoadOutcome>

const page: LoadOutcome = { kind: 'page' }
const notFound: LoadOutcome = { kind: 'not-found' }

/**
 * A list page past the last one (`?page=9` of a category with two pages) does not exist: it
 * would otherwise say "No discussions yet" of a category that has some.
 */
const listPage = (posts: { total: number; items: readonly unknown[] }, requested: number) =>
  requested > 1 && posts.items.length === 0 ? notFound : page

function withQuery(location: string, search: URLSearchParams): LoadOutcome {
  const query = search.toString()
  return { kind: 'redirect', location: query ? `${location}?${query}` : location }
}

/**
 * A record's id from its address: digits only, not zero, else 404; written with leading zeros
 * ("/forum/post/007"), a 301 to its one address ("/forum/post/7").
 */
function recordId(
  raw: string | undefined,
  href: (id: number) => string,
  search: URLSearchParams,
): number | LoadOutcome {
  const id = raw ?? ''
  if (!/^\d{1,9}$/.test(id) || Number(id) === 0) return notFound
  return String(Number(id)) === id ? Number(id) : withQuery(href(Number(id)), search)
}

/**
 * The visitor's own state that forum pages show, answered here only for a visitor who carries
 * no session cookie: signed out, the answers are known and the same for everyone, so the page
 * is rendered with the account bar's ways in (and a post with its signed-out view) and the
 * browser asks nothing as it hydrates. With a session cookie the page is rendered without them
 * and the browser asks who is signed in, so no page's HTML holds a member's data.
 */
export async function prefetchSignedOutVisitor(
  helpers: PageHelpers,
  pattern: string,
  params: Record<string, string | undefined>,
): Promise<void> {
  await Promise.all([
    helpers.account.me.fetch(),
    ...(pattern === paths.forum.post.path
      ? [helpers.topics.viewer.fetch({ postId: Number(params.id) })]
      : []),
  ])
}

/** The forum's lists are case-insensitive addresses of case-sensitive keys. */
const sameKey = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Route pattern (as in the route table) → what the page needs. */
export const dataRoutes: Record<string, Loader> = {
  [paths.forum.path]: async ({ helpers }) => {
    await Promise.all([
      helpers.forum.categories.fetch(),
      helpers.forum.recent.fetch({ limit: RECENT_POSTS_LIMIT }),
      helpers.forum.trending.fetch({ limit: TRENDING_POSTS_LIMIT }),
      helpers.forum.stats.fetch(),
    ])
    return page
  },

  [paths.forum.newPost.path]: async ({ helpers }) => {
    await helpers.forum.categories.fetch()
    return page
  },

  [paths.forum.category.path]: async ({ helpers, params, search }) => {
    const slug = params.slug ?? ''
    const requested = pageParam(search)
    const result = await helpers.forum.category.fetch({ slug, page: requested })
    if (result) return listPage(result.posts, requested)
    const categories = await helpers.forum.categories.fetch()
    const canonical = categories.find((category) => sameKey(category.slug, slug.trim()))
    return canonical ? withQuery(paths.forum.category.getHref(canonical.slug), search) : notFound
  },

  [paths.forum.post.path]: async ({ helpers, params }) => {
    const id = recordId(params.id, paths.forum.post.getHref, new URLSearchParams())
    if (typeof id !== 'number') return id
    // A post that was never published, or was taken down, is gone for good: 404 either way.
    return (await helpers.forum.post.fetch({ id })) ? page : notFound
  },

  [paths.forum.members.path]: async ({ helpers }) => {
    await helpers.forum.members.fetch()
    return page
  },

  [paths.forum.member.path]: async ({ helpers, params, search }) => {
    const id = recordId(params.id, paths.forum.member.getHref, search)
    if (typeof id !== 'number') return id
    const requested = pageParam(search)
    const profile = await helpers.forum.member.fetch({ id, page: requested })
    return profile ? listPage(profile.posts, requested) : notFound
  },

  [paths.forum.tags.path]: async ({ helpers, params, search }) => {
    const tag = params.tag
    if (!tag) {
      await helpers.forum.tags.fetch()
      return page
    }
    const requested = pageParam(search)
    const result = await helpers.forum.byTag.fetch({ tag, page: requested })
    if (result.total > 0) return listPage(result, requested)
    const tags = await helpers.forum.tags.fetch()
    const canonical = tags.find((entry) => sameKey(entry.tag, tag.trim()))
    return canonical && canonical.tag !== tag
      ? withQuery(paths.forum.tags.getHref(canonical.tag), search)
      : notFound
  },
}
