// What the form shows when sending fails: the error's message when it is readable,
// otherwise 'Please try again later.'; and the server's field errors, if it sent any.
import { TRPCClientError } from '@trpc/client'

export type FieldErrors = Record<string, string[] | undefined>

const FALLBACK = 'Please try again later.'

/** Field errors the server attached to a rejected submission, if any. */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  if (!(error instanceof TRPCClientError)) return undefined
  const data = error.data as { fieldErrors?: FieldErrors | null } | undefined
  return data?.fieldErrors ?? undefined
}

/** The toast description for a failed send: the error's message when readable. */
export function failureDescription(error: unknown): string {
  if (error instanceof TRPCClientError) {
    if (serverFieldErrors(error)) return 'Please correct the highlighted fields.'
    if (!error.data) {
      // Not a tRPC answer: the rate limiter's JSON error, a proxy page, a network failure.
      const body = (error.meta as { responseJSON?: { error?: { message?: unknown } } } | undefined)
        ?.responseJSON
      const message = body?.error?.message
      return typeof message === 'string' && message !== '' ? message : FALLBACK
    }
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message
  return FALLBACK
}
