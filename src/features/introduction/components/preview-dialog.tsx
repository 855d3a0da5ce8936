// A "Preview" button that opens an accessible dialog (focus trapped, Escape closes, title
// announced) with the content passed in.
import { Button, CloseButton, Dialog, Portal, type ButtonProps } from '@chakra-ui/react'
import { Eye } from 'lucide-react'
import type { ReactNode } from 'react'

export function PreviewDialog({
  title,
  label = 'Preview',
  triggerLabel,
  buttonProps,
  footer,
  children,
}: {
  title: string
  label?: string
  /** Accessible name of the trigger when several Preview buttons share a page. */
  triggerLabel?: string
  buttonProps?: ButtonProps
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <Dialog.Root size="lg" placement="center" scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button variant="outline" aria-label={triggerLabel} {...buttonProps}>
          <Eye aria-hidden="true" />
          {label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              {children}
            </Dialog.Body>
            <Dialog.Footer>
              {footer}
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close preview" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
