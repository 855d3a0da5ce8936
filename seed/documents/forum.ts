// Search documents for the forum, built from the database rows (the static forum pages come from
// src/content/pages.ts): one per category, with its live count of published posts, and one per
// published post. Ids are the row ids, so a post's document is replaced or removed by id.
import type { IndexableCategory, IndexablePost } from '../../server/stores/forum.ts'
import { PRIORITY, type SearchDocument } from '../../server/search/types.ts'
import { paths } from '../../src/lib/paths.ts'
import { seedCategories } from '../forum-data.ts'
import { seedPosts } from '../forum-posts.ts'

export const forumPostDocumentId = (postId: number) => `forum-post:${postId}`

export function forumCategoryDocument(category: IndexableCategory): SearchDocument {
  const count = `${category.postCount} ${category.postCount === 1 ? 'discussion' : 'discussions'}`
  return {
    id: `forum-category:${category.slug}`,
    title: `${category.name} (forum)`,
    description: `${category.description} (${count})`,
    body: category.postTitles.join('. '),
    category: 'Forum',
    url: paths.forum.category.getHref(category.slug),
    keywords: ['forum', category.name],
    priority: PRIORITY.community,
  }
}

export function forumPostDocument(post: IndexablePost): SearchDocument {
  return {
    id: forumPostDocumentId(post.id),
    title: post.title,
    description: post.body.length > 200 ? `${post.body.slice(0, 197)}...` : post.body,
    body: [post.body, ...post.comments].join(' '),
    category: 'Forum',
    url: paths.forum.post.getHref(post.id),
    keywords: ['forum', post.categoryName, ...post.tags],
    priority: PRIORITY.community,
  }
}

/**
 * The forum documents of a freshly seeded database, built from the seed data itself through the
 * same mappings: what the relevance tests and benchmarks search without opening a database.
 */
export function seedForumDocuments(): SearchDocument[] {
  const categoryName = new Map(seedCategories.map((c) => [c.slug, c.name]))
  const newestFirst = [...seedPosts].sort((a, b) => a.ageHours - b.ageHours || b.id - a.id)
  return [
    ...seedCategories.map((category) => {
      const titles = newestFirst.filter((p) => p.category === category.slug).map((p) => p.title)
      return forumCategoryDocument({
        slug: category.slug,
        name: category.name,
        description: category.description,
        postCount: titles.length,
        postTitles: titles,
      })
    }),
    ...seedPosts.map((post) =>
      forumPostDocument({
        id: post.id,
        title: post.title,
        body: post.body,
        tags: post.tags,
        categoryName: categoryName.get(post.category) ?? '',
        comments: post.comments.map((comment) => comment.body),
      }),
    ),
  ]
}
