// Forum data access: one hook per forum procedure. Components read and write the forum only
// through these, so the query inputs (list sizes, when a query may run) live in one place and
// a change of transport touches this file alone.
import { trpc, type RouterOutputs } from '../../lib/trpc.ts'

import { RECENT_POSTS_LIMIT, TRENDING_POSTS_LIMIT } from '../../lib/forum-queries.ts'

export { RECENT_POSTS_LIMIT, TRENDING_POSTS_LIMIT }

export type PostSummary = RouterOutputs['forum']['recent'][number]

export function useForumCategories() {
  return trpc.forum.categories.useQuery()
}

export function useRecentPosts() {
  return trpc.forum.recent.useQuery({ limit: RECENT_POSTS_LIMIT })
}

export function useTrendingPosts() {
  return trpc.forum.trending.useQuery({ limit: TRENDING_POSTS_LIMIT })
}

export function useForumStats() {
  return trpc.forum.stats.useQuery()
}

export function useForumSearch(query: string) {
  return trpc.forum.search.useQuery({ q: query })
}

export function useForumCategory(slug: string, page: number) {
  return trpc.forum.category.useQuery({ slug, page })
}

/** A discussion by id; `0` (an id that cannot exist) asks nothing of the server. */
export function useForumPost(id: number) {
  return trpc.forum.post.useQuery({ id }, { enabled: id > 0 })
}

export function useForumTags() {
  return trpc.forum.tags.useQuery()
}

export function usePostsByTag(tag: string, page: number) {
  return trpc.forum.byTag.useQuery({ tag, page })
}

export function useForumMembers() {
  return trpc.forum.members.useQuery()
}

export function useForumMember(id: number, page: number) {
  return trpc.forum.member.useQuery({ id, page })
}

type CreatePostOptions = Parameters<typeof trpc.forum.createPost.useMutation>[0]

/** Sends a new post; it is stored as pending until a moderator approves it. */
export function useCreatePost(options?: CreatePostOptions) {
  return trpc.forum.createPost.useMutation(options)
}
