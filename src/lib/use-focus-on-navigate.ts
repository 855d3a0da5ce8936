// Focus management on client-side navigation (WCAG 2.4.3): after the path changes, focus moves
// to the main landmark so keyboard and screen-reader users start at the new page's content
// instead of on the link they left behind. The first render (a full page load) keeps the
// browser's own focus order; links to an anchor keep theirs too. A dialog opened while the new
// page was loading (Ctrl+K right after a click) keeps its focus: moving it out would close it.
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** An open modal (Chakra marks a closing one data-state="closed" at once). */
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'

export function useFocusOnNavigate(mainId: string): void {
  const { pathname, hash } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (hash || document.activeElement?.closest(OPEN_DIALOG)) return
    document.getElementById(mainId)?.focus({ preventScroll: true })
  }, [pathname, hash, mainId])
}
