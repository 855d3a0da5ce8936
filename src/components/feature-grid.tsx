// Features with their icons: a grid of cards of the icon, the title and a short text. Kept apart
// from cards.tsx so a page with cards but no registry icons (the home page) does not load the
// icon registry.
import type { IconName } from '../content/icon-names.ts'
import { CardGrid, InfoCard } from './cards.tsx'
import { IconTile } from './icon.tsx'

/** A feature with its icon: a card of the icon, the title and a short text. */
export interface IconFeature {
  title: string
  description: string
  icon: IconName
}

export function FeatureGrid({
  items,
  columns = 4,
}: {
  items: readonly IconFeature[]
  columns?: 2 | 3 | 4
}) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <InfoCard
          key={item.title}
          title={item.title}
          icon={<IconTile name={item.icon} />}
          description={item.description}
        />
      ))}
    </CardGrid>
  )
}
