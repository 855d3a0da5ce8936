// /law-regulations: the compliance foundation: the regimes by category, the compliance areas,
// the implementation steps and the way to the compliance guide.
import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { Heading } from '../../../components/heading.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { BulletList } from '../../../components/lists.tsx'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  complianceAreas,
  implementationGuidance,
  lawRegulationsPage as copy,
  regulationCategories,
} from '../../../content/law-regulations.ts'
import { RegulationCard } from '../components/regulation-card.tsx'

export default function LawRegulationsPage() {
  return (
    <ContentPage copy={copy}>
      <ContentSection {...copy.categories}>
        <Stack gap="10">
          {regulationCategories.map((category) => (
            <Stack key={category.title} as="section" aria-label={category.title} gap="4">
              <Stack gap="1">
                <Heading as="h3" size="lg">
                  {category.title}
                </Heading>
                <Text color="fg.muted">{category.description}</Text>
              </Stack>
              <CardGrid as="div">
                {category.regulations.map((regulation) => (
                  <RegulationCard key={regulation.name} regulation={regulation} />
                ))}
              </CardGrid>
            </Stack>
          ))}
        </Stack>
      </ContentSection>

      <ContentSection {...copy.areas}>
        <CardGrid columns={4} as="div">
          {complianceAreas.map((area) => (
            <InfoCard key={area.title} title={area.title} description={area.description}>
              <BulletList items={area.controls} />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...copy.guidance}>
        <CardGrid as="ol">
          {implementationGuidance.map((step) => (
            <InfoCard
              key={step.step}
              title={
                <HStack as="span" gap="2">
                  <Badge colorPalette="brand" variant="solid">
                    {copy.stepLabel} {step.step}
                  </Badge>
                  {step.title}
                </HStack>
              }
            >
              <Text color="fg.muted">{step.description}</Text>
            </InfoCard>
          ))}
        </CardGrid>
        <Card.Root variant="subtle" colorPalette="brand">
          <Card.Body
            gap="4"
            flexDirection={{ base: 'column', md: 'row' }}
            alignItems={{ md: 'center' }}
          >
            <Box flex="1">
              <Text fontWeight="semibold">{copy.guide.title}</Text>
              <Text color="fg.muted" fontSize="sm">
                {copy.guide.description}
              </Text>
            </Box>
            <LinkButton href={copy.guide.href} colorPalette="brand">
              {copy.guide.label}
            </LinkButton>
          </Card.Body>
        </Card.Root>
      </ContentSection>
    </ContentPage>
  )
}
