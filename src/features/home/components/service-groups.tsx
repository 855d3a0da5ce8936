// Home card groups for the tactical services, directory, operations services and control panel:
// each card links to its parameter route by slug. The titles and descriptions come
// from src/content/framework/, projected at build time (virtual:home-content).
import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Link as RouterLink } from 'react-router'
import { homeContent } from 'virtual:home-content'
import { paths } from '../../../lib/paths.ts'
import type { HomeCard } from '../home-content.ts'
import { SectionShell } from './section-shell.tsx'

interface Group {
  id: string
  title: string
  lead: string
  entries: HomeCard[]
  href: (title: string) => string
}

const groups: Group[] = [
  {
    id: 'tactical',
    title: 'Tactical Management Services',
    lead: 'To arrange: the services that turn policy into working identity, privileged access and governance.',
    entries: homeContent.tactical,
    href: (title) => paths.tactical.getHref(title),
  },
  {
    id: 'directory',
    title: 'Directory & Resources',
    lead: 'The accounts and the resources they reach: directories, mailboxes, applications and endpoints.',
    entries: homeContent.directory,
    href: (title) => paths.directory.getHref(title),
  },
  {
    id: 'operations',
    title: 'Operations Management Services',
    lead: 'To perform: the lifecycle services run every day as standard changes.',
    entries: homeContent.operations,
    href: (title) => paths.operations.getHref(title),
  },
  {
    id: 'controls',
    title: 'Control Panel',
    lead: 'Role types, permissions, roles, triggers and change enablement: the controls behind every access decision.',
    entries: homeContent.controls,
    href: (title) => paths.controls.getHref(title),
  },
]

export function ServiceGroups() {
  return (
    <SectionShell
      id="services"
      title="Services and Controls"
      lead="From tactical design to daily operations: every service of the framework, one click away."
    >
      <Stack gap="12">
        {groups.map((group) => (
          <Stack key={group.id} as="section" aria-labelledby={`${group.id}-group`} gap="4">
            <Stack gap="1">
              <Heading as="h3" id={`${group.id}-group`} size="xl">
                {group.title}
              </Heading>
              <Text color="fg.muted">{group.lead}</Text>
            </Stack>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {group.entries.map((entry) => (
                <Card.Root
                  key={entry.title}
                  asChild
                  variant="outline"
                  _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
                >
                  <RouterLink to={group.href(entry.title)}>
                    <Card.Body gap="2">
                      <Heading as="h4" size="md">
                        {entry.title}
                      </Heading>
                      <Text color="fg.muted" fontSize="sm" lineClamp={3}>
                        {entry.description}
                      </Text>
                    </Card.Body>
                  </RouterLink>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </SectionShell>
  )
}
