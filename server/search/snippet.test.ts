import { describe, expect, it } from 'vitest'
import { makeSnippet, SNIPPET_LENGTH, textSource } from './snippet.ts'

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

  it('finds a phrase or a dotted id as written, from a source asked again and again', () => {
    const source = textSource(`${filler}Control 8.2.6 covers the access request form. ${filler}`)
    const phraseAt = source.text.indexOf('access request')
    // More distinct look-ups than a source keeps, then the first ones again.
    for (let round = 0; round < 2; round++) {
      expect(source.firstAt('access request')).toBe(phraseAt)
      expect(source.firstAt('8.2.6')).toBe(source.text.indexOf('8.2.6'))
      for (let n = 0; n < 100; n++) expect(source.firstAt(`no such ${n}`)).toBe(-1)
    }
    expect(makeSnippet(source, ['access request'])).toContain('access request form')
  })
})
