// A grid of cards, each a titled group with a description and points (h3 per card).
import { Card, SimpleGrid, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import type { TopicGroup } from '../../../content/framework/types.ts'
import { BulletList } from './content-block.tsx'

export function TopicGrid({
  groups,
  columns = 2,
}: {
  groups: readonly TopicGroup[]
  columns?: 2 | 3 | 4
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: columns }} gap="5">
      {groups.map((group) => (
        <Card.Root key={group.title} variant="outline">
          <Card.Body gap="3">
            <Heading as="h3" size="md">
              {group.title}
            </Heading>
            <Text color="fg.muted">{group.description}</Text>
            <BulletList items={group.points} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
