// State for a dialog whose code loads on first use, or as soon as the pointer or focus reaches
// its button (the quick search, the mobile menu, the home page's demo): this keeps dialog
// machinery out of the JavaScript a page loads first. Render the dialog once `used` is true.
import { useCallback, useRef, useState } from 'react'

export function useDeferredDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const show = useCallback(() => {
    setUsed(true)
    setOpen(true)
  }, [])
  const preload = useCallback(() => void load(), [load])
  return {
    open,
    setOpen,
    used,
    show,
    /** The button, which gets focus back when the dialog closes. */
    trigger,
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
