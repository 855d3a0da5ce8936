// /forum/sign-in/link: where an e-mailed link lands. The token travels in the fragment (never
// sent to a server, never in a Referer); pressing the button uses it, so a mail scanner that
// opens links does not spend it. A new member is offered to create a passkey straight away.
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { emailLinkPage } from '../../../content/forum-account.ts'
import { ContentPage } from '../../../components/page-layout.tsx'
import { paths } from '../../../lib/paths.ts'
import { useAddPasskey, useEmailLinkSignIn } from '../account-api.ts'
import { ErrorNote, PasskeyButton } from '../components/account-parts.tsx'
import { useCeremony } from '../use-ceremony.ts'

export function EmailLinkPage() {
  const [token, setToken] = useState<string | null>(null)
  useEffect(() => {
    setToken(window.location.hash.slice(1))
    // The link is spent once used; keep it out of the history and of bookmarks.
    window.history.replaceState(null, '', window.location.pathname)
  }, [])
  const signIn = useEmailLinkSignIn()
  const passkey = useAddPasskey()
  const [passkeyAdded, setPasskeyAdded] = useState(false)
  const ceremony = useCeremony(async () => {
    await passkey.add('Passkey')
    setPasskeyAdded(true)
  })
  const signedIn = signIn.data

  return (
    <ContentPage copy={emailLinkPage}>
      <Stack gap="5" maxW="xl">
        {!signedIn ? (
          <>
            {token === '' && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>
                  This address has no sign-in link in it. Open the link from your e-mail again.
                </Alert.Title>
              </Alert.Root>
            )}
            {signIn.error && <ErrorNote>{signIn.error.message}</ErrorNote>}
            <Box>
              <Button
                colorPalette="brand"
                disabled={!token}
                loading={signIn.isPending}
                onClick={() => token && signIn.mutate({ token })}
              >
                Sign in
              </Button>
            </Box>
            <Text>
              <RouterLink to={paths.forum.signIn.getHref()} style={{ textDecoration: 'underline' }}>
                Ask for a new link
              </RouterLink>
            </Text>
          </>
        ) : (
          <>
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {signedIn.created
                    ? `Welcome, ${signedIn.member.displayName}! Your account is ready.`
                    : `You are signed in as ${signedIn.member.displayName}.`}
                </Alert.Title>
                {signedIn.created && (
                  <Alert.Description>
                    Create a passkey to sign in next time without waiting for an e-mail.
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
            {passkeyAdded ? (
              <Text role="status">Passkey created. Next time, sign in with it.</Text>
            ) : (
              <PasskeyButton variant="outline" ceremony={ceremony}>
                Create a passkey
              </PasskeyButton>
            )}
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild colorPalette="brand">
                <RouterLink to={paths.forum.getHref()}>Go to the forum</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={paths.forum.account.getHref()}>Your account</RouterLink>
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </ContentPage>
  )
}
