// Figures of one thing (price, duration, audience) as a labelled list in a card.
import { Card, DataList } from '@chakra-ui/react'
import { anchorOf } from '../lib/anchor.ts'

export function FactCard({
  facts,
  maxW = '2xl',
}: {
  facts: readonly { label: string; value: string }[]
  maxW?: string
}) {
  return (
    <Card.Root variant="outline" maxW={maxW}>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="lg">
          {facts.map(({ label, value }) => (
            <DataList.Item key={label} id={anchorOf(label)}>
              <DataList.ItemLabel minW="13rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  )
}
