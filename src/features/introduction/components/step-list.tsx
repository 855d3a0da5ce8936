// A numbered process: one card per step with its number, title and description.
import { Badge, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import type { Step } from '../../../content/introduction/types.ts'

export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="5">
      {steps.map((step) => (
        <li key={step.step}>
          <Card.Root variant="outline" h="full">
            <Card.Body gap="3">
              <HStack gap="3">
                <Badge colorPalette="brand" variant="solid" size="lg">
                  Step {step.step}
                </Badge>
              </HStack>
              <Heading as="h3" size="md">
                {step.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {step.description}
              </Text>
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </SimpleGrid>
  )
}
