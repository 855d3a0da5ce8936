// Sends a contact message through tRPC, shows the success and failure toasts, and on success invalidates
// the cached contacts listing.
import { toaster } from '../../components/toaster.tsx'
import { trpc } from '../../lib/trpc.ts'
import { failureDescription, serverFieldErrors, type FieldErrors } from './failure-message.ts'

export function useContactSubmit(handlers: {
  onSuccess: () => void
  onFieldErrors: (errors: FieldErrors) => void
}) {
  const utils = trpc.useUtils()
  return trpc.contact.submit.useMutation({
    onSuccess: async () => {
      toaster.create({
        type: 'success',
        title: 'Message sent successfully!',
        description: "We'll get back to you as soon as possible.",
      })
      handlers.onSuccess()
      await utils.contact.list.invalidate()
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error)
      if (fieldErrors) handlers.onFieldErrors(fieldErrors)
      toaster.create({
        type: 'error',
        title: 'Failed to send message',
        description: failureDescription(error),
      })
    },
  })
}
