// Display rules for forum data and relative times. Pure functions.
import type { ForumAuthor } from '../../lib/forum-author.ts'
import { paths } from '../../lib/paths.ts'

export { authorName, type ForumAuthor } from '../../lib/forum-author.ts'

/** The author's picture, or the spec's placeholder avatar. */
export function avatarSrc(author: ForumAuthor | null, size = 32): string {
  return author?.profileImageUrl || paths.forum.avatarPlaceholder.getHref(size)
}

// Relative times and counts are formatted here rather than with Intl.RelativeTimeFormat and
// toLocaleString: the browser re-renders them while hydrating every forum page, and each Intl
// formatter's first use loads locale data, about 10 ms on a desktop and 40 ms on a slow phone,
// on the main thread. The site is in English only; the tests hold these to Intl's own output.

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute'

const units: [Unit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** What English says for one unit back or ahead, where it has a word for it. */
const oneUnit: Partial<Record<Unit, [past: string, future: string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
}

/** "5 minutes ago", "yesterday", "3 weeks ago", "in 2 days"; "just now" under a minute. */
export function relativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
  for (const [unit, size] of units) {
    if (Math.abs(seconds) < size) continue
    const count = Math.trunc(seconds / size)
    const word = oneUnit[unit]
    if (word && Math.abs(count) === 1) return count < 0 ? word[0] : word[1]
    const amount = plural(Math.abs(count), unit)
    return count < 0 ? `${amount} ago` : `in ${amount}`
  }
  return 'just now'
}

/** A whole number with thousands separators: "1,247". */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`
}

/** Quotes a reply in Markdown: "> " before each line, then who wrote it. */
export function quoteMarkdown(author: string, body: string): string {
  const quoted = body
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  return `> **${author}** wrote:\n${quoted}\n\n`
}
