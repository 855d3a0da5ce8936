// Runs an indexing step now and then: on a timer, and at once when woken (a NOTIFY, a nudge).
// Steps never overlap; wake-ups during a step coalesce into one more step after it.
import type { DbHandle } from '../../db/client.ts'
import type { Logger } from '../logger.ts'
import { SEARCH_OUTBOX_CHANNEL } from '../stores/search-outbox.ts'

export interface Wakeup {
  /** Asks for a step as soon as the current one (if any) ends. */
  wake: () => void
  /** Resolves when no step is running or asked for (for tests and shutdown). */
  idle: () => Promise<void>
  stop: () => Promise<void>
}

export interface WakeupOptions {
  /** The step; resolves to a delay in ms before the next timed step (a retry backs off). */
  step: () => Promise<number>
  intervalMs: number
  /** Also wake on NOTIFY of new outbox rows from this database. */
  listenTo?: DbHandle
  logger: Pick<Logger, 'warn' | 'info'>
}

export function startWakeup({ step, intervalMs, listenTo, logger }: WakeupOptions): Wakeup {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let unlisten: (() => Promise<void>) | undefined

  const schedule = (delayMs: number) => {
    clearTimeout(timer)
    if (stopped) return
    timer = setTimeout(wake, delayMs)
    timer.unref()
  }

  let failing = false
  const run = async () => {
    let delay = intervalMs
    try {
      delay = await step()
      if (failing) logger.info('search indexing steps succeed again')
      failing = false
    } catch (err) {
      // Once per streak: a database outage would otherwise log every interval.
      if (!failing) logger.warn({ err }, 'search indexing step failed; retrying')
      failing = true
    }
    running = null
    if (again && !stopped) {
      again = false
      wake()
    } else schedule(delay)
  }

  function wake() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    clearTimeout(timer)
    running = run()
  }

  if (listenTo) {
    listenTo
      .listen(SEARCH_OUTBOX_CHANNEL, () => wake())
      .then((stop) => {
        if (stopped) void stop().catch(() => {})
        else unlisten = stop
      })
      .catch((err: unknown) =>
        logger.warn({ err }, 'LISTEN on the search outbox failed; polling only'),
      )
  }
  wake()

  return {
    wake,
    idle: async () => {
      while (running || again) await (running ?? Promise.resolve())
    },
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
      await unlisten?.().catch(() => {})
    },
  }
}
