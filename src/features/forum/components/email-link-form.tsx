// The e-mail link form of the sign-up and sign-in pages: an address (and, to sign up, the name
// to show), then the same "check your inbox" answer whether or not the address has an account.
import { Alert, Box, Button, Field, Input, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { linkSentMessage } from '../../../content/forum-account.ts'
import { signUpSchema } from '../../../lib/validation/account.ts'
import { useRequestEmailLink } from '../account-api.ts'
import { ErrorNote } from './account-parts.tsx'

const signInSchema = signUpSchema.partial({ displayName: true })
type FormValues = { email: string; displayName?: string | undefined }

export function EmailLinkForm({ signUp, submitLabel }: { signUp: boolean; submitLabel: string }) {
  const request = useRequestEmailLink()
  const form = useForm<FormValues>({
    resolver: zodResolver(signUp ? signUpSchema : signInSchema),
    mode: 'onTouched',
    defaultValues: signUp ? { email: '', displayName: '' } : { email: '' },
  })
  const { errors } = form.formState

  if (request.isSuccess)
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{linkSentMessage.title}</Alert.Title>
          <Alert.Description>{linkSentMessage.description}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    )

  return (
    <Box asChild maxW="md">
      <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
        <Stack gap="4">
          <Field.Root required invalid={!!errors.email}>
            <Field.Label>
              E-mail address <Field.RequiredIndicator />
            </Field.Label>
            <Input type="email" autoComplete="email" {...form.register('email')} />
            <Field.HelperText>Never shown to other members.</Field.HelperText>
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          {signUp && (
            <Field.Root required invalid={!!errors.displayName}>
              <Field.Label>
                Display name <Field.RequiredIndicator />
              </Field.Label>
              <Input autoComplete="nickname" {...form.register('displayName')} />
              <Field.HelperText>Shown with your posts.</Field.HelperText>
              <Field.ErrorText>{errors.displayName?.message}</Field.ErrorText>
            </Field.Root>
          )}
          {request.error && <ErrorNote>{request.error.message}</ErrorNote>}
          <Box>
            <Button
              type="submit"
              colorPalette="brand"
              loading={request.isPending}
              loadingText="Sending..."
            >
              {submitLabel}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  )
}
