// The frame of every content page: the page column, its header (the one h1, with a way back),
// titled sections and the closing call to action. A page gives ContentPage its copy (meta,
// header, way back) and composes sections inside; no page styles a header or a section itself.
import {
  Badge,
  Box,
  Breadcrumb,
  Card,
  Container,
  HStack,
  Stack,
  Text,
  Wrap,
  type ContainerProps,
} from '@chakra-ui/react'
import { ArrowLeft } from 'lucide-react'
import { Fragment, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import type {
  PageAction,
  PageFrameCopy,
  PageHeaderCopy,
  PageLink,
  SectionCopy,
} from '../content/page-copy.ts'
import { anchorOf } from '../lib/anchor.ts'
import type { JsonLd } from '../lib/structured-data.ts'
import { Heading } from './heading.tsx'
import { IconTile } from './icon.tsx'
import { LinkButton } from './link-button.tsx'
import { PageMeta } from './page-meta.tsx'

export function PageContainer({ children, ...rest }: ContainerProps) {
  return (
    <Container maxW="6xl" py={{ base: '10', md: '14' }} px={{ base: '4', md: '6' }} {...rest}>
      <Stack gap={{ base: '10', md: '14' }}>{children}</Stack>
    </Container>
  )
}

function Breadcrumbs({ trail, current }: { trail: readonly PageLink[]; current: string }) {
  return (
    <Breadcrumb.Root size="sm">
      <Breadcrumb.List flexWrap="wrap">
        {trail.map((crumb) => (
          <Fragment key={crumb.href}>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="fg.muted">
                <RouterLink to={crumb.href}>{crumb.label}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
          </Fragment>
        ))}
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  )
}

export interface PageHeaderProps extends PageHeaderCopy {
  icon?: ReactNode
  /** A link back to the page this one belongs to. */
  back?: PageLink
  /** Ancestors of this page, from Home down; the page itself is added as the current item. */
  crumbs?: readonly PageLink[]
  /** The page's buttons, in a wrapping row under the description. */
  actions?: ReactNode
  children?: ReactNode
}

export function PageHeader({
  title,
  description,
  eyebrow,
  icon,
  back,
  crumbs,
  actions,
  children,
}: PageHeaderProps) {
  return (
    <Stack as="header" gap="4">
      {crumbs ? <Breadcrumbs trail={crumbs} current={title} /> : null}
      {back ? (
        <Box>
          <LinkButton href={back.href} variant="ghost" size="sm" ms="-3">
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </LinkButton>
        </Box>
      ) : null}
      {icon || eyebrow ? (
        <HStack gap="3">
          {icon}
          {eyebrow ? (
            <Badge colorPalette="brand" variant="subtle" size="lg">
              {eyebrow}
            </Badge>
          ) : null}
        </HStack>
      ) : null}
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
        {title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="4xl">
        {description}
      </Text>
      {actions ? (
        <HStack gap="3" flexWrap="wrap">
          {actions}
        </HStack>
      ) : null}
      {children}
    </Stack>
  )
}

export type { PageFrameCopy }

/** A header's buttons from its copy: the first is the main one, the others outlined. */
export function PageActions({ actions }: { actions: readonly PageAction[] }) {
  return actions.map((action, index) => (
    <LinkButton
      key={action.href}
      href={action.href}
      newTab={action.newTab}
      colorPalette={index === 0 ? 'brand' : undefined}
      variant={index === 0 ? 'solid' : 'outline'}
    >
      {action.label}
    </LinkButton>
  ))
}

/**
 * A content page: its meta tags, its header and, below, its sections. The icon and buttons of
 * the header come from the copy unless the page draws its own.
 */
export function ContentPage({
  copy,
  structuredData,
  children,
  ...header
}: {
  copy: PageFrameCopy
  structuredData?: JsonLd
  children: ReactNode
} & Pick<PageHeaderProps, 'icon' | 'actions'> & { headerExtra?: ReactNode }) {
  const { headerExtra, ...headerProps } = header
  const icon = copy.icon ? (
    <IconTile name={copy.icon.name} palette={copy.icon.palette} size="lg" />
  ) : undefined
  const actions = copy.actions ? <PageActions actions={copy.actions} /> : undefined
  return (
    <PageContainer>
      <PageMeta {...copy.meta} structuredData={structuredData} />
      <PageHeader
        {...copy.header}
        back={copy.back}
        crumbs={copy.crumbs}
        icon={icon}
        actions={actions}
        {...headerProps}
      >
        {headerExtra}
      </PageHeader>
      {children}
    </PageContainer>
  )
}

/** The h2 of a section and the line under it. */
function SectionHeading({ id, title, description }: SectionCopy & { id: string }) {
  return (
    <Stack gap="2" maxW="4xl">
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {description ? <Text color="fg.muted">{description}</Text> : null}
    </Stack>
  )
}

/** A titled part of a page: an h2 (its id from the title unless given) and what follows. */
export function ContentSection({ children, ...copy }: SectionCopy & { children: ReactNode }) {
  const id = copy.id ?? anchorOf(copy.title)
  return (
    <Stack as="section" aria-labelledby={id} gap="5">
      <SectionHeading {...copy} id={id} />
      {children}
    </Stack>
  )
}

/** A highlighted band with a heading, a short text and the page's closing buttons. */
export function CallToAction({ children, ...copy }: SectionCopy & { children: ReactNode }) {
  const id = copy.id ?? anchorOf(copy.title)
  return (
    <Card.Root as="section" aria-labelledby={id} variant="subtle" colorPalette="brand">
      <Card.Body gap="4" py={{ base: '8', md: '10' }} alignItems="center" textAlign="center">
        <SectionHeading {...copy} id={id} />
        <Wrap justify="center" gap="3">
          {children}
        </Wrap>
      </Card.Body>
    </Card.Root>
  )
}
