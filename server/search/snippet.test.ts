import { describe, expect, it } from 'vitest'
import { makeSnippet, SNIPPET_LENGTH } from './snippet.ts'

describe('makeSnippet', () => {
  const filler = 'Lorem ipsum dolor sit amet. '.repeat(20)
  const text = `${filler}The CAMA course costs $1,500 per person.\n\n${filler}`

  it('shows the passage around the first whole-word match, cut at word boundaries', () => {
    const snippet = makeSnippet(text, ['costs', 'cama'])
    expect(snippet).toContain('The CAMA course costs $1,500')
    expect(snippet.startsWith('… ')).toBe(true)
    expect(snippet.endsWith(' …')).toBe(true)
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 4)
  })

  it('ignores a match inside a longer word, and starts at the top without a match', () => {
    expect(makeSnippet(text, ['ame'])).toMatch(/^Lorem ipsum/)
    expect(makeSnippet('Short  text', ['x'])).toBe('Short text')
  })
})
