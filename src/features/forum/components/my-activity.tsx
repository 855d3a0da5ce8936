// The account page's activity: followed discussions with their unread replies, and the
// member's own topics and replies with their review state (and a moderator's reason when one
// was turned down).
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { paths } from '../../../lib/paths.ts'
import { useFollowedTopics, useMyContributions } from '../topic-api.ts'

const statusLabel = { published: 'Published', pending: 'Awaiting review', rejected: 'Rejected' }

export function FollowedTopics() {
  const followed = useFollowedTopics(true)
  const topics = followed.data ?? []
  if (topics.length === 0) return <Text color="fg.muted">You follow no discussion yet.</Text>
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Followed discussions">
      {topics.map((topic) => (
        <HStack as="li" key={topic.id} gap="2">
          <Link asChild>
            <RouterLink to={paths.forum.post.getHref(topic.id)}>{topic.title}</RouterLink>
          </Link>
          {topic.unread > 0 && <Badge colorPalette="orange">{topic.unread} new</Badge>}
        </HStack>
      ))}
    </Stack>
  )
}

export function MyContributions() {
  const mine = useMyContributions(true)
  const entries = [
    ...(mine.data?.topics ?? []).map((t) => ({
      ...t,
      key: `t${t.id}`,
      postId: t.id,
      label: t.title,
    })),
    ...(mine.data?.replies ?? []).map((r) => ({
      ...r,
      key: `r${r.id}`,
      label: `Reply in “${r.topicTitle}”`,
    })),
  ]
  if (entries.length === 0) return <Text color="fg.muted">You have not posted yet.</Text>
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Your posts">
      {entries.map((entry) => (
        <Stack as="li" key={entry.key} gap="1">
          <HStack gap="2" wrap="wrap">
            {entry.status === 'published' ? (
              <Link asChild>
                <RouterLink to={paths.forum.post.getHref(entry.postId)}>{entry.label}</RouterLink>
              </Link>
            ) : (
              <Text>{entry.label}</Text>
            )}
            <Badge
              colorPalette={
                entry.status === 'rejected'
                  ? 'red'
                  : entry.status === 'pending'
                    ? 'orange'
                    : 'green'
              }
            >
              {statusLabel[entry.status]}
            </Badge>
          </HStack>
          {entry.status === 'rejected' && entry.rejectionReason && (
            <Text fontSize="sm" color="fg.muted">
              Moderator’s reason: {entry.rejectionReason}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  )
}
