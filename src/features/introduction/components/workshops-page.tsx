// /introduction/workshops: three workshop types, three upcoming
// workshops with Register Now, four custom options, View Workshop Schedule and Request Custom
// Workshop.
import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { CalendarDays, Clock, MapPin, Monitor, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { ContentSection, PageContainer, PageHeader } from '../../../components/info-blocks.tsx'
import {
  customOptions,
  upcomingWorkshops,
  workshopTypes,
  workshopsCallToAction,
  workshopsIntro,
} from '../../../content/introduction/workshops.ts'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'
import { CallToAction } from './call-to-action.tsx'
import { FeatureGrid } from './feature-grid.tsx'
import { IntroIcon } from './intro-icon.tsx'

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted">
      {icon}
      <Text>{children}</Text>
    </HStack>
  )
}

export function WorkshopsPage() {
  return (
    <PageContainer>
      <PageHeader
        title={workshopsIntro.title}
        lead={workshopsIntro.description}
        eyebrow={workshopsIntro.eyebrow}
        back={{ to: paths.introduction.getHref(), label: 'Back to Introduction' }}
      />

      <ContentSection id="workshop-types" title="Workshop types">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap="5">
          {workshopTypes.map((workshop) => (
            <li key={workshop.name}>
              <Card.Root variant="outline" h="full">
                <Card.Body gap="3">
                  <IntroIcon name={workshop.icon} />
                  <Heading as="h3" size="lg">
                    {workshop.name}
                  </Heading>
                  <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle">
                    {workshop.level}
                  </Badge>
                  <Text color="fg.muted">{workshop.description}</Text>
                  <Stack gap="1">
                    <Fact icon={<Clock aria-hidden="true" size="16" />}>{workshop.duration}</Fact>
                    <Fact icon={<Users aria-hidden="true" size="16" />}>{workshop.capacity}</Fact>
                    <Fact icon={<Monitor aria-hidden="true" size="16" />}>{workshop.format}</Fact>
                  </Stack>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection
        id="upcoming"
        title="Upcoming workshops"
        description="Open-enrolment workshops. Places are limited so that every participant gets hands-on time."
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap="5">
          {upcomingWorkshops.map((workshop) => (
            <li key={workshop.title}>
              <Card.Root variant="outline" h="full">
                <Card.Header gap="3">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Badge colorPalette="brand" variant="solid">
                      {workshop.spots}
                    </Badge>
                    <Text fontSize="2xl" fontWeight="bold">
                      {workshop.price}
                    </Text>
                  </HStack>
                  <Heading as="h3" size="lg">
                    {workshop.title}
                  </Heading>
                </Card.Header>
                <Card.Body gap="3">
                  <Stack gap="1">
                    <Fact icon={<CalendarDays aria-hidden="true" size="16" />}>
                      {workshop.date}
                    </Fact>
                    <Fact icon={<MapPin aria-hidden="true" size="16" />}>
                      {workshop.location} · {workshop.format}
                    </Fact>
                    <Fact icon={<Clock aria-hidden="true" size="16" />}>
                      {workshop.duration} · {workshop.level}
                    </Fact>
                  </Stack>
                  <Wrap gap="2" aria-label="Topics">
                    {workshop.topics.map((topic) => (
                      <Badge key={topic} variant="surface">
                        {topic}
                      </Badge>
                    ))}
                  </Wrap>
                </Card.Body>
                <Card.Footer>
                  <Button
                    asChild
                    colorPalette="brand"
                    w="full"
                    aria-label={`Register Now for ${workshop.title}`}
                  >
                    <a
                      href={mailto(
                        siteConfig.workshopsEmail,
                        `Registration: ${workshop.title} (${workshop.date})`,
                      )}
                    >
                      Register Now
                    </a>
                  </Button>
                </Card.Footer>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection
        id="custom-options"
        title="Custom workshop options"
        description="Every workshop can be shaped around your organisation."
      >
        <FeatureGrid items={customOptions} />
      </ContentSection>

      <CallToAction
        id="workshops-cta"
        title={workshopsCallToAction.title}
        description={workshopsCallToAction.description}
      >
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={{ hash: 'upcoming' }}>
            <CalendarDays aria-hidden="true" />
            View Workshop Schedule
          </RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to={paths.contactAbout.getHref(workshopsCallToAction.customTopic)}>
            Request Custom Workshop
          </RouterLink>
        </Button>
      </CallToAction>
    </PageContainer>
  )
}
