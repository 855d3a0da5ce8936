// Loads the lazy page module of the current URL before a prerendered page is hydrated. While a
// lazy route is still loading, React keeps its server HTML as a "dehydrated" Suspense boundary,
// and any context change above it in that time (next-themes settles its state in an effect)
// makes React drop the server HTML and show the loading fallback. With the module loaded first,
// the whole page hydrates in one pass.
import { matchRoutes } from 'react-router'
import { routeTable } from './router.tsx'

/** The parts of a React.lazy component that start and report its load (stable since React 16). */
interface LazyInternals {
  _payload?: unknown
  _init?: (payload: unknown) => unknown
}

export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(
    routeTable.map((route, index) => ({ path: route.path, id: String(index) })),
    pathname,
  )
  const entry = matches?.[0] ? routeTable[Number(matches[0].route.id)] : undefined
  const lazyComponent = entry?.Component as unknown as LazyInternals | undefined
  if (!lazyComponent?._init) return
  try {
    lazyComponent._init(lazyComponent._payload)
  } catch (pending) {
    // A lazy component that is not loaded yet throws its loading promise.
    if (pending && typeof (pending as PromiseLike<unknown>).then === 'function')
      await Promise.resolve(pending as PromiseLike<unknown>).catch(() => undefined)
  }
}
