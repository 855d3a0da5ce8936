// One regulation regime: name, impact badge, description, scope and key requirements.
import { Badge, Card, HStack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { anchorOf } from '../../../lib/anchor.ts'
import { BulletList } from '../../../components/lists.tsx'
import { lawRegulationsPage, type Regulation } from '../../../content/law-regulations.ts'

const labels = lawRegulationsPage.card

export function RegulationCard({ regulation }: { regulation: Regulation }) {
  return (
    <Card.Root variant="outline" h="full">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h4" id={anchorOf(regulation.name)} size="md">
            {regulation.name}
          </Heading>
          <Badge
            colorPalette={regulation.impact === 'High' ? 'red' : 'orange'}
            variant="subtle"
            flexShrink={0}
          >
            {regulation.impact} {labels.impact}
          </Badge>
        </HStack>
        <Text fontSize="sm">{regulation.description}</Text>
        <Text fontSize="sm" color="fg.muted">
          <Text as="span" fontWeight="semibold" color="fg">
            {labels.scope}:{' '}
          </Text>
          {regulation.scope}
        </Text>
        <Text fontSize="sm" fontWeight="semibold">
          {labels.requirements}
        </Text>
        <BulletList items={regulation.requirements} />
      </Card.Body>
    </Card.Root>
  )
}
