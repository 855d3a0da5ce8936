// /forum/guidelines: the community guidelines.
import { Button, Card, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Link as RouterLink } from 'react-router'
import { ContentPage } from '../../../components/page-layout.tsx'
import { paths } from '../../../lib/paths.ts'
import { forumGuidelinesPage, guidelines } from '../../../content/forum.ts'

export function GuidelinesPage() {
  return (
    <ContentPage copy={forumGuidelinesPage}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {guidelines.map((guideline) => (
          <Card.Root key={guideline.title} variant="outline">
            <Card.Body gap="3">
              <Heading as="h2" size="md">
                {guideline.title}
              </Heading>
              <List.Root gap="2" ps="4">
                {guideline.points.map((point) => (
                  <List.Item key={point}>
                    <Text fontSize="sm">{point}</Text>
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.forum.newPost.getHref()}>Start a discussion</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.contactAbout.getHref('Forum moderation')}>
            Contact the moderators
          </RouterLink>
        </Button>
      </Stack>
    </ContentPage>
  )
}
