// The page frame: skip link, header, main landmark with the routed page, footer.
import { Box, Center, Spinner } from '@chakra-ui/react'
import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useFocusOnNavigate } from '../../lib/use-focus-on-navigate.ts'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'

/** Scrolls to the top on navigation, or to the element named by the hash once it exists. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0)
      return
    }
    const id = decodeURIComponent(hash.slice(1))
    let tries = 0
    // Lazy pages render after navigation: look for the anchor for up to ~2 s.
    const timer = window.setInterval(() => {
      const target = document.getElementById(id)
      if (target || ++tries > 40) {
        window.clearInterval(timer)
        target?.scrollIntoView({ block: 'start' })
      }
    }, 50)
    return () => window.clearInterval(timer)
  }, [pathname, hash])
}

/**
 * Marks the document once React has hydrated (or rendered) the page: until then a prerendered
 * page shows its server HTML without event handlers. The browser tests wait for the mark.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}

export function AppLayout() {
  useHydratedMark()
  useScrollOnNavigate()
  useFocusOnNavigate('main-content')
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <Box
        asChild
        position="absolute"
        left="-9999px"
        zIndex="skipLink"
        _focus={{ left: '4', top: '4', bg: 'bg', px: '4', py: '2', rounded: 'md', shadow: 'md' }}
      >
        <a href="#main-content">Skip to content</a>
      </Box>
      <Header />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Suspense
          fallback={
            <Center py="24">
              <Spinner size="lg" aria-label="Loading page" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  )
}
