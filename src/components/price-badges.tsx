// A course's or programme's duration, price and in-house price as a row of badges.
import { Badge, HStack } from '@chakra-ui/react'

export function PriceBadges({
  duration,
  price,
  inHouse,
}: {
  duration: string
  price: string
  /** The in-house price with its label ("In-house €1,200"). */
  inHouse: string
}) {
  return (
    <HStack gap="2" flexWrap="wrap">
      <Badge variant="subtle">{duration}</Badge>
      <Badge variant="subtle" colorPalette="brand">
        {price}
      </Badge>
      <Badge variant="outline">{inHouse}</Badge>
    </HStack>
  )
}
