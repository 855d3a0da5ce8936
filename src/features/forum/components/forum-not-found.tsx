// Clear not-found state for an unknown category, post or tag, with a way back to the forum.
import { Button, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { ArrowLeft } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { PageContainer } from '../../../components/page-layout.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { paths } from '../../../lib/paths.ts'

export function ForumNotFound({ title, message }: { title: string; message: string }) {
  return (
    <PageContainer>
      <PageMeta title={title} description={message} />
      <Stack gap="4" align="start">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.forum.getHref()}>
            <ArrowLeft aria-hidden="true" />
            Back to the forum
          </RouterLink>
        </Button>
      </Stack>
    </PageContainer>
  )
}
