// A home page section: a landmark with an h2, an optional lead line and its content.
import { Box, Container, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import type { ReactNode } from 'react'

export function SectionShell({
  id,
  title,
  lead,
  muted = false,
  children,
}: {
  id: string
  title: string
  lead?: string
  muted?: boolean
  children: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: '14', md: '20' }}
      bg={muted ? 'bg.subtle' : undefined}
    >
      <Container maxW="6xl">
        <Stack gap="8">
          <Stack gap="3" align="center" textAlign="center">
            <Heading id={headingId} as="h2" size={{ base: '2xl', md: '4xl' }}>
              {title}
            </Heading>
            {lead ? (
              <Text color="fg.muted" maxW="3xl">
                {lead}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  )
}
