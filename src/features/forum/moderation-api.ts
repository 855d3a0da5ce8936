// The moderation desk's data: the queue, reports, members and the audit log, and the actions
// on them. Each action refreshes the desk's lists.
import { trpc } from '../../lib/trpc.ts'

export function useDesk(enabled: boolean) {
  return {
    queue: trpc.moderation.queue.useQuery(undefined, { enabled }),
    flags: trpc.moderation.flags.useQuery(undefined, { enabled }),
    members: trpc.moderation.members.useQuery(undefined, { enabled }),
    auditLog: trpc.moderation.auditLog.useQuery(undefined, { enabled }),
  }
}

function useRefreshDesk() {
  const utils = trpc.useUtils()
  return () => utils.moderation.invalidate()
}

export function useDeskActions() {
  const onSuccess = useRefreshDesk()
  return {
    decideTopic: trpc.moderation.decideTopic.useMutation({ onSuccess }),
    decideReply: trpc.moderation.decideReply.useMutation({ onSuccess }),
    resolveFlag: trpc.moderation.resolveFlag.useMutation({ onSuccess }),
    setTopicState: trpc.moderation.setTopicState.useMutation({ onSuccess }),
    suspend: trpc.moderation.suspend.useMutation({ onSuccess }),
  }
}

/** Earlier versions of a topic and its replies (0 asks nothing). */
export function useRevisions(postId: number) {
  return trpc.moderation.revisions.useQuery({ postId }, { enabled: postId > 0 })
}
