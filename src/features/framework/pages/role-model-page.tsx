// /strategic/role-model: the role hierarchy, design principles, categories, lifecycle and the
// Role Model entry's blocks.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { CardGrid, InfoCard, PointGroupGrid } from '../../../components/cards.tsx'
import { Heading } from '../../../components/heading.tsx'
import { BulletList, DefinitionList } from '../../../components/lists.tsx'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  roleCategories,
  roleDesignPrinciples,
  roleHierarchy,
  roleLifecyclePhases,
  roleModelPage,
  roleModelSection,
} from '../../../content/framework/role-model.ts'
import { EntryBody } from '../components/entry-body.tsx'

export default function RoleModelPage() {
  const { sections, levelSuffix, roleFacts } = roleModelPage
  return (
    <ContentPage copy={roleModelPage}>
      <ContentSection {...sections.hierarchy}>
        <Stack gap="8">
          {roleHierarchy.map((level) => (
            <Stack key={level.level} gap="3">
              <HStack gap="3" flexWrap="wrap">
                <Heading as="h3" size="lg">
                  {level.level} {levelSuffix}
                </Heading>
                <Text color="fg.muted">{level.description}</Text>
              </HStack>
              <CardGrid columns={2} as="div">
                {level.roles.map((role) => (
                  <InfoCard
                    key={role.name}
                    title={role.name}
                    headingLevel="h4"
                    aside={<Badge colorPalette="brand">{level.level}</Badge>}
                  >
                    <DefinitionList
                      items={[
                        { label: roleFacts.scope, value: role.scope },
                        { label: roleFacts.access, value: role.access_level },
                        { label: roleFacts.reporting, value: role.reporting },
                      ]}
                    />
                    <BulletList items={role.responsibilities} />
                  </InfoCard>
                ))}
              </CardGrid>
            </Stack>
          ))}
        </Stack>
      </ContentSection>
      <ContentSection {...sections.principles}>
        <BulletList items={roleDesignPrinciples} />
      </ContentSection>
      <ContentSection {...sections.categories}>
        <PointGroupGrid groups={roleCategories} columns={3} />
      </ContentSection>
      <ContentSection {...sections.lifecycle}>
        <PointGroupGrid groups={roleLifecyclePhases} columns={4} />
      </ContentSection>
      <EntryBody entry={roleModelSection} />
    </ContentPage>
  )
}
