// The resource types of the asset management service, grouped by their four categories,
// each linking to its /asset-management/{slug} page.
import { Card, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { ChevronRight } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { resourceCategories, resourceTypes } from '../../../content/asset-management.ts'
import { paths } from '../../../lib/paths.ts'

export function ResourceTypeGrid({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const itemLevel = headingLevel === 'h2' ? 'h3' : 'h4'
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      {resourceCategories.map((category) => (
        <Card.Root key={category.title} variant="subtle">
          <Card.Body gap="4">
            <Stack gap="1">
              <Heading as={headingLevel} size="lg">
                {category.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {category.description}
              </Text>
            </Stack>
            <Stack as="ul" listStyleType="none" gap="2">
              {resourceTypes
                .filter((resource) => resource.category === category.title)
                .map((resource) => (
                  <LinkBox as="li" key={resource.slug}>
                    <Stack
                      direction="row"
                      align="center"
                      justify="space-between"
                      p="3"
                      rounded="md"
                      bg="bg"
                      borderWidth="1px"
                      _hover={{ borderColor: 'brand.solid' }}
                      _focusWithin={{ borderColor: 'brand.solid' }}
                    >
                      <Heading as={itemLevel} size="sm">
                        <LinkOverlay asChild>
                          <RouterLink to={paths.assetManagement.getHref(resource.slug)}>
                            {resource.title}
                          </RouterLink>
                        </LinkOverlay>
                      </Heading>
                      <ChevronRight aria-hidden="true" size={16} />
                    </Stack>
                  </LinkBox>
                ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
