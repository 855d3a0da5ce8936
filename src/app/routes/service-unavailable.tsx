// The page a data-backed URL answers (status 503, with Retry-After) while the database cannot
// be reached: it says what happened and what to do, instead of a blank page or an error dump.
import { Button, Container, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../components/heading.tsx'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../components/page-meta.tsx'
import { paths } from '../../lib/paths.ts'

export default function ServiceUnavailablePage() {
  return (
    <Container maxW="2xl" py="24">
      <PageMeta
        title="Temporarily unavailable"
        description="This page needs data that cannot be reached right now."
      />
      <Stack gap="5" align="center" textAlign="center">
        <Heading as="h1" size="3xl">
          Temporarily unavailable
        </Heading>
        <Text color="fg.muted">
          This page needs the community database, which cannot be reached right now. Please try
          again in a moment; the framework, training and search pages keep working meanwhile.
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.home.getHref()}>Back to the home page</RouterLink>
        </Button>
      </Stack>
    </Container>
  )
}
