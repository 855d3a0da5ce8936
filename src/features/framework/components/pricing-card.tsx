// Certification, in-house and duration figures of a priced offer.
import { Card, DataList } from '@chakra-ui/react'
import type { Pricing } from '../../../content/framework/types.ts'

export function PricingCard({ pricing }: { pricing: Pricing }) {
  const rows = [
    ['Certification', pricing.certification],
    ['In-house', pricing.inHouse],
    ['Duration', pricing.duration],
  ] as const
  return (
    <Card.Root variant="outline" maxW="xl">
      <Card.Body>
        <DataList.Root orientation="horizontal" size="lg">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  )
}
