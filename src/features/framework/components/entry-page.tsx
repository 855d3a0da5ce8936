// The one "detail or chooser" page for every kind of framework parameter route:
// a matching parameter shows the entry, anything else (none or unknown) shows the chooser.
import { Box, Button, Card, Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { ArrowLeft, ArrowRight, MessageSquare } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import { ControlMappingBlock } from '../../../components/control-mapping-block.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import type { FrameworkEntry } from '../../../content/framework/types.ts'
import { matchParam } from '../../../lib/match-param.ts'
import { paths } from '../../../lib/paths.ts'
import type { EntryKind, RelatedLink } from '../entry-kinds.ts'
import { metaDescription } from '../meta-description.ts'
import { EntryBody } from './entry-body.tsx'
import { FrameworkIcon } from './framework-icon.tsx'
import { PageHeader } from './page-header.tsx'

const homeCrumb = { label: 'Home', href: paths.home.getHref() }

export function EntryPage({ kind, chooserExtra }: { kind: EntryKind; chooserExtra?: ReactNode }) {
  const params = useParams()
  const raw = params[kind.param]
  const entry = matchParam(raw, kind.entries, (e) => e.title, kind.matchOptions)
  return entry ? (
    <EntryDetail key={entry.title} kind={kind} entry={entry} />
  ) : (
    <EntryChooser kind={kind} unknown={raw} extra={chooserExtra} />
  )
}

function RelatedLinks({ links }: { links: readonly RelatedLink[] }) {
  return (
    <HStack gap="3" flexWrap="wrap">
      {links.map((link) => (
        <Button key={link.href} asChild variant="outline" size="sm">
          <RouterLink to={link.href}>
            {link.label} <ArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      ))}
    </HStack>
  )
}

function EntryDetail({ kind, entry }: { kind: EntryKind; entry: FrameworkEntry }) {
  const related = kind.related?.[entry.title] ?? []
  const mapping = kind.controlMapping?.(entry.title)
  return (
    <>
      <PageMeta title={entry.title} description={metaDescription(entry.description)} />
      <PageHeader
        title={entry.title}
        description={entry.description}
        crumbs={[homeCrumb, { label: kind.chooser.title, href: kind.chooser.href }]}
        icon={<FrameworkIcon name={entry.icon} color={entry.color} size="lg" />}
        actions={
          <>
            <Button asChild variant="ghost">
              <RouterLink to={kind.back.href}>
                <ArrowLeft aria-hidden="true" /> {kind.back.label}
              </RouterLink>
            </Button>
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.contactAbout.getHref(entry.title)}>
                <MessageSquare aria-hidden="true" /> Talk to an expert
              </RouterLink>
            </Button>
          </>
        }
      />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Stack gap="12">
          <EntryBody entry={entry} itemsHeading={kind.itemsHeading} />
          {mapping ? <ControlMappingBlock mapping={mapping} subject="this service" /> : null}
          {related.length > 0 ? (
            <Stack as="section" gap="4">
              <Heading as="h2" size="xl">
                Related pages
              </Heading>
              <RelatedLinks links={related} />
            </Stack>
          ) : null}
        </Stack>
      </Container>
    </>
  )
}

function EntryChooser({
  kind,
  unknown,
  extra,
}: {
  kind: EntryKind
  unknown: string | undefined
  extra?: ReactNode
}) {
  return (
    <>
      <PageMeta title={kind.chooser.title} description={kind.chooser.description} />
      <PageHeader
        title={kind.chooser.title}
        description={kind.chooser.description}
        crumbs={[homeCrumb]}
      />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Stack gap="10">
          {unknown ? (
            <Box role="status" borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
              <Text>Nothing here matches “{unknown}”. Choose one of the pages below.</Text>
            </Box>
          ) : null}
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
            {kind.entries.map((entry) => (
              <Box as="li" key={entry.title}>
                <Card.Root variant="outline" h="full" _hover={{ borderColor: 'brand.solid' }}>
                  <Card.Body gap="3">
                    <FrameworkIcon name={entry.icon} color={entry.color} />
                    <Heading as="h2" size="lg">
                      <RouterLink to={kind.href(entry.title)}>{entry.title}</RouterLink>
                    </Heading>
                    <Text color="fg.muted" lineClamp={4}>
                      {entry.description}
                    </Text>
                  </Card.Body>
                </Card.Root>
              </Box>
            ))}
          </SimpleGrid>
          {extra}
          {kind.chooserLinks ? (
            <Stack as="section" gap="4">
              <Heading as="h2" size="xl">
                See also
              </Heading>
              <RelatedLinks links={kind.chooserLinks} />
            </Stack>
          ) : null}
        </Stack>
      </Container>
    </>
  )
}
