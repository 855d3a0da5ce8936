// Display rules for forum data and relative times. Pure functions.
import type { ForumAuthor } from '../../lib/forum-author.ts'
import { paths } from '../../lib/paths.ts'

export { authorName, type ForumAuthor } from '../../lib/forum-author.ts'

/** The author's picture, or the spec's placeholder avatar. */
export function avatarSrc(author: ForumAuthor | null, size = 32): string {
  return author?.profileImageUrl || paths.forum.avatarPlaceholder.getHref(size)
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

// Created on first use: building a formatter loads locale data, which costs a slow phone tens of
// milliseconds, and the module is evaluated on every forum page, most of which start without
// needing it until they render a date.
let relative: Intl.RelativeTimeFormat | undefined

/** "5 minutes ago", "yesterday", "3 weeks ago"; "just now" under a minute. */
export function relativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) {
      relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
      return relative.format(Math.trunc(seconds / size), unit)
    }
  }
  return 'just now'
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US')
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`
}
