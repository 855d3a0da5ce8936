// The toaster loads its region with the first toast and hands it the queued toast. (jsdom does
// not lay out Chakra's toast items, so the store is checked rather than the text.)
import { ChakraProvider } from '@chakra-ui/react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { system } from '../theme/system.ts'
import { Toaster, toaster } from './toaster.tsx'

describe('toaster', () => {
  it('renders nothing until the first toast, then loads the region with that toast', async () => {
    render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    )
    expect(screen.queryByRole('region')).toBeNull()
    toaster.dismiss()
    expect(screen.queryByRole('region')).toBeNull()

    let id = ''
    act(() => {
      id = toaster.create({ title: 'Message sent', type: 'success' })
    })
    expect(id).toMatch(/^toast-/)
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument()
    const { toastStore } = await import('./toaster-view.tsx')
    await vi.waitFor(() => expect(toastStore.getCount()).toBe(1))
    act(() => toaster.remove(id))
    await vi.waitFor(() => expect(toastStore.getCount()).toBe(0))
  })
})
