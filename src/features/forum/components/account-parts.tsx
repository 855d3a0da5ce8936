// The parts the forum's personal pages share (sign-up, sign-in, the e-mailed link's landing
// page, the account page, the moderation desk): a titled section, a passkey button with the
// reason a ceremony failed, and an error line.
import { Alert, Box, Button, type ButtonProps, Stack } from '@chakra-ui/react'
import { KeyRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Heading } from '../../../components/heading.tsx'
import type { useCeremony } from '../use-ceremony.ts'

/** An h2 section of a personal page, named for assistive technology by its title. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

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
