// Building blocks for framework pages: a titled section (h2) and bullet / numbered lists.
import { List, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import type { ReactNode } from 'react'

export function ContentBlock({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <Stack as="section" gap="4">
      <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {intro ? <Text color="fg.muted">{intro}</Text> : null}
      {children}
    </Stack>
  )
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="2" ps="5">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  )
}

export function NumberedList({ items }: { items: readonly string[] }) {
  return (
    <List.Root as="ol" gap="2" ps="5" listStyleType="decimal">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  )
}
