// The inputs of the forum's list queries, shared by the components that ask for them and the
// server, which prefetches the same queries (same inputs, same cache keys) into the pages it
// renders.

/** Rows the forum home asks for; the sidebar shows the first five trending ones. */
export const RECENT_POSTS_LIMIT = 20
export const TRENDING_POSTS_LIMIT = 10

/**
 * How long the visitor's own state (who is signed in; what they may do on a topic) is taken as
 * current: longer than the server reuses a rendered page (a test holds it so), so the state a
 * page was rendered with is not asked for again as the page hydrates. Signing in or out in this
 * tab refreshes it at once; a change made in another tab shows on pages opened after this time.
 */
export const VISITOR_STATE_FRESH_MS = 60_000

/** The page of a forum list from ?page=: 1 unless it is a whole number from 1 to 10,000. */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1')
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}
