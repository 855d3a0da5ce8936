// Search documents for the forum (the static forum pages come from src/content/pages.ts): each category and each seeded discussion
// (ids are fixed in the seed data, so the links are stable).
import { PRIORITY, type SearchDocument } from '../../server/search/types.ts'
import { paths } from '../../src/lib/paths.ts'
import { seedCategories } from '../forum-data.ts'
import { seedPosts } from '../forum-posts.ts'

export function forumDocuments(): SearchDocument[] {
  const categoryName = new Map(seedCategories.map((c) => [c.slug, c.name]))
  return [
    ...seedCategories.map((category) => ({
      id: `forum-category:${category.slug}`,
      title: `${category.name} (forum)`,
      description: category.description,
      body: seedPosts
        .filter((p) => p.category === category.slug)
        .map((p) => p.title)
        .join('. '),
      category: 'Forum',
      url: paths.forum.category.getHref(category.slug),
      keywords: ['forum', category.name],
      priority: PRIORITY.community,
    })),
    ...seedPosts.map((post) => ({
      id: `forum-post:${post.id}`,
      title: post.title,
      description: post.body.length > 200 ? `${post.body.slice(0, 197)}...` : post.body,
      body: [post.body, ...post.comments.map((c) => c.body)].join(' '),
      category: 'Forum',
      url: paths.forum.post.getHref(post.id),
      keywords: ['forum', categoryName.get(post.category) ?? '', ...post.tags],
      priority: PRIORITY.community,
    })),
  ]
}
