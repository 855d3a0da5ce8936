// Client entry. The page arrives with its content already rendered (prerendered or rendered at
// request time), so the first thing the browser should do is paint it. Module scripts run as
// soon as the HTML is parsed, before the first frame, so evaluating the app here (React, Chakra
// and its system, the router) would hold the first paint back behind all of that work on a slow
// phone. The entry therefore only waits for the next frame to be painted, then imports the app
// (src/app/start.tsx), whose chunks the page has already preloaded. A hidden tab paints no frames:
// the fallback timer starts the app there too.
//
// The app is evaluated in three tasks rather than one (src/lib/next-task.ts): first Chakra's
// system (building its token dictionary is the largest single piece of start-up work), then
// React DOM (a chunk of its own, see vite.config.ts), then the app itself (the router, the
// shell), so that no one of them holds the main thread for long.
import { nextTask } from './lib/next-task.ts'

let started = false

async function startApp(): Promise<void> {
  if (started) return
  started = true
  await import('./theme/system.ts')
  await nextTask()
  await import('react-dom/client')
  await nextTask()
  await import('./app/start.tsx')
}

requestAnimationFrame(() => setTimeout(() => void startApp(), 0))
setTimeout(() => void startApp(), 500)
