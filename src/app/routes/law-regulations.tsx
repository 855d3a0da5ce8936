// /law-regulations: the compliance foundation: four regulation
// categories with nine regimes, four compliance areas and three-step implementation guidance.
import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../components/heading.tsx'
import { Link as RouterLink } from 'react-router'
import {
  BulletList,
  ContentSection,
  InfoCard,
  PageContainer,
  PageHeader,
} from '../../components/info-blocks.tsx'
import { PageMeta } from '../../components/page-meta.tsx'
import {
  complianceAreas,
  implementationGuidance,
  lawRegulationsMeta,
  regulationCategories,
} from '../../content/law-regulations.ts'
import { RegulationCard } from '../../features/regulations/components/regulation-card.tsx'
import { paths } from '../../lib/paths.ts'

export default function LawRegulationsPage() {
  return (
    <PageContainer>
      <PageMeta title={lawRegulationsMeta.title} description={lawRegulationsMeta.description} />
      <PageHeader
        title={lawRegulationsMeta.title}
        lead={lawRegulationsMeta.description}
        eyebrow="Compliance foundation"
      />

      <ContentSection
        id="regulation-categories"
        title="Regulation categories"
        description="Nine regimes in four categories. Each one sets requirements that land on identity and access processes."
      >
        <Stack gap="10">
          {regulationCategories.map((category) => (
            <Stack key={category.title} as="section" aria-label={category.title} gap="4">
              <Stack gap="1">
                <Heading as="h3" size="lg">
                  {category.title}
                </Heading>
                <Text color="fg.muted">{category.description}</Text>
              </Stack>
              <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
                {category.regulations.map((regulation) => (
                  <RegulationCard key={regulation.name} regulation={regulation} />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      </ContentSection>

      <ContentSection id="compliance-areas" title="Compliance areas">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="5">
          {complianceAreas.map((area) => (
            <InfoCard key={area.title} title={area.title}>
              <Text color="fg.muted" fontSize="sm">
                {area.description}
              </Text>
              <BulletList items={area.controls} />
            </InfoCard>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="implementation-guidance" title="Implementation guidance">
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
          {implementationGuidance.map((step) => (
            <li key={step.step}>
              <InfoCard
                title={
                  <HStack as="span" gap="2">
                    <Badge colorPalette="brand" variant="solid">
                      Step {step.step}
                    </Badge>
                    {step.title}
                  </HStack>
                }
              >
                <Text color="fg.muted">{step.description}</Text>
              </InfoCard>
            </li>
          ))}
        </SimpleGrid>
        <Card.Root variant="subtle" colorPalette="brand">
          <Card.Body
            gap="4"
            flexDirection={{ base: 'column', md: 'row' }}
            alignItems={{ md: 'center' }}
          >
            <Box flex="1">
              <Text fontWeight="semibold">Turn these requirements into controls</Text>
              <Text color="fg.muted" fontSize="sm">
                Our guide maps each regime to IPAML policies, processes and evidence.
              </Text>
            </Box>
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.contactAbout.getHref('Compliance Implementation Guide')}>
                Get Compliance Implementation Guide
              </RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      </ContentSection>
    </PageContainer>
  )
}
