// The replies of a discussion, threaded one level deep: each with its Markdown body, its
// reactions, the accepted-answer mark, "new" since the follower's last visit, and for a
// signed-in member Reply, Quote, Edit (own, 24 hours) and Mark as answer (topic author).
import { Badge, Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { Heading } from '../../../components/heading.tsx'
import { paths } from '../../../lib/paths.ts'
import type { RouterOutputs } from '../../../lib/trpc.ts'
import { authorName, quoteMarkdown } from '../format.ts'
import { useAccept, useEditReply, type TopicViewer } from '../topic-api.ts'
import { MarkdownBody } from './markdown-body.tsx'
import { ReactionButtons } from './reaction-buttons.tsx'
import { RelativeTime } from './relative-time.tsx'

// The reply box, and zod that checks a reply, load only for a signed-in member, who sees it.
const ReplyForm = lazy(() =>
  import('./reply-form.tsx').then((module) => ({ default: module.ReplyForm })),
)

type Post = NonNullable<RouterOutputs['forum']['post']>
type Reply = Post['comments'][number]

export function Discussion({ post, viewer }: { post: Post; viewer: TopicViewer | undefined }) {
  const topLevel = post.comments.filter((c) => c.parentId === null)
  const childrenOf = (id: number) => post.comments.filter((c) => c.parentId === id)
  const [quote, setQuote] = useState('')
  return (
    <Stack as="section" gap="4" aria-labelledby="comments-heading">
      <Heading as="h2" id="comments-heading" size="lg">
        Replies ({post.comments.length})
      </Heading>
      {post.comments.length === 0 ? (
        <Text color="fg.muted">No replies yet.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3">
          {topLevel.map((reply) => (
            <ReplyItem key={reply.id} post={post} reply={reply} viewer={viewer} onQuote={setQuote}>
              {childrenOf(reply.id).length > 0 && (
                <Stack as="ol" listStyleType="none" gap="3" ms={{ base: 3, md: 8 }} mt="3">
                  {childrenOf(reply.id).map((child) => (
                    <ReplyItem
                      key={child.id}
                      post={post}
                      reply={child}
                      viewer={viewer}
                      onQuote={setQuote}
                    />
                  ))}
                </Stack>
              )}
            </ReplyItem>
          ))}
        </Stack>
      )}
      {viewer ? (
        post.locked ? (
          <Text color="fg.muted">This discussion is locked: it takes no new replies.</Text>
        ) : (
          <Suspense>
            <ReplyForm key={quote} postId={post.id} initialText={quote} label="Your reply" />
          </Suspense>
        )
      ) : (
        <Text>
          <RouterLink to={paths.forum.signIn.getHref()} style={{ textDecoration: 'underline' }}>
            Sign in
          </RouterLink>{' '}
          or{' '}
          <RouterLink to={paths.forum.signUp.getHref()} style={{ textDecoration: 'underline' }}>
            join
          </RouterLink>{' '}
          to reply.
        </Text>
      )}
    </Stack>
  )
}

function ReplyItem({
  post,
  reply,
  viewer,
  onQuote,
  children,
}: {
  post: Post
  reply: Reply
  viewer: TopicViewer | undefined
  onQuote: (text: string) => void
  children?: React.ReactNode
}) {
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read')
  const [draft, setDraft] = useState(reply.body)
  const accept = useAccept(post.id)
  const edit = useEditReply(post.id)
  const accepted = post.acceptedCommentId === reply.id
  const isNew = viewer?.lastReadAt && new Date(reply.createdAt) > new Date(viewer.lastReadAt)
  const name = authorName(reply.author)
  return (
    <Box
      as="li"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="bg.panel"
      borderColor={accepted ? 'green.500' : undefined}
    >
      <HStack gap="2" fontSize="sm" color="fg.muted" mb="2" wrap="wrap">
        <Text fontWeight="medium" color="fg">
          {name}
        </Text>
        <RelativeTime date={reply.createdAt} />
        {reply.editedAt && <Text>(edited)</Text>}
        {accepted && <Badge colorPalette="green">Accepted answer</Badge>}
        {isNew && <Badge colorPalette="orange">New</Badge>}
      </HStack>
      {mode === 'edit' ? (
        <Stack gap="2">
          <Textarea
            aria-label="Edit your reply"
            rows={5}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <HStack>
            <Button
              size="sm"
              colorPalette="brand"
              loading={edit.isPending}
              onClick={() =>
                edit.mutate(
                  { commentId: reply.id, body: draft },
                  { onSuccess: () => setMode('read') },
                )
              }
            >
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('read')}>
              Cancel
            </Button>
          </HStack>
          {edit.error && <Text color="fg.error">{edit.error.message}</Text>}
        </Stack>
      ) : (
        <MarkdownBody html={reply.bodyHtml} />
      )}
      <HStack gap="2" mt="3" wrap="wrap">
        <ReactionButtons
          postId={post.id}
          commentId={reply.id}
          counts={post.reactions.byComment[reply.id]}
          viewer={viewer}
        />
        {viewer && (
          <>
            {reply.parentId === null && !post.locked && (
              <Button
                size="xs"
                variant="ghost"
                onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}
              >
                Reply
              </Button>
            )}
            <Button
              size="xs"
              variant="ghost"
              onClick={() => onQuote(quoteMarkdown(name, reply.body))}
            >
              Quote
            </Button>
            {viewer.editableReplyIds.includes(reply.id) && (
              <Button size="xs" variant="ghost" onClick={() => setMode('edit')}>
                Edit
              </Button>
            )}
            {viewer.isAuthor && (
              <Button
                size="xs"
                variant="outline"
                colorPalette="green"
                onClick={() =>
                  accept.mutate({ postId: post.id, commentId: accepted ? null : reply.id })
                }
              >
                {accepted ? 'Unmark answer' : 'Mark as answer'}
              </Button>
            )}
          </>
        )}
      </HStack>
      {mode === 'reply' && (
        <Box mt="3">
          <Suspense>
            <ReplyForm
              postId={post.id}
              parentId={reply.id}
              label={`Reply to ${name}`}
              onDone={() => setMode('read')}
            />
          </Suspense>
        </Box>
      )}
      {children}
    </Box>
  )
}
