// /forum/tags and /forum/tags/:tag: every tag with its number of discussions, and the
// discussions carrying one tag.
import { Badge, Link, Skeleton, Wrap } from '@chakra-ui/react'
import { Link as RouterLink, useParams } from 'react-router'
import { ContentPage, PageContainer, PageHeader } from '../../../components/page-layout.tsx'
import { forumTagsPage } from '../../../content/forum.ts'
import { PageMeta } from '../../../components/page-meta.tsx'
import { paths } from '../../../lib/paths.ts'
import { useForumTags, usePostsByTag } from '../api.ts'
import { formatCount, plural } from '../format.ts'
import { ForumNotFound } from '../components/forum-not-found.tsx'
import { usePageParam } from '../components/pager.tsx'
import { PagedPostList } from '../components/post-list.tsx'

export function TagsPage() {
  const { tag } = useParams()
  return tag ? <TagPosts tag={tag} /> : <AllTags />
}

function AllTags() {
  const tags = useForumTags()
  return (
    <ContentPage copy={forumTagsPage}>
      {tags.isLoading ? (
        <Skeleton height="40" rounded="lg" />
      ) : (tags.data ?? []).length === 0 ? (
        <p>No tags yet.</p>
      ) : (
        <Wrap as="ul" listStyleType="none" gap="3" aria-label="Tags">
          {(tags.data ?? []).map(({ tag, count }) => (
            <li key={tag}>
              <Link asChild color="brand.fg" borderWidth="1px" rounded="full" px="3" py="1">
                <RouterLink to={paths.forum.tags.getHref(tag)}>
                  #{tag}
                  <Badge variant="subtle" aria-label={plural(count, 'discussion')}>
                    {formatCount(count)}
                  </Badge>
                </RouterLink>
              </Link>
            </li>
          ))}
        </Wrap>
      )}
    </ContentPage>
  )
}

function TagPosts({ tag }: { tag: string }) {
  const page = usePageParam()
  const result = usePostsByTag(tag, page)
  if (result.data && result.data.total === 0)
    return (
      <ForumNotFound
        title={`No discussions tagged #${tag}`}
        message="No published discussion carries this tag. Browse all tags on the forum."
      />
    )
  return (
    <PageContainer>
      <PageMeta title={`#${tag} | Forum`} description={`Forum discussions tagged ${tag}.`} />
      <PageHeader
        title={`#${tag}`}
        description={
          result.data
            ? `${plural(result.data.total, 'discussion')} with this tag.`
            : 'Discussions with this tag.'
        }
        back={{ href: paths.forum.tags.getHref(), label: 'All tags' }}
      />
      <PagedPostList
        heading="Discussions"
        label={`Discussions tagged ${tag}`}
        posts={result.data}
        pageSize={result.data?.pageSize}
        page={page}
        loading={result.isLoading}
        emptyText="No discussions yet. Be the first to start a conversation!"
      />
    </PageContainer>
  )
}
