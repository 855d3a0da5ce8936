// A home page section: a full-width band with a landmark, a centred h2, an optional lead line
// and whatever the heading introduces (tier chips, a button), then its content.
import { Box, Container, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Heading } from '../../../components/heading.tsx'

export function SectionShell({
  id,
  title,
  lead,
  muted = false,
  intro,
  children,
}: {
  id: string
  title: string
  lead?: string
  muted?: boolean
  /** Under the heading, beside the lead. */
  intro?: ReactNode
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
          <Stack gap="4" align="center" textAlign="center">
            <Heading id={headingId} as="h2" size={{ base: '2xl', md: '4xl' }}>
              {title}
            </Heading>
            {lead ? (
              <Text color="fg.muted" maxW="3xl">
                {lead}
              </Text>
            ) : null}
            {intro}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  )
}
