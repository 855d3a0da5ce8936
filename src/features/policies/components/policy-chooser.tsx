// The policy library grid: a card linking to each policy.
import { Card, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { IconTile } from '../../../components/icon.tsx'
import { Link as RouterLink } from 'react-router'
import { policies } from '../../../content/policies.ts'
import { paths } from '../../../lib/paths.ts'

export function PolicyChooser() {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
      {policies.map((policy) => (
        <li key={policy.title}>
          <LinkBox asChild h="full">
            <Card.Root
              variant="outline"
              h="full"
              transition="border-color 0.15s, box-shadow 0.15s"
              _hover={{ borderColor: 'brand.solid', shadow: 'md' }}
              _focusWithin={{ borderColor: 'brand.solid', shadow: 'md' }}
            >
              <Card.Body gap="3">
                <IconTile name={policy.icon} palette={policy.color} size="sm" />
                <Heading as="h2" size="md">
                  <LinkOverlay asChild>
                    <RouterLink to={paths.policy.getHref(policy.title)}>{policy.title}</RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text color="fg.muted" fontSize="sm" lineClamp={3}>
                  {policy.description}
                </Text>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        </li>
      ))}
    </SimpleGrid>
  )
}
