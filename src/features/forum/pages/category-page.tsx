// /forum/category/:slug: the category with its real counts and its discussions, paginated.
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plus } from 'lucide-react'
import { Link as RouterLink, useParams } from 'react-router'
import { PageContainer, PageHeader } from '../../../components/page-layout.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { paths } from '../../../lib/paths.ts'
import { useForumCategory } from '../api.ts'
import { plural } from '../format.ts'
import { CategoryIcon } from '../components/category-icon.tsx'
import { ForumNotFound } from '../components/forum-not-found.tsx'
import { Pager, usePageParam } from '../components/pager.tsx'
import { PostList } from '../components/post-list.tsx'
import { AccountBar } from '../components/account-bar.tsx'

export function CategoryPage() {
  const { slug = '' } = useParams()
  const page = usePageParam()
  const result = useForumCategory(slug, page)
  if (result.data === null)
    return (
      <ForumNotFound
        title="Category not found"
        message="There is no forum category at this address. Choose one of the categories on the forum home."
      />
    )
  const data = result.data
  return (
    <PageContainer>
      <AccountBar />
      {data ? (
        <>
          <PageMeta
            title={`${data.category.name} | Forum`}
            description={data.category.description}
          />
          <PageHeader
            title={data.category.name}
            description={data.category.description}
            back={{ href: paths.forum.getHref(), label: 'Forum' }}
            icon={<CategoryIcon icon={data.category.icon} color={data.category.color} />}
          >
            <HStack gap="4" wrap="wrap">
              <Text color="fg.muted">
                {plural(data.category.postCount, 'post')} ·{' '}
                {plural(data.category.memberCount, 'member')}
              </Text>
              <Button asChild colorPalette="brand" size="sm">
                <RouterLink to={paths.forum.newPost.getHref(slug)}>
                  <Plus aria-hidden="true" />
                  New Post
                </RouterLink>
              </Button>
            </HStack>
          </PageHeader>
        </>
      ) : (
        <Skeleton height="32" rounded="lg" />
      )}
      <Stack gap="4">
        <PostList
          label="Discussions in this category"
          posts={data?.posts.items}
          loading={result.isLoading}
          emptyText="No discussions yet. Be the first to start a conversation!"
        />
        {data && <Pager page={page} total={data.posts.total} pageSize={data.pageSize} />}
      </Stack>
    </PageContainer>
  )
}
