// The toast region (spec §9: one at a time, 5 s by default, bottom-right, at most 420 px wide
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
 * It sits after the toast group inside the portal: the portal mounts its children a render
 * later, and sibling effects run in order, so the group has subscribed to the store by then
 * (a toast created before the group subscribes would never show).
 */
function AttachStore() {
  useEffect(() => attachToastStore(toastStore), [])
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
