// The toaster's queue: calls made before the toast region has loaded are kept and replayed in
// order once it attaches; calls that only act on existing toasts are dropped until the first
// toast. (That the region and its code load with the first toast is checked in the browser, in
// e2e/contact.spec.ts.)
import type { CreateToasterReturn } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { attachToastStore, toaster } from './toaster.tsx'

/** A stand-in for Chakra's toast store that records each call: method and toast id. */
function recordingStore() {
  const calls: string[] = []
  const methods = [
    'create',
    'success',
    'error',
    'info',
    'warning',
    'loading',
    'update',
    'dismiss',
    'remove',
  ]
  const record = (method: string) => (arg?: string | { id?: string }) =>
    calls.push(`${method} ${typeof arg === 'string' ? arg : (arg?.id ?? '')}`.trim())
  const store = Object.fromEntries(methods.map((method) => [method, record(method)]))
  return { store: store as unknown as CreateToasterReturn, calls }
}

describe('toaster', () => {
  it('queues toasts until the region attaches, then replays them in order', () => {
    toaster.dismiss()
    toaster.remove()
    toaster.update('toast-none', { title: 'x' })
    const first = toaster.success({ title: 'Message sent' })
    const second = toaster.create({ id: 'chosen-id', title: 'Failed', type: 'error' })
    expect(first).toMatch(/^toast-/)
    expect(second).toBe('chosen-id')
    toaster.dismiss(first)

    const { store, calls } = recordingStore()
    const detach = attachToastStore(store)
    expect(calls).toEqual([`success ${first}`, 'create chosen-id', `dismiss ${first}`])

    toaster.remove(second)
    expect(calls.at(-1)).toBe('remove chosen-id')
    detach()
  })
})
