// Measurable targets as a grid of cards: the metric, its target and what it measures.
import { Card, SimpleGrid, Text } from '@chakra-ui/react'
import type { Metric } from '../../../content/framework/types.ts'

export function MetricGrid({ metrics }: { metrics: readonly Metric[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {metrics.map((metric) => (
        <Card.Root as="li" key={metric.metric} variant="outline">
          <Card.Body gap="1">
            <Text fontWeight="medium">{metric.metric}</Text>
            <Text color="brand.fg" fontSize="2xl" fontWeight="bold">
              {metric.target}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {metric.description}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
