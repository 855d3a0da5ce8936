// Cards and the grids that hold them. A card has a heading (h3 unless told), optional icon,
// badge beside the heading, description, body and footer; a grid lays cards out in up to
// `columns` columns and, as a list, makes each card an item.
import { Badge, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { Children, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { anchorOf } from '../lib/anchor.ts'
import { Heading } from './heading.tsx'
import { BulletList } from './lists.tsx'

type Columns = 2 | 3 | 4 | 5

const gridColumns: Record<Columns, Record<string, number>> = {
  2: { base: 1, md: 2 },
  3: { base: 1, md: 2, lg: 3 },
  4: { base: 1, sm: 2, lg: 4 },
  5: { base: 1, md: 3, xl: 5 },
}

export function CardGrid({
  columns = 3,
  as = 'ul',
  label,
  children,
}: {
  columns?: Columns
  /** A list of cards (`ul`, or `ol` when their order matters) or a plain grid (`div`). */
  as?: 'ul' | 'ol' | 'div'
  label?: string
  children: ReactNode
}) {
  const list = as !== 'div'
  return (
    <SimpleGrid
      as={as}
      aria-label={label}
      listStyleType={list ? 'none' : undefined}
      columns={gridColumns[columns]}
      gap="5"
    >
      {list ? Children.map(children, (child) => <li>{child}</li>) : children}
    </SimpleGrid>
  )
}

export function InfoCard({
  title,
  id = typeof title === 'string' ? anchorOf(title) : undefined,
  headingLevel = 'h3',
  icon,
  aside,
  description,
  variant = 'outline',
  footer,
  children,
}: {
  title: ReactNode
  /** The heading's anchor; a text title names its own. */
  id?: string
  headingLevel?: 'h2' | 'h3' | 'h4'
  icon?: ReactNode
  /** Beside the heading: a badge, a price. */
  aside?: ReactNode
  description?: string
  variant?: 'outline' | 'subtle'
  footer?: ReactNode
  children?: ReactNode
}) {
  const heading = (
    <Heading as={headingLevel} id={id} size="md">
      {title}
    </Heading>
  )
  return (
    <Card.Root variant={variant} h="full">
      <Card.Body gap="3">
        {icon}
        {aside ? (
          <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
            {heading}
            {aside}
          </HStack>
        ) : (
          heading
        )}
        {description ? (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        ) : null}
        {children}
      </Card.Body>
      {footer ? <Card.Footer>{footer}</Card.Footer> : null}
    </Card.Root>
  )
}

/** A titled group of points: a card with its description and bullets. */
export interface PointGroup {
  title: string
  description?: string
  points: readonly string[]
}

export function PointGroupGrid({
  groups,
  columns = 2,
}: {
  groups: readonly PointGroup[]
  columns?: Columns
}) {
  return (
    <CardGrid columns={columns}>
      {groups.map((group) => (
        <InfoCard key={group.title} title={group.title} description={group.description}>
          <BulletList items={group.points} />
        </InfoCard>
      ))}
    </CardGrid>
  )
}

/** A step of a numbered process: its badge says "Step 2", "Phase 2" or just "2". */
export interface ProcessStep {
  title: string
  description: string
  points?: readonly string[]
}

export function StepCards({
  steps,
  badge = (n) => `Step ${n}`,
  columns = 4,
}: {
  steps: readonly ProcessStep[]
  badge?: (number: number) => string
  columns?: Columns
}) {
  return (
    <CardGrid as="ol" columns={columns}>
      {steps.map((step, index) => (
        <InfoCard
          key={step.title}
          title={step.title}
          icon={
            <Badge colorPalette="brand" variant="solid" size="lg" alignSelf="flex-start">
              {badge(index + 1)}
            </Badge>
          }
          description={step.description}
        >
          {step.points ? <BulletList items={step.points} /> : null}
        </InfoCard>
      ))}
    </CardGrid>
  )
}

/** A card that is one link as a whole: its heading (h4 unless told) and what it shows. */
export function LinkCard({
  href,
  title,
  headingLevel = 'h4',
  children,
}: {
  href: string
  title: ReactNode
  headingLevel?: 'h3' | 'h4'
  children: ReactNode
}) {
  return (
    <Card.Root asChild variant="outline" _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}>
      <RouterLink to={href}>
        <Card.Body gap="2">
          <Heading as={headingLevel} size="md">
            {title}
          </Heading>
          {children}
        </Card.Body>
      </RouterLink>
    </Card.Root>
  )
}
