// The passage a hit shows under its title: the unit's text around the first matched word, cut
// at word boundaries, so the visitor sees why the hit answers the question. A unit's text runs
// to kilobytes and every hit of every answer needs a passage, so each source keeps its text with
// whitespace already collapsed and, once asked, where each of its words first occurs.
import { LruCache } from '../lru-cache.ts'

/** Characters of text a snippet shows, about two lines. */
export const SNIPPET_LENGTH = 180

const WORD_CHAR = /[\p{L}\p{N}]/u
const WORD_RUN = /[\p{L}\p{N}]+/gu
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u

/** Other words (not a single run of letters and digits) whose place a text keeps, at most. */
const OTHER_WORDS_KEPT = 64

/** A unit's text, and where a word first occurs in it as a whole word (-1: nowhere). */
export interface SnippetSource {
  text: string
  firstAt: (word: string) => number
}

/** The text a unit's snippet is cut from: its body, led by its description unless it holds it. */
export function snippetSource(description: string, body: string): SnippetSource {
  return textSource(body.includes(description) ? body : `${description} ${body}`)
}

export function textSource(raw: string): SnippetSource {
  const text = raw.replace(/\s+/g, ' ').trim()
  let lower: string | undefined
  let firstRuns: Map<string, number> | undefined
  let otherWords: LruCache<string, number> | undefined
  return {
    text,
    firstAt: (word) => {
      lower ??= text.toLowerCase()
      // A word of letters and digits is a whole run of them: one pass over the text finds where
      // every run first occurs. A word with other characters ("8.2.6", a thesaurus phrase) is
      // looked for as written, once: the same phrases come back query after query.
      if (!PLAIN_WORD.test(word)) {
        const lowered = lower
        otherWords ??= new LruCache(OTHER_WORDS_KEPT)
        return otherWords.getOrCompute(word, () => wordAt(lowered, word))
      }
      if (!firstRuns) {
        firstRuns = new Map()
        for (const run of lower.matchAll(WORD_RUN)) {
          if (!firstRuns.has(run[0])) firstRuns.set(run[0], run.index)
        }
      }
      return firstRuns.get(word) ?? -1
    },
  }
}

/** Where `word` first occurs in `lower` as a whole word (or -1). */
function wordAt(lower: string, word: string): number {
  for (let i = lower.indexOf(word); i !== -1; i = lower.indexOf(word, i + 1)) {
    const before = i === 0 ? '' : lower[i - 1]!
    const after = lower[i + word.length] ?? ''
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return i
  }
  return -1
}

export function makeSnippet(source: SnippetSource | string, words: readonly string[]): string {
  const { text, firstAt } = typeof source === 'string' ? textSource(source) : source
  if (text.length <= SNIPPET_LENGTH) return text
  let at = -1
  for (const word of words) {
    const i = firstAt(word)
    if (i !== -1 && (at === -1 || i < at)) at = i
  }
  // Start a little before the match, at a word boundary.
  let start = at <= 0 ? 0 : Math.max(0, at - 40)
  if (start > 0) start = text.indexOf(' ', start) + 1 || at
  return cut(text, start)
}

function cut(text: string, start: number): string {
  let end = Math.min(text.length, start + SNIPPET_LENGTH)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    if (space > start) end = space
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`
}
