// The policy library grid: 16 cards linking to each policy.
import { Card, Flex, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Link as RouterLink } from 'react-router'
import { policies } from '../../../content/policies.ts'
import { paths } from '../../../lib/paths.ts'
import { PolicyIcon } from './policy-icon.tsx'

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
                <Flex
                  colorPalette={policy.color}
                  bg="colorPalette.subtle"
                  color="colorPalette.fg"
                  w="10"
                  h="10"
                  rounded="lg"
                  align="center"
                  justify="center"
                >
                  <PolicyIcon name={policy.icon} />
                </Flex>
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
