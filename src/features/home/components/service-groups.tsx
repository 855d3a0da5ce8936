// Home card groups for the tactical services, directory, operations services and control panel:
// each card links to its parameter route by slug. The titles and descriptions come from
// src/content/framework/, projected at build time (virtual:home-content).
import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { homeContent } from 'virtual:home-content'
import { LinkCard } from '../../../components/cards.tsx'
import { GroupHeading } from './group-heading.tsx'
import { SectionShell } from './section-shell.tsx'

const { services } = homeContent

export function ServiceGroups() {
  return (
    <SectionShell id={services.id} title={services.title} lead={services.description}>
      <Stack gap="12">
        {services.groups.map((group) => (
          <Stack key={group.id} as="section" aria-labelledby={`${group.id}-group`} gap="4">
            <GroupHeading id={`${group.id}-group`} title={group.title} lead={group.description} />
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {group.cards.map((entry) => (
                <LinkCard key={entry.title} href={entry.href} title={entry.title}>
                  <Text color="fg.muted" fontSize="sm" lineClamp={3}>
                    {entry.description}
                  </Text>
                </LinkCard>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </SectionShell>
  )
}
