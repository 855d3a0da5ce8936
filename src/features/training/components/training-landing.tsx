// The /training landing list: certification courses,
// consultancy services with price and description, and the awareness programmes.
import { Alert, Badge, Button, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { ArrowRight, Mail } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../../components/page-meta.tsx'
import { ContentSection, PageContainer, PageHeader } from '../../../components/info-blocks.tsx'
import { TrainingIcon } from '../../../components/training-icon.tsx'
import { pageEntry } from '../../../content/pages.ts'
import {
  awarenessAttendees,
  awarenessProgrammes,
  certificationAttendees,
  certifications,
  consultancyPackages,
  trainingIntro,
} from '../../../content/training.ts'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export function TrainingLanding({ unknown }: { unknown?: string }) {
  const meta = pageEntry(paths.training.getHref()) ?? trainingIntro
  return (
    <PageContainer>
      <PageMeta title={meta.title} description={meta.description} />
      <PageHeader title={trainingIntro.title} lead={trainingIntro.description}>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.contactAbout.getHref('Training advice')}>
              Get training advice
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <a href={mailto(siteConfig.trainingEmail, 'IPAML training')}>
              <Mail aria-hidden="true" /> {siteConfig.trainingEmail}
            </a>
          </Button>
        </HStack>
      </PageHeader>
      {unknown ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>
            There is no course or service called “{safeDecode(unknown)}”. Choose one below.
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <ContentSection
        id="certifications"
        title="Certification Courses"
        description={`Public classroom or in-house for ${certificationAttendees}; in-house prices are per person.`}
      >
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {certifications.map((course) => (
            <Card.Root key={course.title} variant="outline">
              <Card.Body gap="3">
                <HStack gap="3">
                  <TrainingIcon name={course.icon} />
                  <Heading as="h3" size="lg">
                    <RouterLink to={paths.training.getHref(course.title)}>
                      {course.title}
                    </RouterLink>
                  </Heading>
                </HStack>
                <Text fontWeight="semibold">{course.fullTitle}</Text>
                <Text color="fg.muted">{course.description}</Text>
                <HStack gap="2" flexWrap="wrap">
                  <Badge variant="subtle">{course.duration}</Badge>
                  <Badge variant="subtle" colorPalette="brand">
                    {course.price}
                  </Badge>
                  <Badge variant="outline">In-house {course.inHousePrice}</Badge>
                </HStack>
              </Card.Body>
              <Card.Footer>
                <Button asChild variant="outline" size="sm">
                  <RouterLink
                    to={paths.training.getHref(course.title)}
                    aria-label={`Course details: ${course.title}`}
                  >
                    Course details <ArrowRight aria-hidden="true" />
                  </RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </ContentSection>
      <ContentSection
        id="consultancy"
        title="Consultancy Services"
        description="Senior IPAML consultants working with your team, from a one-day assessment to a full programme."
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {consultancyPackages.map((service) => (
            <Card.Root key={service.title} variant="outline">
              <Card.Body gap="3">
                <Heading as="h3" size="lg">
                  <RouterLink to={paths.training.getHref(service.title)}>
                    {service.title}
                  </RouterLink>
                </Heading>
                <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                  {service.price}
                </Text>
                <Text color="fg.muted">{service.description}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </ContentSection>
      <ContentSection
        id="awareness"
        title="Awareness Programmes"
        description={`For leaders and managers; in-house for ${awarenessAttendees}, prices per person.`}
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {awarenessProgrammes.map((programme) => (
            <Card.Root key={programme.title} variant="outline">
              <Card.Body gap="3">
                <Heading as="h3" size="lg">
                  {programme.title}
                </Heading>
                <Text color="fg.muted">{programme.description}</Text>
                <Text fontSize="sm">{programme.audience}</Text>
                <HStack gap="2" flexWrap="wrap">
                  <Badge variant="subtle">{programme.duration}</Badge>
                  <Badge variant="subtle" colorPalette="brand">
                    {programme.price}
                  </Badge>
                  <Badge variant="outline">In-house {programme.inHousePrice}</Badge>
                </HStack>
              </Card.Body>
              <Card.Footer>
                <Button asChild variant="outline" size="sm">
                  <RouterLink
                    to={paths.contactAbout.getHref(`Awareness programme: ${programme.title}`)}
                    aria-label={`Request ${programme.title}`}
                  >
                    Request this programme
                  </RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </ContentSection>
    </PageContainer>
  )
}
