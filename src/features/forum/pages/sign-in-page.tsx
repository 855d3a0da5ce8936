// /forum/sign-in: a passkey (any passkey of this site the browser offers) or a one-time link.
import { Alert, Box, Button, Separator, Stack, Text } from '@chakra-ui/react'
import { KeyRound } from 'lucide-react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { Heading } from '../../../components/heading.tsx'
import { PageContainer, PageHeader } from '../../../components/page-layout.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { signInPage } from '../../../content/forum-account.ts'
import { paths } from '../../../lib/paths.ts'
import { usePasskeySignIn } from '../account-api.ts'
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
    <PageContainer>
      <PageMeta {...signInPage.meta} noindex />
      <PageHeader
        title={signInPage.title}
        description={signInPage.description}
        back={{ href: paths.forum.getHref(), label: 'Forum' }}
      />
      <Stack gap="8" maxW="md">
        <Stack gap="3">
          <Heading as="h2" size="lg">
            With a passkey
          </Heading>
          <Box>
            <Button colorPalette="brand" onClick={ceremony.run} loading={ceremony.running}>
              <KeyRound aria-hidden="true" />
              Sign in with a passkey
            </Button>
          </Box>
          {ceremony.error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{ceremony.error}</Alert.Title>
            </Alert.Root>
          )}
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
    </PageContainer>
  )
}
