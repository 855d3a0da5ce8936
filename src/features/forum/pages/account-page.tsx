// /forum/account: the signed-in member's profile, passkeys, data export, sessions and account
// deletion. Rendered in the browser only (the server renders pages for everyone alike).
import { Alert, Box, Button, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { Heading } from '../../../components/heading.tsx'
import { PageContainer, PageHeader } from '../../../components/page-layout.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { accountPage } from '../../../content/forum-account.ts'
import { downloadText } from '../../../lib/download.ts'
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

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

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
    <PageContainer>
      <PageMeta {...accountPage.meta} noindex />
      <PageHeader
        title={accountPage.title}
        description={accountPage.description}
        back={{ href: paths.forum.getHref(), label: 'Forum' }}
      />
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
          <Section title="Profile">
            <ProfileForm member={member} />
          </Section>
          <Section title="Followed discussions">
            <FollowedTopics />
          </Section>
          <Section title="Your posts">
            <MyContributions />
          </Section>
          <Section title="Passkeys">
            <PasskeyList />
          </Section>
          <Section title="Your data">
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
          </Section>
          <Section title="Sessions">
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
          </Section>
          <Section title="Delete your account">
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
            {deleteAccount.error && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{deleteAccount.error.message}</Alert.Title>
              </Alert.Root>
            )}
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
          </Section>
        </Stack>
      )}
    </PageContainer>
  )
}
