// One item of the moderation queue: what was written, by whom, and Approve / Reject with the
// reason the author will see.
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { RelativeTime } from './relative-time.tsx'

export function ReviewItem({
  heading,
  body,
  authorName,
  createdAt,
  onApprove,
  onReject,
}: {
  heading: string
  body: string
  authorName: string | null
  createdAt: Date | string
  onApprove: () => void
  onReject: (reason: string) => void
}) {
  const [reason, setReason] = useState('')
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Stack gap="2">
        <Text fontWeight="semibold">{heading}</Text>
        <Text fontSize="sm" color="fg.muted">
          {authorName ?? 'Anonymous'} · <RelativeTime date={createdAt} />
        </Text>
        <Text whiteSpace="pre-line">{body}</Text>
        <HStack gap="3" align="end" wrap="wrap">
          <Button size="sm" colorPalette="green" onClick={onApprove}>
            Approve
          </Button>
          <Field.Root maxW="sm">
            <Field.Label>Reason shown to the author</Field.Label>
            <Input size="sm" value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field.Root>
          <Button
            size="sm"
            colorPalette="red"
            variant="outline"
            disabled={reason.trim().length < 3}
            onClick={() => onReject(reason)}
          >
            Reject
          </Button>
        </HStack>
      </Stack>
    </Box>
  )
}
