// A list of discussions: avatar with placeholder fallback, title linking to the post, author
// with fallbacks, relative time, views, upvotes, comments.
// Skeletons while loading; the empty text when there is nothing (also after an API failure).
import { Avatar, Badge, Box, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Eye, MessageCircle, ThumbsUp } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { Heading } from '../../../components/heading.tsx'
import { paths } from '../../../lib/paths.ts'
import type { PostSummary } from '../api.ts'
import { authorName, avatarSrc, formatCount } from '../format.ts'
import { RelativeTime } from './relative-time.tsx'
import { categoryPalette } from './category-icon.tsx'
import { Pager } from './pager.tsx'

export function PostList({
  posts,
  loading,
  emptyText,
  compact = false,
  label,
}: {
  posts: PostSummary[] | undefined
  loading: boolean
  emptyText: string
  compact?: boolean
  label: string
}) {
  if (loading)
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label={`Loading ${label}`}>
        {Array.from({ length: compact ? 3 : 5 }, (_, i) => (
          <Skeleton key={i} height={compact ? '12' : '20'} rounded="lg" />
        ))}
      </Stack>
    )
  if (!posts || posts.length === 0) return <Text color="fg.muted">{emptyText}</Text>
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
      {posts.map((post) => (
        <Box as="li" key={post.id}>
          {compact ? <CompactRow post={post} /> : <PostRow post={post} />}
        </Box>
      ))}
    </Stack>
  )
}

function PostRow({ post }: { post: PostSummary }) {
  return (
    <HStack align="start" gap="3" borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Avatar.Root size="sm">
        <Avatar.Fallback name={authorName(post.author)} />
        <Avatar.Image src={avatarSrc(post.author)} alt="" />
      </Avatar.Root>
      <Stack gap="1" flex="1" minW="0">
        <Link asChild fontWeight="semibold" color="fg" _hover={{ color: 'brand.fg' }}>
          <RouterLink to={paths.forum.post.getHref(post.id)}>{post.title}</RouterLink>
        </Link>
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text>{authorName(post.author)}</Text>
          <Text aria-hidden="true">·</Text>
          <Text>
            <RelativeTime date={post.createdAt} />
          </Text>
          <Badge colorPalette={categoryPalette(post.category.color)} variant="subtle">
            {post.category.name}
          </Badge>
        </HStack>
        <PostCounts post={post} />
      </Stack>
    </HStack>
  )
}

export function PostCounts({ post }: { post: PostSummary }) {
  return (
    <HStack gap="4" fontSize="sm" color="fg.muted">
      <HStack gap="1">
        <Eye size={14} aria-hidden="true" />
        <Text>{formatCount(post.viewCount)} views</Text>
      </HStack>
      <HStack gap="1">
        <ThumbsUp size={14} aria-hidden="true" />
        <Text>{formatCount(post.upvotes)} upvotes</Text>
      </HStack>
      <HStack gap="1">
        <MessageCircle size={14} aria-hidden="true" />
        <Text>{formatCount(post.commentCount)} comments</Text>
      </HStack>
    </HStack>
  )
}

function CompactRow({ post }: { post: PostSummary }) {
  return (
    <Stack gap="0.5">
      <Link asChild fontSize="sm" fontWeight="medium" color="fg" _hover={{ color: 'brand.fg' }}>
        <RouterLink to={paths.forum.post.getHref(post.id)}>{post.title}</RouterLink>
      </Link>
      <Text fontSize="xs" color="fg.muted">
        {authorName(post.author)} · {formatCount(post.upvotes)} upvotes ·{' '}
        {formatCount(post.commentCount)} comments
      </Text>
    </Stack>
  )
}

/**
 * One page of a longer list of discussions (a category's, a tag's, a member's), under an
 * optional h2, with the previous / next pager once the page has loaded.
 */
export function PagedPostList({
  heading,
  posts,
  pageSize,
  page,
  ...list
}: {
  heading?: string
  posts: { items: PostSummary[]; total: number } | undefined
  pageSize: number | undefined
  page: number
  loading: boolean
  emptyText: string
  label: string
}) {
  return (
    <Stack gap="4">
      {heading ? (
        <Heading as="h2" size="lg">
          {heading}
        </Heading>
      ) : null}
      <PostList {...list} posts={posts?.items} />
      {posts && pageSize ? <Pager page={page} total={posts.total} pageSize={pageSize} /> : null}
    </Stack>
  )
}
