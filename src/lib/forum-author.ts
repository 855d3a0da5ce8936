// How a forum author is named (spec fallbacks): shown by the forum pages, and written into the
// feed and the posts' structured data by the server.

export interface ForumAuthor {
  firstName: string | null
  lastName: string | null
  profileImageUrl: string | null
}

/** 'Anonymous' when the author is missing; 'User' when the first name is missing. */
export function authorName(author: ForumAuthor | null): string {
  if (!author) return 'Anonymous'
  return [author.firstName || 'User', author.lastName].filter(Boolean).join(' ')
}
