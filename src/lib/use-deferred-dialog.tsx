// A dialog whose code loads on first use, or as soon as the pointer or focus reaches its button
// (the quick search, the mobile menu, the home page's demo): this keeps dialog machinery out of
// the JavaScript a page loads first. Spread `triggerProps` on the button and render `element`.
import {
  Suspense,
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react'

/** What a deferred dialog component receives. */
export interface DeferredDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the dialog, which gets focus back when it closes. */
  trigger: RefObject<HTMLButtonElement | null>
}

/**
 * `load` imports the dialog's module; `Dialog` is `lazy(load)`, made once at module level so
 * React keeps the same component between renders.
 */
export function useDeferredDialog(
  load: () => Promise<unknown>,
  Dialog: ComponentType<DeferredDialogProps>,
) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const show = useCallback(() => {
    setUsed(true)
    setOpen(true)
  }, [])
  const preload = useCallback(() => void load(), [load])
  const element: ReactNode = used ? (
    <Suspense fallback={null}>
      <Dialog open={open} onOpenChange={setOpen} trigger={trigger} />
    </Suspense>
  ) : null
  return {
    /** Opens the dialog (and loads its code the first time), e.g. from a keyboard shortcut. */
    show,
    /** Nothing until first use; then the dialog (nothing while its code is still loading). */
    element,
    triggerProps: {
      ref: trigger,
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: show,
    } as const,
  }
}
