// /forum/sign-up: joining takes an address and a display name; the e-mailed link creates the
// account (so no answer reveals whether an address is already a member's).
import { Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { signUpPage } from '../../../content/forum-account.ts'
import { ContentPage } from '../../../components/page-layout.tsx'
import { paths } from '../../../lib/paths.ts'

import { EmailLinkForm } from '../components/email-link-form.tsx'

export function SignUpPage() {
  return (
    <ContentPage copy={signUpPage}>
      <Stack gap="6">
        <EmailLinkForm signUp submitLabel="Send my sign-up link" />
        <Text>
          Already a member?{' '}
          <RouterLink to={paths.forum.signIn.getHref()} style={{ textDecoration: 'underline' }}>
            Sign in
          </RouterLink>
        </Text>
      </Stack>
    </ContentPage>
  )
}
