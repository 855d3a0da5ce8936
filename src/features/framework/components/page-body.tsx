// The content column under a PageHeader.
import { Container, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export function PageBody({ children }: { children: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="14">{children}</Stack>
    </Container>
  )
}
