// /forum/category/:slug: the category with its real counts and its discussions, paginated.
import { Button, HStack, Skeleton, Text } from '@chakra-ui/react'
import { Plus } from 'lucide-react'
import { Link as RouterLink, useParams } from 'react-router'
import { PageContainer, PageHeader } from '../../../components/page-layout.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { paths } from '../../../lib/paths.ts'
import { useForumCategory } from '../api.ts'
import { plural } from '../format.ts'
import { CategoryIcon } from '../components/category-icon.tsx'
import { ForumNotFound } from '../components/forum-not-found.tsx'
import { usePageParam } from '../components/pager.tsx'
import { PagedPostList } from '../components/post-list.tsx'
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
      <PagedPostList
        label="Discussions in this category"
        posts={data?.posts}
        pageSize={data?.pageSize}
        page={page}
        loading={result.isLoading}
        emptyText="No discussions yet. Be the first to start a conversation!"
      />
    </PageContainer>
  )
}
