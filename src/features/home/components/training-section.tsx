// Home training section (anchor "training"): six certification cards linking to
// /training/{code}, three consultancy cards linking to /training/{slug of title}, and three
// awareness programme cards that are not links.
import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { ArrowRight } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { TrainingIcon } from '../../../components/training-icon.tsx'
import { homeContent } from 'virtual:home-content'
import { paths } from '../../../lib/paths.ts'
import { SectionShell } from './section-shell.tsx'

function GroupHeading({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <Stack gap="1">
      <Heading as="h3" id={id} size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{lead}</Text>
    </Stack>
  )
}

export function TrainingSection() {
  return (
    <SectionShell
      id="training"
      title="Training and Services"
      lead="Certification courses, consultancy packages and awareness programmes built on the IPAML framework."
      muted
    >
      <Stack gap="12">
        <Stack as="section" aria-labelledby="certifications-group" gap="4">
          <GroupHeading
            id="certifications-group"
            title="Certification Courses"
            lead={`Public classroom or in-house for ${homeContent.certificationAttendees}; in-house prices are per person.`}
          />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {homeContent.certifications.map((course) => (
              <Card.Root
                key={course.title}
                asChild
                variant="outline"
                _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
              >
                <RouterLink to={paths.training.getHref(course.title)}>
                  <Card.Body gap="2">
                    <HStack gap="3">
                      <TrainingIcon name={course.icon} />
                      <Heading as="h4" size="lg">
                        {course.title}
                      </Heading>
                    </HStack>
                    <Text fontWeight="semibold">{course.fullTitle}</Text>
                    <HStack gap="2" flexWrap="wrap">
                      <Badge variant="subtle">{course.duration}</Badge>
                      <Badge variant="subtle" colorPalette="brand">
                        {course.price}
                      </Badge>
                      <Badge variant="outline">In-house {course.inHousePrice}</Badge>
                    </HStack>
                  </Card.Body>
                </RouterLink>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack as="section" aria-labelledby="consultancy-group" gap="4">
          <GroupHeading
            id="consultancy-group"
            title="Consultancy Packages"
            lead="Senior IPAML consultants working with your team."
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {homeContent.consultancyPackages.map((service) => (
              <Card.Root
                key={service.title}
                asChild
                variant="outline"
                _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
              >
                <RouterLink to={paths.training.getHref(service.title)}>
                  <Card.Body gap="2">
                    <Heading as="h4" size="lg">
                      {service.title}
                    </Heading>
                    <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                      {service.price}
                    </Text>
                    <Text color="fg.muted" fontSize="sm" lineClamp={3}>
                      {service.description}
                    </Text>
                  </Card.Body>
                </RouterLink>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack as="section" aria-labelledby="awareness-group" gap="4">
          <GroupHeading
            id="awareness-group"
            title="Awareness Programmes"
            lead={`For leaders and managers; in-house for ${homeContent.awarenessAttendees}, prices per person.`}
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {homeContent.awarenessProgrammes.map((programme) => (
              <Card.Root key={programme.title} variant="outline">
                <Card.Body gap="2">
                  <Heading as="h4" size="lg">
                    {programme.title}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {programme.description}
                  </Text>
                  <HStack gap="2" flexWrap="wrap">
                    <Badge variant="subtle">{programme.duration}</Badge>
                    <Badge variant="subtle" colorPalette="brand">
                      {programme.price}
                    </Badge>
                    <Badge variant="outline">In-house {programme.inHousePrice}</Badge>
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
        <HStack justify="center">
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={paths.training.getHref()}>
              All training and services <ArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </SectionShell>
  )
}
