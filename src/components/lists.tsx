// The site's lists: bullets, numbered steps, a row of tags, short facts with an icon, and a
// labelled paragraph ("Scope: …"). Every list of words on a page is one of these.
import { Badge, DataList, HStack, List, Stack, Text, Wrap, type BadgeProps } from '@chakra-ui/react'
import { CheckCircle2, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Heading } from './heading.tsx'

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="2" variant="plain">
      {items.map((item) => (
        <List.Item key={item} alignItems="flex-start">
          <List.Indicator asChild color="brand.solid" mt="0.5">
            <CheckCircle2 aria-hidden="true" size="1.1em" />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  )
}

export function NumberedList({ items }: { items: readonly string[] }) {
  return (
    <List.Root as="ol" gap="2" ps="5" listStyleType="decimal">
      {items.map((item) => (
        <List.Item key={item} ps="1" _marker={{ color: 'brand.fg', fontWeight: 'semibold' }}>
          {item}
        </List.Item>
      ))}
    </List.Root>
  )
}

/** Short labels in a wrapping row (topics, frameworks, technologies). */
export function TagList({
  items,
  label,
  ...badge
}: { items: readonly string[]; label?: string } & BadgeProps) {
  return (
    <Wrap as="ul" listStyleType="none" gap="2" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant="surface" whiteSpace="normal" {...badge}>
            {item}
          </Badge>
        </li>
      ))}
    </Wrap>
  )
}

/** Facts of a card (duration, place, format), each after its icon. */
export function FactList({ facts }: { facts: readonly { icon: LucideIcon; text: string }[] }) {
  return (
    <Stack gap="1">
      {facts.map(({ icon: Icon, text }) => (
        <HStack key={text} gap="2" fontSize="sm" color="fg.muted">
          <Icon aria-hidden="true" size={16} />
          <Text>{text}</Text>
        </HStack>
      ))}
    </Stack>
  )
}

/** A bullet list under a small heading of its own (a card's "Deliverables", "Modules"). */
export function LabelledList({
  label,
  items,
  numbered = false,
  headingLevel = 'h4',
}: {
  label: string
  items: readonly string[]
  numbered?: boolean
  headingLevel?: 'h3' | 'h4'
}) {
  return (
    <Stack gap="2" fontSize="sm">
      <Heading as={headingLevel} size="sm">
        {label}
      </Heading>
      {numbered ? <NumberedList items={items} /> : <BulletList items={items} />}
    </Stack>
  )
}

/** A labelled block of text: the label on its own line, then the text. */
export function LabelledText({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {label}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {children}
      </Text>
    </Stack>
  )
}

/** Labelled values (scope, trigger, price…), each label beside or above its value. */
export function DefinitionList({
  items,
  orientation = 'horizontal',
  size = 'sm',
}: {
  items: readonly { label: string; value: string }[]
  orientation?: 'horizontal' | 'vertical'
  size?: 'sm' | 'md' | 'lg'
}) {
  return (
    <DataList.Root orientation={orientation} size={size}>
      {items.map(({ label, value }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}
