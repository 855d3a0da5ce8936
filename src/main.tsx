// Client entry: mounts the providers and the router. A prerendered page (scripts/prerender.ts)
// already holds the rendered tree in #root, so it is hydrated; the app shell is rendered.
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { preloadRoute } from './app/preload-route.ts'
import { AppProvider } from './app/provider.tsx'
import { AppRoutes } from './app/router.tsx'

const container = document.getElementById('root')
if (!container) throw new Error('No #root element in index.html')

const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
)

// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// blocking the main thread for the whole page (total blocking time on slow phones).
if (container.hasChildNodes()) {
  void preloadRoute(window.location.pathname).then(() =>
    startTransition(() => void hydrateRoot(container, app)),
  )
} else createRoot(container).render(app)
