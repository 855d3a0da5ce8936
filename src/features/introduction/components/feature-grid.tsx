// A grid of icon cards (title + description), used for programme types, features, expertise
// areas and custom options.
import { Card, SimpleGrid, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { IntroIcon, type IntroIconName } from './intro-icon.tsx'

export interface IconFeature {
  title: string
  description: string
  icon: IntroIconName
}

export function FeatureGrid({
  items,
  columns = 4,
}: {
  items: readonly IconFeature[]
  columns?: 2 | 3 | 4
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: columns }} gap="5">
      {items.map((item) => (
        <li key={item.title}>
          <Card.Root variant="outline" h="full">
            <Card.Body gap="3">
              <IntroIcon name={item.icon} />
              <Heading as="h3" size="md">
                {item.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {item.description}
              </Text>
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </SimpleGrid>
  )
}
