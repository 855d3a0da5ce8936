// The body of a framework entry: every block a parameter route may carry, each shown only
// when the entry has it.
import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { frameworkLabels } from '../../../content/framework/labels.ts'
import type { FrameworkEntry } from '../../../content/framework/types.ts'
import { BulletList, NumberedList, TagList } from '../../../components/lists.tsx'
import { ContentSection } from '../../../components/page-layout.tsx'
import { StandardsChoices } from '../../../components/standards-choices.tsx'
import { ExecutionModelTable } from './execution-model-table.tsx'
import { PhaseList } from './phase-list.tsx'
import { PricingCard } from './pricing-card.tsx'

const labels = frameworkLabels.entry

export function EntryBody({
  entry,
  itemsHeading = frameworkLabels.itemsHeadings.strategic,
}: {
  entry: FrameworkEntry
  itemsHeading?: string
}) {
  return (
    <Stack gap="12">
      {entry.items ? (
        <ContentSection title={itemsHeading}>
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
        </ContentSection>
      ) : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <ContentSection title={labels.features}>
          <BulletList items={entry.features} />
        </ContentSection>
        <ContentSection title={labels.implementation}>
          <NumberedList items={entry.implementation} />
        </ContentSection>
        <ContentSection title={labels.benefits}>
          <BulletList items={entry.benefits} />
        </ContentSection>
        {entry.compliance ? (
          <ContentSection title={labels.compliance}>
            <BulletList items={entry.compliance} />
          </ContentSection>
        ) : null}
      </SimpleGrid>
      {entry.standardsChoices ? (
        <StandardsChoices choices={entry.standardsChoices} headingLevel="h2" />
      ) : null}
      {entry.services ? (
        <ContentSection title={labels.executionModel}>
          <ExecutionModelTable
            rows={entry.services}
            caption={labels.executionCaption(entry.title)}
          />
        </ContentSection>
      ) : null}
      {entry.frameworks ? (
        <ContentSection title={labels.frameworks}>
          <TagList items={entry.frameworks} size="lg" variant="outline" colorPalette="brand" />
        </ContentSection>
      ) : null}
      {entry.strategicDeliverables ? (
        <ContentSection title={labels.deliverables}>
          <NumberedList items={entry.strategicDeliverables} />
        </ContentSection>
      ) : null}
      {entry.phases ? (
        <ContentSection title={labels.phases}>
          <PhaseList phases={entry.phases} />
        </ContentSection>
      ) : null}
      {entry.pricing ? (
        <ContentSection title={labels.pricing}>
          <PricingCard pricing={entry.pricing} />
        </ContentSection>
      ) : null}
    </Stack>
  )
}
