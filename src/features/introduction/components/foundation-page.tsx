// /ipaml-foundation: the foundation course overview: what IPAML is, the three tiers, the data
// foundation, the six modules, who it is for and the next steps (courses and training).
import { Badge, Button, Card, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { ArrowRight, GraduationCap, Layers } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import {
  BulletList,
  ContentSection,
  PageContainer,
  PageHeader,
} from '../../../components/info-blocks.tsx'
import {
  dataFoundation,
  foundationAudience,
  foundationIntro,
  foundationModules,
  foundationNextSteps,
  foundationTiers,
  whatIsIpaml,
} from '../../../content/introduction/foundation.ts'
import { paths } from '../../../lib/paths.ts'
import { CallToAction } from './call-to-action.tsx'

const tierLinks = [
  { label: 'Explore Strategic Management', href: paths.strategic.dataModel.getHref() },
  { label: 'Explore Tactical Management', href: paths.tactical.integrationService.getHref() },
  { label: 'Explore Operations Management', href: paths.operations.getHref() },
]

export function FoundationPage() {
  return (
    <PageContainer>
      <PageHeader
        title={foundationIntro.title}
        lead={foundationIntro.description}
        eyebrow={foundationIntro.eyebrow}
        back={{ to: paths.introduction.getHref(), label: 'Back to Introduction' }}
      />

      <ContentSection id="what-is-ipaml" title="What IPAML is">
        <Stack gap="3" maxW="4xl">
          {whatIsIpaml.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <Text>
            Read more on the{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={paths.lawRegulations.getHref()}>Law &amp; Regulations</RouterLink>
            </Link>{' '}
            page and in the{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={paths.unifiedFramework.getHref()}>Unified Framework</RouterLink>
            </Link>
            .
          </Text>
        </Stack>
      </ContentSection>

      <ContentSection
        id="three-tiers"
        title="The three management tiers"
        description="Every identity activity has a place: it is directed, arranged or performed."
      >
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, lg: 3 }} gap="5">
          {foundationTiers.map((tier, index) => (
            <li key={tier.title}>
              <Card.Root variant="outline" h="full">
                <Card.Body gap="3">
                  <HStack gap="2">
                    <Badge colorPalette="brand" variant="solid">
                      Tier {index + 1}
                    </Badge>
                    <Badge colorPalette="brand" variant="subtle">
                      {tier.motto}
                    </Badge>
                  </HStack>
                  <Heading as="h3" size="lg">
                    {tier.title}
                  </Heading>
                  <Text color="fg.muted">{tier.description}</Text>
                  <BulletList items={tier.examples} />
                </Card.Body>
                <Card.Footer>
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={tierLinks[index]!.href}>
                      {tierLinks[index]!.label}
                      <ArrowRight aria-hidden="true" size="16" />
                    </RouterLink>
                  </Link>
                </Card.Footer>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection
        id="data-foundation"
        title="The data foundation"
        description="The three tiers rest on data. Without reliable sources, no access decision can be trusted."
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {dataFoundation.map((item) => (
            <li key={item.title}>
              <Card.Root variant="subtle" h="full">
                <Card.Body gap="2">
                  <HStack gap="2" color="brand.fg">
                    <Layers aria-hidden="true" size="18" />
                    <Heading as="h3" size="sm" color="fg">
                      {item.title}
                    </Heading>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {item.description}
                  </Text>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection
        id="modules"
        title="Foundation course modules"
        description="Six modules, 40 hours in total, closed by the IPAML Foundation Certification exam."
      >
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {foundationModules.map((module) => (
            <li key={module.title}>
              <Card.Root variant="outline" h="full">
                <Card.Body gap="2">
                  <Heading as="h3" size="md">
                    {module.title}
                  </Heading>
                  <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
                    {module.hours} hours
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {module.description}
                  </Text>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="audience" title="Who it is for">
        <BulletList items={foundationAudience} />
      </ContentSection>

      <CallToAction
        id="next-steps"
        title={foundationNextSteps.title}
        description={foundationNextSteps.description}
      >
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.introduction.courses.getHref()}>
            <GraduationCap aria-hidden="true" />
            View Courses
          </RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to={paths.training.getHref()}>
            Training &amp; Certification
            <ArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </CallToAction>
    </PageContainer>
  )
}
