// Focus management on client-side navigation (WCAG 2.4.3): after the path changes, focus moves
// to the main landmark so keyboard and screen-reader users start at the new page's content
// instead of on the link they left behind. The first render (a full page load) keeps the
// browser's own focus order; links to an anchor keep theirs too.
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

export function useFocusOnNavigate(mainId: string): void {
  const { pathname, hash } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (hash) return
    document.getElementById(mainId)?.focus({ preventScroll: true })
  }, [pathname, hash, mainId])
}
