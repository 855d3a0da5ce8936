// Certification, in-house and duration figures of a priced offer.
import { FactCard } from '../../../components/fact-card.tsx'
import { frameworkLabels } from '../../../content/framework/labels.ts'
import type { Pricing } from '../../../content/framework/types.ts'

const labels = frameworkLabels.pricing

export function PricingCard({ pricing }: { pricing: Pricing }) {
  const facts = [
    { label: labels.certification, value: pricing.certification },
    { label: labels.inHouse, value: pricing.inHouse },
    { label: labels.duration, value: pricing.duration },
  ]
  return <FactCard facts={facts} maxW="xl" />
}
