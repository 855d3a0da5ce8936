// Building blocks shared by the framework content pages: a page header with an optional back
// link, a titled section, a bullet or numbered list, and a titled card.
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  HStack,
  List,
  Stack,
  Text,
  type ContainerProps,
} from '@chakra-ui/react'
import { Heading } from './heading.tsx'
import { ArrowLeft, CheckCircle2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { anchorOf } from '../lib/anchor.ts'

export function PageContainer({ children, ...rest }: ContainerProps) {
  return (
    <Container maxW="6xl" py={{ base: '10', md: '14' }} px={{ base: '4', md: '6' }} {...rest}>
      <Stack gap={{ base: '10', md: '14' }}>{children}</Stack>
    </Container>
  )
}

export function PageHeader({
  title,
  lead,
  eyebrow,
  icon,
  back,
  children,
}: {
  title: string
  lead: string
  eyebrow?: string
  icon?: ReactNode
  back?: { to: string; label: string }
  children?: ReactNode
}) {
  return (
    <Stack as="header" gap="4">
      {back && (
        <Box>
          <Button asChild variant="ghost" size="sm" ms="-3">
            <RouterLink to={back.to}>
              <ArrowLeft aria-hidden="true" />
              {back.label}
            </RouterLink>
          </Button>
        </Box>
      )}
      {(icon || eyebrow) && (
        <HStack gap="3">
          {icon}
          {eyebrow && (
            <Badge colorPalette="brand" variant="subtle" size="lg">
              {eyebrow}
            </Badge>
          )}
        </HStack>
      )}
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
        {title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="4xl">
        {lead}
      </Text>
      {children}
    </Stack>
  )
}

export function ContentSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="5">
      <Stack gap="2">
        <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" maxW="4xl">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  )
}

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

export function InfoCard({
  title,
  id = typeof title === 'string' ? anchorOf(title) : undefined,
  headingLevel = 'h3',
  children,
}: {
  title: ReactNode
  /** The heading's anchor; a text title names its own. */
  id?: string
  headingLevel?: 'h2' | 'h3' | 'h4'
  children: ReactNode
}) {
  return (
    <Card.Root variant="outline" h="full">
      <Card.Body gap="3">
        <Heading as={headingLevel} id={id} size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  )
}
