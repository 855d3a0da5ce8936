// Runs a passkey ceremony from a button: pending state, and a readable message when the
// browser or the server refuses (a cancelled prompt is not an error worth shouting about).
import { useState } from 'react'

const CANCELLED = 'The passkey prompt was closed before it finished. Try again when ready.'

function messageOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'NotAllowedError' || error.name === 'AbortError') return CANCELLED
    return error.message
  }
  return 'Something went wrong. Try again.'
}

export function useCeremony(action: () => Promise<unknown>) {
  const [running, setRunning] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return {
    running,
    error,
    run: async () => {
      setRunning(true)
      setError(null)
      try {
        await action()
      } catch (err) {
        setError(messageOf(err))
      } finally {
        setRunning(false)
      }
    },
  }
}
