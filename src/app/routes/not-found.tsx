// The 404 page for any path the router does not know.
import { Button, Container, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../components/heading.tsx'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../components/page-meta.tsx'
import { paths } from '../../lib/paths.ts'

export default function NotFoundPage() {
  return (
    <Container maxW="2xl" py="24">
      <PageMeta title="404 Page Not Found" description="The page you asked for does not exist." />
      <Stack gap="5" align="center" textAlign="center">
        <Heading as="h1" size="3xl">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted">Did you forget to add the page to the router?</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.home.getHref()}>Back to the home page</RouterLink>
        </Button>
      </Stack>
    </Container>
  )
}
