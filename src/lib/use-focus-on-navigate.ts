// Focus management on client-side navigation (WCAG 2.4.3): after the path changes, focus moves
// to the main landmark so keyboard and screen-reader users start at the new page's content
// instead of on the link they left behind. A link to an anchor (`page#section`, as search hits
// are) lands on that section instead: scrolled to and focused, once the page has rendered it.
// The first render of a page without an anchor keeps the browser's own focus order. A dialog
// opened while the new page was loading (Ctrl+K right after a click) keeps its focus: moving it
// out would close it. That holds from the moment the dialog opens, before it has taken focus.
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** An open modal (Chakra marks a closing one data-state="closed" at once). */
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'

/** A tab panel still fading out: it takes space above or below the one chosen until it has gone. */
const CLOSING_PANEL = '[role="tabpanel"][data-state="closed"]:not([hidden])'

/** How long a landing waits for the page to render its anchor. */
const LANDING_TIMEOUT_MS = 10_000

export function useFocusOnNavigate(mainId: string): void {
  const { pathname, hash, key } = useLocation()
  const previous = useRef<string | null>(null)
  useEffect(() => {
    const first = previous.current === null
    const samePath = previous.current === pathname
    previous.current = pathname
    if (hash) return landOnAnchor(decodeURIComponent(hash.slice(1)))
    if (first || samePath || document.querySelector(OPEN_DIALOG)) return
    document.getElementById(mainId)?.focus({ preventScroll: true })
    // `key` changes with every navigation, so following the same anchor link again lands again.
  }, [pathname, hash, key, mainId])
}

/**
 * Scrolls to the element with this id and moves focus to it (made focusable for the purpose),
 * as soon as it is rendered and no dialog is open; returns a function that cancels the wait.
 */
export function landOnAnchor(id: string): () => void {
  const land = (): boolean => {
    const target = document.getElementById(id)
    // A target in a hidden part (a tab not chosen yet) lands once that part is shown, and once
    // the part it replaces has gone: until then, the target is not where it will stay.
    if (!target || target.closest('[hidden]') || document.querySelector(OPEN_DIALOG)) return false
    if (document.querySelector(CLOSING_PANEL)) return false
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.scrollIntoView({ block: 'start' })
    target.focus({ preventScroll: true })
    return true
  }
  if (land()) return () => {}
  const observer = new MutationObserver(() => {
    if (land()) stop()
  })
  const timeout = window.setTimeout(() => stop(), LANDING_TIMEOUT_MS)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timeout)
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true })
  return stop
}
