// /forum/post/:id: a discussion with its body, tags and comments.
import { ArrowLeft } from 'lucide-react'
import { Avatar, Badge, Box, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Link as RouterLink, useParams } from 'react-router'
import { PageContainer } from '../../../components/info-blocks.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { paths } from '../../../lib/paths.ts'
import { discussionForumPostingJsonLd } from '../../../lib/structured-data.ts'
import { useForumPost } from '../api.ts'
import { authorName, avatarSrc } from '../format.ts'
import { RelativeTime } from './relative-time.tsx'
import { categoryPalette } from './category-icon.tsx'
import { ForumNotFound } from './forum-not-found.tsx'
import { PostCounts } from './post-list.tsx'
import { AccountBar } from './account-bar.tsx'

export function PostPage() {
  const { id = '' } = useParams()
  const postId = /^\d{1,9}$/.test(id) ? Number(id) : 0
  const result = useForumPost(postId)
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
        <Stack gap="3">
          {post.body.split(/\n{2,}/).map((paragraph, i) => (
            <Text key={i} whiteSpace="pre-line">
              {paragraph}
            </Text>
          ))}
        </Stack>
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
        <Stack as="section" gap="4" aria-labelledby="comments-heading">
          <Heading as="h2" id="comments-heading" size="lg">
            Comments ({post.comments.length})
          </Heading>
          {post.comments.length === 0 ? (
            <Text color="fg.muted">No comments yet.</Text>
          ) : (
            <Stack as="ol" listStyleType="none" gap="3">
              {post.comments.map((comment) => (
                <Box as="li" key={comment.id} borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
                  <HStack gap="2" fontSize="sm" color="fg.muted" mb="2">
                    <Avatar.Root size="2xs">
                      <Avatar.Fallback name={authorName(comment.author)} />
                      <Avatar.Image src={avatarSrc(comment.author)} alt="" />
                    </Avatar.Root>
                    <Text fontWeight="medium" color="fg">
                      {authorName(comment.author)}
                    </Text>
                    <Text>
                      <RelativeTime date={comment.createdAt} />
                    </Text>
                  </HStack>
                  <Text>{comment.body}</Text>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </PageContainer>
  )
}
