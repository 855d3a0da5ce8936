// The failure toast's description for each kind of error.
import { TRPCClientError } from '@trpc/client'
import { describe, expect, it } from 'vitest'
import { failureDescription, serverFieldErrors } from './failure-message.ts'

function trpcError(message: string, data?: unknown, meta?: unknown) {
  const error = new TRPCClientError(message, { meta: meta as Record<string, unknown> })
  Object.assign(error, { data })
  return error
}

describe('failureDescription', () => {
  it("shows a server error's message", () => {
    const error = trpcError('The service is temporarily unavailable.', {
      code: 'SERVICE_UNAVAILABLE',
      fieldErrors: null,
    })
    expect(failureDescription(error)).toBe('The service is temporarily unavailable.')
  })

  it('points at the fields when the server rejected them', () => {
    const error = trpcError('[{"code":"too_small"}]', {
      code: 'BAD_REQUEST',
      fieldErrors: { name: ['Name must be at least 2 characters'] },
    })
    expect(failureDescription(error)).toBe('Please correct the highlighted fields.')
    expect(serverFieldErrors(error)).toEqual({ name: ['Name must be at least 2 characters'] })
  })

  it("uses the rate limiter's JSON message for a non-tRPC answer", () => {
    const error = trpcError('Unable to transform response', undefined, {
      responseJSON: { error: { code: 'TOO_MANY_REQUESTS', message: 'Too many submissions.' } },
    })
    expect(failureDescription(error)).toBe('Too many submissions.')
  })

  it('falls back to the spec text for anything unreadable', () => {
    expect(failureDescription(trpcError('Failed to fetch'))).toBe('Please try again later.')
    expect(failureDescription('boom')).toBe('Please try again later.')
    expect(failureDescription(new Error('   '))).toBe('Please try again later.')
    expect(failureDescription(new Error('Network down'))).toBe('Network down')
  })
})
