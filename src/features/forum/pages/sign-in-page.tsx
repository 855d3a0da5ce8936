// /forum/sign-in: a passkey (any passkey of this site the browser offers) or a one-time link.
import { Separator, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { Heading } from '../../../components/heading.tsx'
import { signInPage } from '../../../content/forum-account.ts'
import { ContentPage } from '../../../components/page-layout.tsx'
import { paths } from '../../../lib/paths.ts'
import { usePasskeySignIn } from '../account-api.ts'
import { PasskeyButton } from '../components/account-parts.tsx'
import { EmailLinkForm } from '../components/email-link-form.tsx'
import { useCeremony } from '../use-ceremony.ts'

export function SignInPage() {
  const navigate = useNavigate()
  const passkey = usePasskeySignIn()
  const ceremony = useCeremony(async () => {
    await passkey.signIn()
    await navigate(paths.forum.account.getHref())
  })
  return (
    <ContentPage copy={signInPage}>
      <Stack gap="8" maxW="md">
        <Stack gap="3">
          <Heading as="h2" size="lg">
            With a passkey
          </Heading>
          <PasskeyButton colorPalette="brand" ceremony={ceremony}>
            Sign in with a passkey
          </PasskeyButton>
        </Stack>
        <Separator />
        <Stack gap="3">
          <Heading as="h2" size="lg">
            With an e-mail link
          </Heading>
          <EmailLinkForm signUp={false} submitLabel="Send me a sign-in link" />
        </Stack>
        <Text>
          New here?{' '}
          <RouterLink to={paths.forum.signUp.getHref()} style={{ textDecoration: 'underline' }}>
            Join the community
          </RouterLink>
        </Text>
      </Stack>
    </ContentPage>
  )
}
