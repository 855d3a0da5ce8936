// /unified-framework: the identity disciplines on their control layers, the capability
// functions with their NIST CSF 2.0 functions, the control layers, the deliverables and the way
// to the maturity assessment.
import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { Heading } from '../../../components/heading.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { BulletList, TagList } from '../../../components/lists.tsx'
import { CallToAction, ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  capabilityFunctions,
  controlLayers,
  csfFunctions,
  deliverableGroups,
  frameworkAcronyms,
  unifiedFrameworkPage as copy,
} from '../../../content/unified-framework.ts'
import { anchorOf } from '../../../lib/anchor.ts'

export default function UnifiedFrameworkPage() {
  return (
    <ContentPage copy={copy}>
      <ContentSection {...copy.acronyms}>
        <CardGrid as="div">
          {frameworkAcronyms.map((item) => (
            <InfoCard
              key={item.acronym}
              id={anchorOf(item.acronym)}
              title={
                <HStack as="span" justify="space-between" gap="2" w="full">
                  <span>{item.acronym}</span>
                  <Badge colorPalette="brand" variant="subtle">
                    {item.layer} {copy.layerSuffix}
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
        </CardGrid>
      </ContentSection>

      <ContentSection {...copy.capabilityFunctions}>
        <CardGrid columns={5}>
          {capabilityFunctions.map((fn) => (
            <InfoCard key={fn.name} title={fn.name} description={fn.description}>
              <BulletList items={fn.activities} />
              <Stack gap="1.5" mt="auto">
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                  {copy.csfLabel}
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
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...copy.controlLayers}>
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
                <TagList items={layer.technologies} variant="outline" size="md" />
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      </ContentSection>

      <ContentSection {...copy.deliverables}>
        <CardGrid columns={4} as="div">
          {deliverableGroups.map((group) => (
            <InfoCard key={group.title} title={group.title} description={group.description}>
              <BulletList items={group.items} />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>

      <CallToAction {...copy.assessment}>
        <LinkButton href={copy.assessment.link.href} colorPalette="brand" size="lg">
          {copy.assessment.link.label}
        </LinkButton>
      </CallToAction>
    </ContentPage>
  )
}
