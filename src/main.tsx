// Client entry. The page arrives with its content already rendered (prerendered or rendered at
// request time), so the first thing the browser should do is paint it. Module scripts run as
// soon as the HTML is parsed, before the first frame, so evaluating the app here (React, Chakra
// and its system, the router) would hold the first paint back behind all of that work on a slow
// phone. The entry therefore only waits for the next frame to be painted, then imports the app
// (src/app/start.tsx), whose chunks the page has already preloaded. A hidden tab paints no frames:
// the fallback timer starts the app there too.
let started = false

function startApp(): void {
  if (started) return
  started = true
  void import('./app/start.tsx')
}

requestAnimationFrame(() => setTimeout(startApp, 0))
setTimeout(startApp, 500)
