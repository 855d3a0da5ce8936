// The passage a hit shows under its title: the unit's text around the first matched word, cut
// at word boundaries, so the visitor sees why the hit answers the question. Found with plain
// string search (a page's text runs to kilobytes and every hit of every answer needs one).

/** Characters of text a snippet shows, about two lines. */
export const SNIPPET_LENGTH = 180

const WORD_CHAR = /[\p{L}\p{N}]/u

/** Where `word` first occurs in `lower` as a whole word (or -1). */
function wordAt(lower: string, word: string): number {
  for (let i = lower.indexOf(word); i !== -1; i = lower.indexOf(word, i + 1)) {
    const before = i === 0 ? '' : lower[i - 1]!
    const after = lower[i + word.length] ?? ''
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return i
  }
  return -1
}

/** `lower` is `text` in lower case, when the caller keeps it (a page's text runs to kilobytes). */
export function makeSnippet(
  text: string,
  words: readonly string[],
  lower: string = text.toLowerCase(),
): string {
  if (text.length <= SNIPPET_LENGTH) return text.replace(/\s+/g, ' ').trim()
  let at = -1
  for (const word of words) {
    const i = wordAt(lower, word)
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
  const passage = text.slice(start, end).replace(/\s+/g, ' ').trim()
  return `${start > 0 ? '… ' : ''}${passage}${end < text.length ? ' …' : ''}`
}

/** The text a unit's snippet is cut from: its body, led by its description unless it holds it. */
export function snippetSource(description: string, body: string): string {
  return body.includes(description) ? body : `${description} ${body}`
}
