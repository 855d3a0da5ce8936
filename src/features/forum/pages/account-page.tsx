// /forum/account: the signed-in member's profile, passkeys, data export, sessions and account
// deletion. Rendered in the browser only (the server renders pages for everyone alike).
import { Alert, Box, Button, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { accountPage } from '../../../content/forum-account.ts'
import { downloadText } from '../../../lib/download.ts'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import { paths } from '../../../lib/paths.ts'
import {
  useDeleteAccount,
  useExportData,
  useMe,
  useSignOut,
  useSignOutEverywhere,
} from '../account-api.ts'
import { FollowedTopics, MyContributions } from '../components/my-activity.tsx'
import { PasskeyList } from '../components/passkey-list.tsx'
import { ProfileForm } from '../components/profile-form.tsx'
import { ErrorNote } from '../components/account-parts.tsx'

export function AccountPage() {
  const me = useMe()
  const navigate = useNavigate()
  const exportData = useExportData()
  const signOut = useSignOut()
  const signOutEverywhere = useSignOutEverywhere()
  const deleteAccount = useDeleteAccount()
  const [confirmEmail, setConfirmEmail] = useState('')
  const leave = () => navigate(paths.forum.getHref())
  const member = me.data

  return (
    <ContentPage copy={accountPage}>
      {me.isLoading ? (
        <Skeleton height="40" rounded="lg" />
      ) : !member ? (
        <Stack gap="3" align="start">
          <Text>You are not signed in.</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.forum.signIn.getHref()}>Sign in</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="10">
          {member.suspension && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Your account is suspended</Alert.Title>
                <Alert.Description>{member.suspension.reason}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {member.role === 'moderator' && (
            <Box>
              <Button asChild variant="outline">
                <RouterLink to={paths.forum.moderation.getHref()}>Moderation desk</RouterLink>
              </Button>
            </Box>
          )}
          <ContentSection title="Profile">
            <ProfileForm member={member} />
          </ContentSection>
          <ContentSection title="Followed discussions">
            <FollowedTopics />
          </ContentSection>
          <ContentSection title="Your posts">
            <MyContributions />
          </ContentSection>
          <ContentSection title="Passkeys">
            <PasskeyList />
          </ContentSection>
          <ContentSection title="Your data">
            <Text>Everything we store about you, as a JSON file.</Text>
            <Box>
              <Button
                variant="outline"
                onClick={async () => {
                  const data = await exportData()
                  downloadText(
                    'ipaml-account.json',
                    JSON.stringify(data, null, 2),
                    'application/json',
                  )
                }}
              >
                Download my data
              </Button>
            </Box>
          </ContentSection>
          <ContentSection title="Sessions">
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button
                variant="outline"
                loading={signOut.isPending}
                onClick={() => signOut.mutate(undefined, { onSuccess: leave })}
              >
                Sign out
              </Button>
              <Button
                variant="outline"
                loading={signOutEverywhere.isPending}
                onClick={() => signOutEverywhere.mutate(undefined, { onSuccess: leave })}
              >
                Sign out everywhere
              </Button>
            </Stack>
          </ContentSection>
          <ContentSection title="Delete your account">
            <Text>
              Your profile, passkeys and sessions are deleted. Your posts and replies stay in their
              discussions, shown as by Anonymous.
            </Text>
            <Field.Root maxW="md">
              <Field.Label>Type your e-mail address to confirm</Field.Label>
              <Input
                type="email"
                value={confirmEmail}
                onChange={(event) => setConfirmEmail(event.target.value)}
              />
            </Field.Root>
            {deleteAccount.error && <ErrorNote>{deleteAccount.error.message}</ErrorNote>}
            <Box>
              <Button
                colorPalette="red"
                disabled={confirmEmail.trim() === ''}
                loading={deleteAccount.isPending}
                onClick={() => deleteAccount.mutate({ confirmEmail }, { onSuccess: leave })}
              >
                Delete my account
              </Button>
            </Box>
          </ContentSection>
        </Stack>
      )}
    </ContentPage>
  )
}
