// /forum/moderation: the moderators' desk: the review queue, members' reports, topic tools
// (lock, pin, move), members (suspend, reinstate) and the audit log of every action.
import { Button, Field, HStack, Input, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { moderationPage } from '../../../content/forum-account.ts'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import { paths } from '../../../lib/paths.ts'
import { useMe } from '../account-api.ts'
import { ReviewItem } from '../components/review-item.tsx'
import { RelativeTime } from '../components/relative-time.tsx'
import { useDesk, useDeskActions, useRevisions } from '../moderation-api.ts'

export function ModerationPage() {
  const me = useMe()
  const isModerator = me.data?.role === 'moderator'
  const desk = useDesk(isModerator)
  const act = useDeskActions()
  const [topicId, setTopicId] = useState('')
  const [suspendReason, setSuspendReason] = useState('')
  const postId = Number(topicId)
  const queue = desk.queue.data
  return (
    <ContentPage copy={moderationPage}>
      {me.isLoading ? (
        <Skeleton height="40" rounded="lg" />
      ) : !isModerator ? (
        <Text>
          The desk is for moderators.{' '}
          <RouterLink to={paths.forum.signIn.getHref()} style={{ textDecoration: 'underline' }}>
            Sign in
          </RouterLink>{' '}
          with a moderator account.
        </Text>
      ) : (
        <Stack gap="10">
          <ContentSection title="Review queue">
            {(queue?.topics.length ?? 0) + (queue?.replies.length ?? 0) === 0 ? (
              <Text color="fg.muted">Nothing waits for review.</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="3" aria-label="Waiting for review">
                {queue?.topics.map((t) => (
                  <ReviewItem
                    key={`t${t.id}`}
                    heading={`Topic: ${t.title}`}
                    body={t.body}
                    authorName={t.authorName}
                    createdAt={t.createdAt}
                    onApprove={() => act.decideTopic.mutate({ postId: t.id, decision: 'approve' })}
                    onReject={(reason) =>
                      act.decideTopic.mutate({ postId: t.id, decision: 'reject', reason })
                    }
                  />
                ))}
                {queue?.replies.map((r) => (
                  <ReviewItem
                    key={`r${r.id}`}
                    heading={`Reply in “${r.topicTitle}”`}
                    body={r.body}
                    authorName={r.authorName}
                    createdAt={r.createdAt}
                    onApprove={() =>
                      act.decideReply.mutate({ commentId: r.id, decision: 'approve' })
                    }
                    onReject={(reason) =>
                      act.decideReply.mutate({ commentId: r.id, decision: 'reject', reason })
                    }
                  />
                ))}
              </Stack>
            )}
          </ContentSection>
          <ContentSection title="Reports">
            {(desk.flags.data ?? []).length === 0 ? (
              <Text color="fg.muted">No open reports.</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="2" aria-label="Open reports">
                {desk.flags.data?.map((f) => (
                  <HStack
                    as="li"
                    key={f.id}
                    justify="space-between"
                    borderWidth="1px"
                    p="3"
                    rounded="md"
                  >
                    <Text>
                      <RouterLink
                        to={paths.forum.post.getHref(f.postId)}
                        style={{ textDecoration: 'underline' }}
                      >
                        {f.topicTitle}
                      </RouterLink>
                      {f.commentId ? ` (reply ${f.commentId})` : ''}: {f.reason}
                    </Text>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => act.resolveFlag.mutate({ flagId: f.id, note: null })}
                    >
                      Resolve
                    </Button>
                  </HStack>
                ))}
              </Stack>
            )}
          </ContentSection>
          <ContentSection title="Topic tools">
            <HStack gap="3" align="end" wrap="wrap">
              <Field.Root maxW="40">
                <Field.Label>Topic number</Field.Label>
                <Input
                  inputMode="numeric"
                  value={topicId}
                  onChange={(e) => setTopicId(e.target.value)}
                />
              </Field.Root>
              {(
                [
                  ['Lock', { locked: true }],
                  ['Unlock', { locked: false }],
                  ['Pin', { pinned: true }],
                  ['Unpin', { pinned: false }],
                ] as const
              ).map(([label, change]) => (
                <Button
                  key={label}
                  size="sm"
                  variant="outline"
                  disabled={!(postId > 0)}
                  onClick={() => act.setTopicState.mutate({ postId, ...change })}
                >
                  {label}
                </Button>
              ))}
            </HStack>
            {act.setTopicState.error && (
              <Text color="fg.error">{act.setTopicState.error.message}</Text>
            )}
            <EditHistory postId={postId > 0 ? postId : 0} />
          </ContentSection>
          <ContentSection title="Members">
            <Field.Root maxW="md">
              <Field.Label>Reason for a suspension (shown to the member)</Field.Label>
              <Input value={suspendReason} onChange={(e) => setSuspendReason(e.target.value)} />
            </Field.Root>
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Members">
              {desk.members.data?.map((m) => (
                <HStack
                  as="li"
                  key={m.id}
                  justify="space-between"
                  borderWidth="1px"
                  p="3"
                  rounded="md"
                >
                  <Text>
                    {m.displayName} {m.role === 'moderator' ? '(moderator)' : ''}
                    {m.suspendedAt ? ` · suspended: ${m.suspensionReason ?? ''}` : ''}
                  </Text>
                  {m.role !== 'moderator' &&
                    (m.suspendedAt ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => act.suspend.mutate({ memberId: m.id, reason: null })}
                      >
                        Reinstate {m.displayName}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        disabled={suspendReason.trim().length < 3}
                        onClick={() =>
                          act.suspend.mutate({ memberId: m.id, reason: suspendReason })
                        }
                      >
                        Suspend {m.displayName}
                      </Button>
                    ))}
                </HStack>
              ))}
            </Stack>
          </ContentSection>
          <ContentSection title="Audit log">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                  <Table.ColumnHeader>Moderator</Table.ColumnHeader>
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                  <Table.ColumnHeader>On</Table.ColumnHeader>
                  <Table.ColumnHeader>Reason</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {desk.auditLog.data?.map((entry) => (
                  <Table.Row key={entry.id}>
                    <Table.Cell>
                      <RelativeTime date={entry.createdAt} />
                    </Table.Cell>
                    <Table.Cell>{entry.moderator ?? 'Administrator'}</Table.Cell>
                    <Table.Cell>{entry.action}</Table.Cell>
                    <Table.Cell>
                      {entry.targetType} {entry.targetId}
                    </Table.Cell>
                    <Table.Cell>{entry.reason ?? ''}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ContentSection>
        </Stack>
      )}
    </ContentPage>
  )
}

/** The earlier versions of the topic in the tools' field, newest first. */
function EditHistory({ postId }: { postId: number }) {
  const revisions = useRevisions(postId)
  if (postId === 0 || !revisions.data) return null
  if (revisions.data.length === 0) return <Text color="fg.muted">Never edited.</Text>
  return (
    <Stack as="ol" listStyleType="none" gap="2" aria-label="Edit history">
      {revisions.data.map((revision) => (
        <Stack as="li" key={revision.id} gap="1" borderWidth="1px" rounded="md" p="3">
          <Text fontSize="sm" color="fg.muted">
            {revision.commentId ? `Reply ${revision.commentId}` : 'Topic'}, replaced{' '}
            <RelativeTime date={revision.replacedAt} />
          </Text>
          {revision.title && <Text fontWeight="semibold">{revision.title}</Text>}
          <Text whiteSpace="pre-line">{revision.body}</Text>
        </Stack>
      ))}
    </Stack>
  )
}
