// Taking part in a discussion: the signed-in member's view of a topic and the writes they
// make on it. Each write refreshes the topic (and the viewer state) it changed.
import { VISITOR_STATE_FRESH_MS } from '../../lib/forum-queries.ts'
import { trpc, type RouterOutputs } from '../../lib/trpc.ts'

export type TopicViewer = RouterOutputs['topics']['viewer']

export function useTopicViewer(postId: number) {
  return trpc.topics.viewer.useQuery(
    { postId },
    { enabled: postId > 0, staleTime: VISITOR_STATE_FRESH_MS },
  )
}

function useRefreshTopic(postId: number) {
  const utils = trpc.useUtils()
  return async () => {
    await Promise.all([
      utils.forum.post.invalidate({ id: postId }),
      utils.topics.viewer.invalidate({ postId }),
    ])
  }
}

export function useReply(postId: number) {
  const refresh = useRefreshTopic(postId)
  return trpc.topics.reply.useMutation({ onSuccess: refresh })
}

export function useReact(postId: number) {
  const refresh = useRefreshTopic(postId)
  return trpc.topics.react.useMutation({ onSuccess: refresh })
}

export function useAccept(postId: number) {
  const refresh = useRefreshTopic(postId)
  return trpc.topics.accept.useMutation({ onSuccess: refresh })
}

export function useFollow(postId: number) {
  const refresh = useRefreshTopic(postId)
  return trpc.topics.follow.useMutation({ onSuccess: refresh })
}

export function useMarkRead() {
  return trpc.topics.markRead.useMutation()
}

export function useEditReply(postId: number) {
  const refresh = useRefreshTopic(postId)
  return trpc.topics.editReply.useMutation({ onSuccess: refresh })
}

export function useEditTopic(postId: number) {
  const refresh = useRefreshTopic(postId)
  return trpc.topics.editTopic.useMutation({ onSuccess: refresh })
}

export function useCreateTopic() {
  return trpc.topics.create.useMutation()
}

export function useFollowedTopics(enabled: boolean) {
  return trpc.topics.followed.useQuery(undefined, { enabled })
}

export function useMyContributions(enabled: boolean) {
  return trpc.topics.mine.useQuery(undefined, { enabled })
}
