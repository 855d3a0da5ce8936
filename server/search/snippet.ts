// The passage a hit shows under its title: the unit's text around the first matched word, cut
// at word boundaries, so the visitor sees why the hit answers the question.
import { tokenize } from './tokenize.ts'

/** Characters of text a snippet shows, about two lines. */
export const SNIPPET_LENGTH = 180

export function makeSnippet(text: string, words: readonly string[]): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= SNIPPET_LENGTH) return clean
  const wanted = new Set(words)
  let at = -1
  for (const match of clean.matchAll(/[\p{L}\p{N}][\p{L}\p{N}.,-]*/gu)) {
    if (tokenize(match[0]).some((term) => wanted.has(term))) {
      at = match.index
      break
    }
  }
  if (at < 0) return cut(clean, 0)
  // Start a little before the match, at a word boundary.
  let start = Math.max(0, at - 40)
  if (start > 0) start = clean.indexOf(' ', start) + 1 || at
  return cut(clean, start)
}

function cut(text: string, start: number): string {
  let end = Math.min(text.length, start + SNIPPET_LENGTH)
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`
}
