// A highlighted band with a heading, a short text and the page's closing buttons.
import { Card, Stack, Text, Wrap } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import type { ReactNode } from 'react'

export function CallToAction({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="subtle" colorPalette="brand">
      <Card.Body gap="4" py={{ base: '8', md: '10' }} alignItems="center" textAlign="center">
        <Stack gap="2" maxW="3xl">
          <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
        <Wrap justify="center" gap="3">
          {children}
        </Wrap>
      </Card.Body>
    </Card.Root>
  )
}
