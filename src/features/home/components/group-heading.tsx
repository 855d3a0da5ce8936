// The h3 and lead line of a group of cards inside a home section.
import { Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'

export function GroupHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <Stack gap="1">
      <Heading as="h3" id={id} size="xl">
        {title}
      </Heading>
      {lead ? <Text color="fg.muted">{lead}</Text> : null}
    </Stack>
  )
}
