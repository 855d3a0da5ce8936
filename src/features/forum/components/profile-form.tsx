// The profile section of the account page: display name and bio, with the avatar initials
// others see.
import { Avatar, Box, Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { BIO_MAX, profileSchema } from '../../../lib/validation/account.ts'
import type { RouterOutputs } from '../../../lib/trpc.ts'
import { useUpdateProfile } from '../account-api.ts'
import { ErrorNote } from './account-parts.tsx'

type Member = NonNullable<RouterOutputs['account']['me']>
type Profile = { displayName: string; bio: string }

export function ProfileForm({ member }: { member: Member }) {
  const update = useUpdateProfile()
  const form = useForm<Profile>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: { displayName: member.displayName, bio: member.bio },
  })
  const { errors } = form.formState
  return (
    <Box asChild maxW="xl">
      <form noValidate onSubmit={form.handleSubmit((values) => update.mutate(values))}>
        <Stack gap="4">
          <HStack gap="3">
            <Avatar.Root size="lg" colorPalette="brand">
              <Avatar.Fallback>{member.initials}</Avatar.Fallback>
            </Avatar.Root>
            <Box>{member.email}</Box>
          </HStack>
          <Field.Root required invalid={!!errors.displayName}>
            <Field.Label>
              Display name <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="nickname" {...form.register('displayName')} />
            <Field.ErrorText>{errors.displayName?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.bio}>
            <Field.Label>Short bio</Field.Label>
            <Textarea rows={3} maxLength={BIO_MAX} {...form.register('bio')} />
            <Field.HelperText>
              Up to {BIO_MAX} characters, shown on your member page.
            </Field.HelperText>
            <Field.ErrorText>{errors.bio?.message}</Field.ErrorText>
          </Field.Root>
          {update.isSuccess && <Box role="status">Profile saved.</Box>}
          {update.error && <ErrorNote>{update.error.message}</ErrorNote>}
          <Box>
            <Button type="submit" colorPalette="brand" loading={update.isPending}>
              Save profile
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  )
}
