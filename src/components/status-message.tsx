// A page that answers instead of the one asked for (not found, unavailable): its h1, what
// happened and the way home, centred.
import { Container, Stack, Text } from '@chakra-ui/react'
import type { StatusPageCopy } from '../content/status-pages.ts'
import { Heading } from './heading.tsx'
import { LinkButton } from './link-button.tsx'
import { PageMeta } from './page-meta.tsx'

export function StatusMessage({ copy }: { copy: StatusPageCopy }) {
  return (
    <Container maxW="2xl" py="24">
      <PageMeta {...copy.meta} />
      <Stack gap="5" align="center" textAlign="center">
        <Heading as="h1" size="3xl">
          {copy.title}
        </Heading>
        <Text color="fg.muted">{copy.message}</Text>
        <LinkButton href={copy.link.href} colorPalette="brand">
          {copy.link.label}
        </LinkButton>
      </Stack>
    </Container>
  )
}
