// Home strategic section: each governance domain with its subtitle, the first items of its
// strategic section and a '+N more...' link to /strategic/{slug}. The items are the features of
// the strategic sections in src/content/framework/sections.ts, projected at build time.
import { Badge, List, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { homeContent } from 'virtual:home-content'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { paths } from '../../../lib/paths.ts'
import { SectionShell } from './section-shell.tsx'

const { governance, governanceDomains, strategic } = homeContent

export function GovernanceDomains() {
  return (
    <SectionShell id={governance.id} title={governance.title} lead={governance.description} muted>
      <CardGrid as="div">
        {governanceDomains.map((domain) => {
          const section = strategic.find((s) => s.title === domain.title)
          const items = section?.features ?? []
          const href = paths.strategic.getHref(domain.title)
          const more = (section?.featureCount ?? 0) - items.length
          return (
            <InfoCard
              key={domain.title}
              title={<RouterLink to={href}>{domain.title}</RouterLink>}
              aside={
                <Badge
                  colorPalette={domain.subtitle === 'To Direct' ? 'blue' : 'purple'}
                  flexShrink="0"
                >
                  {domain.subtitle}
                </Badge>
              }
              description={domain.description}
            >
              <List.Root gap="1" ps="4" fontSize="sm">
                {items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
              {more > 0 ? (
                <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
                  <RouterLink to={href}>
                    +{more} {governance.more}
                  </RouterLink>
                </Text>
              ) : null}
            </InfoCard>
          )
        })}
      </CardGrid>
    </SectionShell>
  )
}
