// The passkeys section of the account page: each passkey with when it was last used, a way to
// remove it, and a button that creates a new one on this device.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../account-api.ts'
import { useCeremony } from '../use-ceremony.ts'
import { PasskeyButton } from './account-parts.tsx'
import { RelativeTime } from './relative-time.tsx'

export function PasskeyList() {
  const passkeys = usePasskeys(true)
  const remove = useRemovePasskey()
  const add = useAddPasskey()
  const ceremony = useCeremony(() => add.add(`Passkey ${(passkeys.data?.length ?? 0) + 1}`))
  return (
    <Stack gap="4" maxW="xl">
      {(passkeys.data ?? []).length === 0 ? (
        <Text color="fg.muted">No passkey yet: you sign in with e-mail links.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Passkeys">
          {(passkeys.data ?? []).map((key) => (
            <HStack
              as="li"
              key={key.id}
              justify="space-between"
              borderWidth="1px"
              rounded="md"
              p="3"
            >
              <Box>
                <Text fontWeight="semibold">{key.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  Added <RelativeTime date={key.createdAt} />
                  {key.lastUsedAt && (
                    <>
                      {' · last used '}
                      <RelativeTime date={key.lastUsedAt} />
                    </>
                  )}
                </Text>
              </Box>
              <Button
                size="sm"
                variant="outline"
                onClick={() => remove.mutate({ id: key.id })}
                aria-label={`Remove ${key.name}`}
              >
                Remove
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <PasskeyButton variant="outline" ceremony={ceremony}>
        Add a passkey
      </PasskeyButton>
    </Stack>
  )
}
