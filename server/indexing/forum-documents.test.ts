// A forum post's search document: its tags are text, not keywords, so a post tagged with a
// concept does not outrank the framework's pages written about it.
import { describe, expect, it } from 'vitest'
import { forumPostDocument } from './forum-documents.ts'

describe('forumPostDocument', () => {
  it('indexes the tags with the text, and only the forum and category as keywords', () => {
    const document = forumPostDocument({
      id: 7,
      title: 'Removing local admin rights',
      body: 'We plan to remove them with an elevation tool.',
      comments: ['We did it in two waves.'],
      categoryName: 'Privileged Access & Security',
      tags: ['least-privilege', 'endpoint'],
    })
    expect(document.keywords).toEqual(['forum', 'Privileged Access & Security'])
    expect(document.body).toContain('least-privilege')
    expect(document.body).toContain('We did it in two waves.')
    expect(document.url).toBe('/forum/post/7')
  })
})
