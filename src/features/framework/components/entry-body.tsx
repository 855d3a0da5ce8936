// The body of a framework entry: every block a parameter route may carry, each shown only
// when the entry has it.
import { Badge, Card, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react'
import type { FrameworkEntry } from '../../../content/framework/types.ts'
import { StandardsChoices } from '../../../components/standards-choices.tsx'
import { BulletList, ContentBlock, NumberedList } from './content-block.tsx'
import { ExecutionModelTable } from './execution-model-table.tsx'
import { PhaseList } from './phase-list.tsx'
import { PricingCard } from './pricing-card.tsx'

export function EntryBody({
  entry,
  itemsHeading = 'Components',
}: {
  entry: FrameworkEntry
  itemsHeading?: string
}) {
  return (
    <Stack gap="12">
      {entry.items ? (
        <ContentBlock title={itemsHeading}>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {entry.items.map((item) => (
              <Card.Root key={item.name} variant="subtle">
                <Card.Body gap="2">
                  <Text as="h3" fontWeight="semibold" fontSize="lg">
                    {item.name}
                  </Text>
                  <Text color="fg.muted">{item.description}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </ContentBlock>
      ) : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <ContentBlock title="Key Features">
          <BulletList items={entry.features} />
        </ContentBlock>
        <ContentBlock title="Implementation Steps">
          <NumberedList items={entry.implementation} />
        </ContentBlock>
        <ContentBlock title="Benefits">
          <BulletList items={entry.benefits} />
        </ContentBlock>
        {entry.compliance ? (
          <ContentBlock title="Compliance">
            <BulletList items={entry.compliance} />
          </ContentBlock>
        ) : null}
      </SimpleGrid>
      {entry.standardsChoices ? (
        <StandardsChoices choices={entry.standardsChoices} headingLevel="h2" />
      ) : null}
      {entry.services ? (
        <ContentBlock title="Service Execution Model">
          <ExecutionModelTable
            rows={entry.services}
            caption={`How the ${entry.title} is executed`}
          />
        </ContentBlock>
      ) : null}
      {entry.frameworks ? (
        <ContentBlock title="Related Frameworks">
          <Wrap gap="2">
            {entry.frameworks.map((name) => (
              <Badge key={name} size="lg" variant="outline" colorPalette="brand">
                {name}
              </Badge>
            ))}
          </Wrap>
        </ContentBlock>
      ) : null}
      {entry.strategicDeliverables ? (
        <ContentBlock title="Strategic Deliverables">
          <NumberedList items={entry.strategicDeliverables} />
        </ContentBlock>
      ) : null}
      {entry.phases ? (
        <ContentBlock title="Phases">
          <PhaseList phases={entry.phases} />
        </ContentBlock>
      ) : null}
      {entry.pricing ? (
        <ContentBlock title="Pricing">
          <PricingCard pricing={entry.pricing} />
        </ContentBlock>
      ) : null}
    </Stack>
  )
}
