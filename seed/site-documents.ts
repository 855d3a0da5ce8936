// The search documents of a freshly seeded site, content and forum, built from the seed data
// through the indexer's own mappings: the corpus the relevance tests and the search benchmarks
// search without opening a database.
import { contentDocuments } from '../server/indexing/content-documents.ts'
import { forumCategoryDocument, forumPostDocument } from '../server/indexing/forum-documents.ts'
import type { SearchDocument } from '../server/search/types.ts'
import { seedCategories } from './forum-data.ts'
import { seedPosts } from './forum-posts.ts'

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

/** Every document of a freshly seeded site, content and forum. */
export function seededSiteDocuments(): SearchDocument[] {
  return [...contentDocuments(), ...seedForumDocuments()]
}
