// /introduction/consultancy: four services with Request Consultation,
// four expertise areas, three client success stories, Schedule Free Consultation and Contact
// Our Team.
import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { CalendarCheck, Clock, MessageSquare } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import {
  BulletList,
  ContentSection,
  PageContainer,
  PageHeader,
} from '../../../components/info-blocks.tsx'
import {
  consultancyCallToAction,
  consultancyIntro,
  consultancyServices,
  expertiseAreas,
  successStories,
  successStoriesNote,
} from '../../../content/introduction/consultancy.ts'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'
import { CallToAction } from './call-to-action.tsx'
import { FeatureGrid } from './feature-grid.tsx'

export function ConsultancyPage() {
  return (
    <PageContainer>
      <PageHeader
        title={consultancyIntro.title}
        lead={consultancyIntro.description}
        eyebrow={consultancyIntro.eyebrow}
        back={{ to: paths.introduction.getHref(), label: 'Back to Introduction' }}
      />

      <ContentSection
        id="services"
        title="Consultancy services"
        description="Engage us for one step or for the whole journey; each service follows the IPAML implementation roadmap."
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
          {consultancyServices.map((service) => (
            <li key={service.title}>
              <Card.Root variant="outline" h="full">
                <Card.Body gap="3">
                  <Heading as="h3" size="lg">
                    {service.title}
                  </Heading>
                  <HStack gap="2" color="fg.muted" fontSize="sm">
                    <Clock aria-hidden="true" size="16" />
                    <Text>{service.duration}</Text>
                  </HStack>
                  <Text color="fg.muted">{service.description}</Text>
                  <Heading as="h4" size="sm">
                    Deliverables
                  </Heading>
                  <Box fontSize="sm">
                    <BulletList items={service.deliverables} />
                  </Box>
                </Card.Body>
                <Card.Footer>
                  <Button
                    asChild
                    colorPalette="brand"
                    aria-label={`Request Consultation: ${service.title}`}
                  >
                    <RouterLink to={paths.contactAbout.getHref(`Consultation: ${service.title}`)}>
                      Request Consultation
                    </RouterLink>
                  </Button>
                </Card.Footer>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="expertise" title="Areas of expertise">
        <FeatureGrid items={expertiseAreas} />
      </ContentSection>

      <ContentSection
        id="success-stories"
        title="Client success stories"
        description={successStoriesNote}
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap="5">
          {successStories.map((story) => (
            <li key={story.client}>
              <Card.Root variant="subtle" h="full">
                <Card.Body gap="3">
                  <HStack gap="2" flexWrap="wrap">
                    <Badge colorPalette="brand" variant="outline">
                      {story.industry}
                    </Badge>
                    <Badge colorPalette="gray" variant="subtle">
                      Illustrative
                    </Badge>
                  </HStack>
                  <Heading as="h3" size="md">
                    {story.client}
                  </Heading>
                  <Stack gap="1">
                    <Text fontWeight="semibold" fontSize="sm">
                      Challenge
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      {story.challenge}
                    </Text>
                  </Stack>
                  <Stack gap="1">
                    <Text fontWeight="semibold" fontSize="sm">
                      Solution
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      {story.solution}
                    </Text>
                  </Stack>
                  <Text fontWeight="semibold" fontSize="sm">
                    Results
                  </Text>
                  <Box fontSize="sm">
                    <BulletList items={story.results} />
                  </Box>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <CallToAction
        id="consultancy-cta"
        title={consultancyCallToAction.title}
        description={consultancyCallToAction.description}
      >
        <Button asChild colorPalette="brand" size="lg">
          <a href={mailto(siteConfig.consultingEmail, consultancyCallToAction.scheduleSubject)}>
            <CalendarCheck aria-hidden="true" />
            Schedule Free Consultation
          </a>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to={paths.contactAbout.getHref(consultancyCallToAction.contactTopic)}>
            <MessageSquare aria-hidden="true" />
            Contact Our Team
          </RouterLink>
        </Button>
      </CallToAction>
    </PageContainer>
  )
}
