// The one "detail or chooser" page for every kind of framework parameter route:
// a matching parameter shows the entry, anything else (none or unknown) shows the chooser.
import { Box, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { ArrowLeft, ArrowRight, MessageSquare } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import { ControlMappingBlock } from '../../../components/control-mapping-block.tsx'
import { Heading } from '../../../components/heading.tsx'
import { IconTile } from '../../../components/icon.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { ContentSection, PageContainer, PageHeader } from '../../../components/page-layout.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { frameworkCrumbs } from '../../../content/framework/crumbs.ts'
import { frameworkLabels } from '../../../content/framework/labels.ts'
import type { FrameworkEntry } from '../../../content/framework/types.ts'
import type { PageLink } from '../../../content/page-copy.ts'
import { matchParam } from '../../../lib/match-param.ts'
import { paths } from '../../../lib/paths.ts'
import type { EntryKind } from '../../../content/framework/entry-kinds.ts'
import { metaDescription } from '../meta-description.ts'
import { EntryBody } from './entry-body.tsx'

const labels = frameworkLabels.entryPage

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

function RelatedLinks({ links }: { links: readonly PageLink[] }) {
  return (
    <HStack gap="3" flexWrap="wrap">
      {links.map((link) => (
        <LinkButton key={link.href} href={link.href} variant="outline" size="sm">
          {link.label} <ArrowRight aria-hidden="true" />
        </LinkButton>
      ))}
    </HStack>
  )
}

function EntryDetail({ kind, entry }: { kind: EntryKind; entry: FrameworkEntry }) {
  const related = kind.related?.[entry.title] ?? []
  const mapping = kind.controlMapping?.(entry.title)
  return (
    <PageContainer>
      <PageMeta title={entry.title} description={metaDescription(entry.description)} />
      <PageHeader
        title={entry.title}
        description={entry.description}
        crumbs={[...frameworkCrumbs.home, { label: kind.chooser.title, href: kind.chooser.href }]}
        icon={<IconTile name={entry.icon} palette={entry.color} size="lg" />}
        actions={
          <>
            <LinkButton href={kind.back.href} variant="ghost">
              <ArrowLeft aria-hidden="true" /> {kind.back.label}
            </LinkButton>
            <LinkButton href={paths.contactAbout.getHref(entry.title)} colorPalette="brand">
              <MessageSquare aria-hidden="true" /> {labels.talkToExpert}
            </LinkButton>
          </>
        }
      />
      <EntryBody entry={entry} itemsHeading={kind.itemsHeading} />
      {mapping ? <ControlMappingBlock mapping={mapping} subject={labels.mappingSubject} /> : null}
      {related.length > 0 ? (
        <ContentSection title={labels.related}>
          <RelatedLinks links={related} />
        </ContentSection>
      ) : null}
    </PageContainer>
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
    <PageContainer>
      <PageMeta title={kind.chooser.title} description={kind.chooser.description} />
      <PageHeader
        title={kind.chooser.title}
        description={kind.chooser.description}
        crumbs={frameworkCrumbs.home}
      />
      {unknown ? (
        <Box role="status" borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
          <Text>{labels.unknown(unknown)}</Text>
        </Box>
      ) : null}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
        {kind.entries.map((entry) => (
          <Box as="li" key={entry.title}>
            <Card.Root variant="outline" h="full" _hover={{ borderColor: 'brand.solid' }}>
              <Card.Body gap="3">
                <IconTile name={entry.icon} palette={entry.color} />
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
        <ContentSection title={labels.seeAlso}>
          <RelatedLinks links={kind.chooserLinks} />
        </ContentSection>
      ) : null}
    </PageContainer>
  )
}
