// /unified-framework: nine acronyms, five capability functions with
// their NIST CSF 2.0 functions, seven control layers, four deliverable groups and a call to action
// to the maturity assessment.
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
  controlLayers,
  deliverableGroups,
  frameworkAcronyms,
  capabilityFunctions,
  csfFunctions,
  unifiedFrameworkMeta,
} from '../../content/unified-framework.ts'
import { anchorOf } from '../../lib/anchor.ts'
import { paths } from '../../lib/paths.ts'

export default function UnifiedFrameworkPage() {
  return (
    <PageContainer>
      <PageMeta title={unifiedFrameworkMeta.title} description={unifiedFrameworkMeta.description} />
      <PageHeader
        title={unifiedFrameworkMeta.title}
        lead={unifiedFrameworkMeta.description}
        eyebrow="Master framework"
      />

      <ContentSection
        id="acronyms"
        title="Nine identity disciplines"
        description="The acronyms of identity security, each placed on the control layer where it works."
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {frameworkAcronyms.map((item) => (
            <InfoCard
              key={item.acronym}
              id={anchorOf(item.acronym)}
              title={
                <HStack as="span" justify="space-between" gap="2" w="full">
                  <span>{item.acronym}</span>
                  <Badge colorPalette="brand" variant="subtle">
                    {item.layer} layer
                  </Badge>
                </HStack>
              }
            >
              <Text fontWeight="medium">{item.fullName}</Text>
              <Text color="fg.muted" fontSize="sm">
                {item.focus}
              </Text>
            </InfoCard>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection
        id="capability-functions"
        title="Five capability functions"
        description="Prevent, Detect, Respond, Recover and Evolve are security functions that run side by side, not maturity levels: each maps to functions of NIST CSF 2.0. How mature each area is, from Initial to Optimized, is scored in the maturity assessment."
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3, xl: 5 }} gap="4">
          {capabilityFunctions.map((fn) => (
            <li key={fn.name}>
              <InfoCard title={fn.name}>
                <Text color="fg.muted" fontSize="sm">
                  {fn.description}
                </Text>
                <BulletList items={fn.activities} />
                <Stack gap="1.5" mt="auto">
                  <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                    NIST CSF 2.0
                  </Text>
                  {fn.csf.map((mapping) => (
                    <Stack key={mapping.function} gap="1">
                      <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
                        {csfFunctions[mapping.function]} ({mapping.function})
                      </Badge>
                      <Text fontSize="xs" color="fg.muted">
                        {mapping.categories.join('; ')}
                      </Text>
                    </Stack>
                  ))}
                </Stack>
              </InfoCard>
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="control-layers" title="Seven control layers">
        <Stack as="ul" listStyleType="none" gap="3">
          {controlLayers.map((layer) => (
            <Card.Root as="li" key={layer.name} variant="outline">
              <Card.Body
                gap="3"
                flexDirection={{ base: 'column', md: 'row' }}
                alignItems={{ md: 'center' }}
              >
                <Box minW={{ md: '56' }}>
                  <Heading as="h3" size="md">
                    {layer.name}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {layer.description}
                  </Text>
                </Box>
                <HStack gap="2" flexWrap="wrap" flex="1">
                  {layer.technologies.map((technology) => (
                    <Badge key={technology} variant="outline" size="md" whiteSpace="normal">
                      {technology}
                    </Badge>
                  ))}
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      </ContentSection>

      <ContentSection id="deliverables" title="Framework deliverables">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {deliverableGroups.map((group) => (
            <InfoCard key={group.title} title={group.title}>
              <Text color="fg.muted" fontSize="sm">
                {group.description}
              </Text>
              <BulletList items={group.items} />
            </InfoCard>
          ))}
        </SimpleGrid>
      </ContentSection>

      <Card.Root variant="subtle" colorPalette="brand" as="section" aria-labelledby="cta-heading">
        <Card.Body
          gap="4"
          alignItems={{ base: 'stretch', md: 'center' }}
          textAlign={{ md: 'center' }}
        >
          <Heading as="h2" id="cta-heading" size="xl">
            Where does your organisation stand?
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            Score your maturity across the three management layers and seven functional areas, and
            get recommendations for your next steps.
          </Text>
          <Box>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={paths.maturityAssessment.getHref()}>
                Take the Maturity Assessment
              </RouterLink>
            </Button>
          </Box>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  )
}
