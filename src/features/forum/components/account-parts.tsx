// The parts the forum's account and posting forms share: an error line for a refusal the
// member should read, and a passkey button that shows why its ceremony failed.
import { Alert, Box, Button, type ButtonProps } from '@chakra-ui/react'
import { KeyRound } from 'lucide-react'
import type { ReactNode } from 'react'
import type { useCeremony } from '../use-ceremony.ts'

/** A refusal or failure the member should read, in an error alert. */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  )
}

/** Starts a passkey ceremony; shows why it failed under the button. */
export function PasskeyButton({
  ceremony,
  children,
  ...button
}: ButtonProps & { ceremony: ReturnType<typeof useCeremony> }) {
  return (
    <>
      <Box>
        <Button {...button} onClick={ceremony.run} loading={ceremony.running}>
          <KeyRound aria-hidden="true" />
          {children}
        </Button>
      </Box>
      {ceremony.error && <ErrorNote>{ceremony.error}</ErrorNote>}
    </>
  )
}
