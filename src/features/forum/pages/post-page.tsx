// /forum/post/:id: a discussion with its body, tags and comments.
import { ArrowLeft } from 'lucide-react'
import { Avatar, Badge, Box, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Link as RouterLink, useParams } from 'react-router'
import { PageContainer } from '../../../components/page-layout.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { paths } from '../../../lib/paths.ts'
import { discussionForumPostingJsonLd } from '../../../lib/structured-data.ts'
import { useForumPost } from '../api.ts'
import { authorName, avatarSrc } from '../format.ts'
import { RelativeTime } from '../components/relative-time.tsx'
import { categoryPalette } from '../components/category-icon.tsx'
import { ForumNotFound } from '../components/forum-not-found.tsx'
import { PostCounts } from '../components/post-list.tsx'
import { AccountBar } from '../components/account-bar.tsx'
import { Discussion } from '../components/discussion.tsx'
import { FollowButton, useMarkReadOnVisit } from '../components/follow-button.tsx'
import { MarkdownBody } from '../components/markdown-body.tsx'
import { ReactionButtons } from '../components/reaction-buttons.tsx'
import { useTopicViewer } from '../topic-api.ts'

export function PostPage() {
  const { id = '' } = useParams()
  const postId = /^\d{1,9}$/.test(id) ? Number(id) : 0
  const result = useForumPost(postId)
  const viewer = useTopicViewer(postId)
  useMarkReadOnVisit(postId, viewer.data?.following === true)
  if (postId === 0 || result.data === null || result.isError)
    return (
      <ForumNotFound
        title="Discussion not found"
        message="This discussion does not exist, or it is still waiting for review by a moderator."
      />
    )
  const post = result.data
  if (!post)
    return (
      <PageContainer>
        <Stack gap="4" role="status" aria-busy="true" aria-label="Loading the discussion">
          <Skeleton height="10" width="60%" />
          <Skeleton height="40" />
        </Stack>
      </PageContainer>
    )
  const when = new Date(post.createdAt)
  return (
    <PageContainer>
      <AccountBar />
      <PageMeta
        title={post.title}
        description={post.body.slice(0, 160)}
        structuredData={discussionForumPostingJsonLd({
          ...post,
          createdAt: when,
          authorName: authorName(post.author),
          categoryName: post.category.name,
          comments: post.comments.map((comment) => ({
            body: comment.body,
            createdAt: new Date(comment.createdAt),
            authorName: authorName(comment.author),
          })),
        })}
      />
      <Stack as="article" gap="6">
        <Box>
          <Button asChild variant="ghost" size="sm" ms="-3">
            <RouterLink to={paths.forum.category.getHref(post.category.slug)}>
              <ArrowLeft aria-hidden="true" />
              {post.category.name}
            </RouterLink>
          </Button>
        </Box>
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {post.title}
          </Heading>
          <HStack gap="3" wrap="wrap" color="fg.muted" fontSize="sm">
            <Avatar.Root size="xs">
              <Avatar.Fallback name={authorName(post.author)} />
              <Avatar.Image src={avatarSrc(post.author)} alt="" />
            </Avatar.Root>
            <Text>{authorName(post.author)}</Text>
            <Text>
              <RelativeTime date={when} />
            </Text>
            <Badge colorPalette={categoryPalette(post.category.color)}>{post.category.name}</Badge>
          </HStack>
          <PostCounts post={post} />
        </Stack>
        <MarkdownBody html={post.bodyHtml} />
        <HStack gap="3" wrap="wrap">
          <ReactionButtons
            postId={post.id}
            commentId={null}
            counts={post.reactions.post}
            viewer={viewer.data ?? undefined}
          />
          {viewer.data && <FollowButton postId={post.id} following={viewer.data.following} />}
        </HStack>
        {post.tags.length > 0 && (
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link asChild fontSize="sm" color="brand.fg">
                  <RouterLink to={paths.forum.tags.getHref(tag)}>#{tag}</RouterLink>
                </Link>
              </li>
            ))}
          </HStack>
        )}
        <Discussion post={post} viewer={viewer.data ?? undefined} />
      </Stack>
    </PageContainer>
  )
}
