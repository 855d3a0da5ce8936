// The reply box under a discussion (or under a top-level reply): Markdown text, the shared
// spam traps, and the answer a new member gets (their reply waits for a moderator).
import { Alert, Box, Button, Field, Stack, Textarea } from '@chakra-ui/react'
import { useState } from 'react'
import {
  FORUM_MIN_FILL_MS,
  FORUM_REPLY_MAX,
  replyBodySchema,
} from '../../../lib/validation/forum.ts'
import { useReply } from '../topic-api.ts'
import { ErrorNote } from './account-parts.tsx'

export function ReplyForm({
  postId,
  parentId = null,
  initialText = '',
  label,
  onDone,
}: {
  postId: number
  parentId?: number | null
  initialText?: string
  label: string
  onDone?: () => void
}) {
  const [startedAt] = useState(() => Date.now())
  const [body, setBody] = useState(initialText)
  const [error, setError] = useState<string | null>(null)
  const [pendingNote, setPendingNote] = useState(false)
  const reply = useReply(postId)
  return (
    <Box asChild>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          const parsed = replyBodySchema.safeParse(body)
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null)
          setError(null)
          const early = startedAt + FORUM_MIN_FILL_MS - Date.now()
          if (early > 0) await new Promise((resolve) => setTimeout(resolve, early))
          reply.mutate(
            { postId, parentId, body: parsed.data, website: '', startedAt },
            {
              onSuccess: (result) => {
                setBody('')
                setPendingNote(result.status === 'pending')
                onDone?.()
              },
            },
          )
        }}
      >
        <Stack gap="3">
          <Field.Root invalid={!!error}>
            <Field.Label>{label}</Field.Label>
            <Textarea
              rows={5}
              maxLength={FORUM_REPLY_MAX}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
            <Field.HelperText>
              Markdown: **bold**, `code`, ``` code blocks ```, &gt; quotes, [links](https://…).
            </Field.HelperText>
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          {pendingNote && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>
                Thank you! As a new member, your reply appears once a moderator approves it.
              </Alert.Title>
            </Alert.Root>
          )}
          {reply.error && <ErrorNote>{reply.error.message}</ErrorNote>}
          <Box>
            <Button
              type="submit"
              colorPalette="brand"
              loading={reply.isPending}
              loadingText="Sending..."
            >
              Post reply
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  )
}
