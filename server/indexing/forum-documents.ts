// Search documents for the forum, built from the database rows (the static forum pages come from
// src/content/pages.ts): one per category, with its live count of published posts, and one per
// published post. Ids are the row ids, so a post's document is replaced or removed by id.
import type { IndexableCategory, IndexablePost } from '../stores/forum.ts'
import { PRIORITY, type SearchDocument } from '../search/types.ts'
import { paths } from '../../src/lib/paths.ts'

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
    // The tags are the author's words, read as text: as keywords they would outweigh the
    // framework's pages written about the tag ("least-privilege" beat the pages on least privilege).
    body: [post.body, ...post.comments, ...post.tags].join(' '),
    category: 'Forum',
    url: paths.forum.post.getHref(post.id),
    keywords: ['forum', post.categoryName],
    priority: PRIORITY.community,
  }
}
