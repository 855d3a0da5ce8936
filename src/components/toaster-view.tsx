// The toast region (one at a time, 5 s by default, bottom-right, at most 420 px wide
// from medium screens up). Loaded with the first toast (see toaster.tsx), so Chakra's toast
// machinery is not part of every page's initial JavaScript.
import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react'
import { useEffect } from 'react'
import { attachToastStore } from './toaster.tsx'

export const toastStore = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
})

/**
 * Hands the store to toaster.tsx, which replays the toasts queued before this module loaded.
 * The toast group subscribes to the store when its state machine starts, a microtask after it
 * mounts, and a toast created before that never shows (seen in Chromium): the hand-over waits
 * one task, by which time the group listens.
 */
function AttachStore() {
  useEffect(() => {
    let detach: (() => void) | undefined
    const timer = window.setTimeout(() => {
      detach = attachToastStore(toastStore)
    }, 0)
    return () => {
      window.clearTimeout(timer)
      detach?.()
    }
  }, [])
  return null
}

export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} maxWidth={{ md: '420px' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Dismiss notification" />
          </Toast.Root>
        )}
      </ChakraToaster>
      <AttachStore />
    </Portal>
  )
}
