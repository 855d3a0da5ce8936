// "3 hours ago": the server renders it at request time and the browser hydrates later, so the
// two may fall on either side of a boundary ("59 minutes" / "1 hour"); the server's wording
// stays rather than failing hydration over a clock difference.
import { relativeTime } from '../format.ts'

export function RelativeTime({ date }: { date: string | Date }) {
  const when = new Date(date)
  return (
    <time dateTime={when.toISOString()} suppressHydrationWarning>
      {relativeTime(when)}
    </time>
  )
}
