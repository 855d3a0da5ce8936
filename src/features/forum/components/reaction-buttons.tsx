// "Helpful" and "Thanks" on a topic or a reply: counts for everyone, toggle buttons
// (aria-pressed) for a signed-in member.
import { Button, HStack } from '@chakra-ui/react'
import { HandHeart, ThumbsUp } from 'lucide-react'
import type { TopicViewer } from '../topic-api.ts'
import { useReact } from '../topic-api.ts'

const kinds = [
  { kind: 'helpful', label: 'Helpful', Icon: ThumbsUp },
  { kind: 'thanks', label: 'Thanks', Icon: HandHeart },
] as const

export function ReactionButtons({
  postId,
  commentId,
  counts,
  viewer,
}: {
  postId: number
  commentId: number | null
  counts: { helpful: number; thanks: number } | undefined
  viewer: TopicViewer | undefined
}) {
  const react = useReact(postId)
  return (
    <HStack gap="2">
      {kinds.map(({ kind, label, Icon }) => {
        const mine = viewer?.reactions.some((r) => r.commentId === commentId && r.kind === kind)
        const count = counts?.[kind] ?? 0
        return (
          <Button
            key={kind}
            size="xs"
            variant={mine ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={viewer ? Boolean(mine) : undefined}
            disabled={!viewer}
            onClick={() => react.mutate({ postId, commentId, kind, on: !mine })}
          >
            <Icon aria-hidden="true" />
            {label} {count > 0 ? `(${count})` : ''}
          </Button>
        )
      })}
    </HStack>
  )
}
