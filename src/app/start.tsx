// Starts the app in the browser (src/main.tsx imports it once the page has painted): mounts the
// providers and the router. A prerendered or server-rendered page already holds the rendered
// tree in #root, so it is hydrated; otherwise the app shell is rendered. A page the server
// answered with an error status (404, 503) names it on #root, so the same status page is
// hydrated at that path. The page's styles are in its head already (src/theme/page-styles.ts).
import { CacheProvider } from '@emotion/react'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { nextTask } from '../lib/next-task.ts'
import { browserStyleCache } from '../theme/page-styles.ts'
import { preloadRoute } from './preload-route.ts'
import { AppProvider } from './provider.tsx'
import { AppRoutes, type StatusPage } from './router.tsx'

const container = document.getElementById('root')
if (!container) throw new Error('No #root element in index.html')
const statusKind = container.dataset.statusPage
const statusPage: StatusPage | undefined =
  statusKind === 'not-found' || statusKind === 'unavailable'
    ? { kind: statusKind, pathname: window.location.pathname }
    : undefined

const app = (
  <StrictMode>
    <CacheProvider value={browserStyleCache()}>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes statusPage={statusPage} />
        </BrowserRouter>
      </AppProvider>
    </CacheProvider>
  </StrictMode>
)

// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// blocking the main thread for the whole page (total blocking time on slow phones). Loading the
// route's module is a step of its own, after this module's evaluation.
if (container.hasChildNodes()) {
  void (
    statusPage ? Promise.resolve() : nextTask().then(() => preloadRoute(location.pathname))
  ).then(() => startTransition(() => void hydrateRoot(container, app)))
} else createRoot(container).render(app)
