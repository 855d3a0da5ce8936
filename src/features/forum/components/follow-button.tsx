// Following a discussion: a toggle for signed-in members; a followed topic's replies are
// marked new until the member has seen them (their visit marks them read).
import { Button } from '@chakra-ui/react'
import { Bell, BellOff } from 'lucide-react'
import { useEffect } from 'react'
import { useFollow, useMarkRead } from '../topic-api.ts'

export function FollowButton({ postId, following }: { postId: number; following: boolean }) {
  const follow = useFollow(postId)
  return (
    <Button
      size="xs"
      variant="outline"
      aria-pressed={following}
      loading={follow.isPending}
      onClick={() => follow.mutate({ postId, on: !following })}
    >
      {following ? <BellOff aria-hidden="true" /> : <Bell aria-hidden="true" />}
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  )
}

/** Once a follower has the page open, its replies count as read for their next visit. */
export function useMarkReadOnVisit(postId: number, following: boolean) {
  const { mutate } = useMarkRead()
  useEffect(() => {
    if (following) mutate({ postId })
  }, [following, postId, mutate])
}
