// Home strategic section '6 Governance Domains': each domain with its subtitle,
// the first three items and a '+N more...' link to /strategic/{slug}. The items are the
// features of the strategic sections in src/content/framework/sections.ts, projected at build
// time (virtual:home-content).
import { Badge, Card, HStack, List, SimpleGrid, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Link as RouterLink } from 'react-router'
import { homeContent } from 'virtual:home-content'
import { governanceDomains } from '../../../content/home.ts'
import { paths } from '../../../lib/paths.ts'
import { SectionShell } from './section-shell.tsx'

export function GovernanceDomains() {
  return (
    <SectionShell
      id="strategic"
      title="6 Governance Domains"
      lead="Strategic Management directs identity and access through six governance domains: one that directs and five that arrange."
      muted
    >
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {governanceDomains.map((domain) => {
          const section = homeContent.strategic.find((s) => s.title === domain.title)
          const items = section?.features ?? []
          const href = paths.strategic.getHref(domain.title)
          const more = (section?.featureCount ?? 0) - items.length
          return (
            <Card.Root key={domain.title} variant="outline">
              <Card.Body gap="3">
                <HStack justify="space-between" align="flex-start" gap="3">
                  <Heading as="h3" size="md">
                    <RouterLink to={href}>{domain.title}</RouterLink>
                  </Heading>
                  <Badge
                    colorPalette={domain.subtitle === 'To Direct' ? 'blue' : 'purple'}
                    flexShrink="0"
                  >
                    {domain.subtitle}
                  </Badge>
                </HStack>
                <Text color="fg.muted" fontSize="sm">
                  {domain.description}
                </Text>
                <List.Root gap="1" ps="4" fontSize="sm">
                  {items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
                {more > 0 ? (
                  <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
                    <RouterLink to={href}>+{more} more...</RouterLink>
                  </Text>
                ) : null}
              </Card.Body>
            </Card.Root>
          )
        })}
      </SimpleGrid>
    </SectionShell>
  )
}
