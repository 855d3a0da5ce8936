// One certification course: pricing and duration, course content,
// benefits, and a back link to /training.
import { Badge, Button, Card, DataList, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { GraduationCap, Mail } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../../components/page-meta.tsx'
import { certificationJsonLd } from '../../../lib/structured-data.ts'
import {
  BulletList,
  ContentSection,
  NumberedList,
  PageContainer,
  PageHeader,
} from '../../../components/info-blocks.tsx'
import { TrainingIcon } from '../../../components/training-icon.tsx'
import { certificationAttendees, type CertificationCourse } from '../../../content/training.ts'
import { anchorOf } from '../../../lib/anchor.ts'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'

export function CertificationDetail({ course }: { course: CertificationCourse }) {
  const rows = [
    ['Duration', course.duration],
    ['Price per person', course.price],
    ['In-house price per person', `${course.inHousePrice} (${certificationAttendees})`],
    ['Audience', course.audience],
  ] as const
  return (
    <PageContainer>
      <PageMeta
        title={`${course.title}: ${course.fullTitle}`}
        description={`${course.fullTitle} (${course.title}), ${course.duration}, ${course.price} per person. ${course.description}`}
        structuredData={certificationJsonLd(course)}
      />
      <PageHeader
        title={course.fullTitle}
        lead={course.description}
        eyebrow={`${course.title} certification`}
        icon={<TrainingIcon name={course.icon} size={32} />}
        back={{ to: paths.training.getHref(), label: 'Back to Training' }}
      >
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.contactAbout.getHref(`Enrolment: ${course.title}`)}>
              <GraduationCap aria-hidden="true" /> Enrol in {course.title}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <a href={mailto(siteConfig.trainingEmail, `In-house ${course.title} course`)}>
              <Mail aria-hidden="true" /> Ask about in-house delivery
            </a>
          </Button>
        </HStack>
      </PageHeader>
      <ContentSection id="pricing" title="Pricing and Duration">
        <Card.Root variant="outline" maxW="2xl">
          <Card.Body>
            <DataList.Root orientation="horizontal" size="lg">
              {rows.map(([label, value]) => (
                <DataList.Item key={label} id={anchorOf(label)}>
                  <DataList.ItemLabel minW="13rem">{label}</DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="semibold">{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      </ContentSection>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <ContentSection id="course-content" title="Course Content">
          <NumberedList items={course.courseContent} />
        </ContentSection>
        <ContentSection id="benefits" title="Benefits">
          <BulletList items={course.benefits} />
        </ContentSection>
      </SimpleGrid>
      <Text color="fg.muted">
        Every course ends with the{' '}
        <Badge colorPalette="brand" variant="subtle">
          {course.title}
        </Badge>{' '}
        certification exam; certificates are valid for three years.
      </Text>
    </PageContainer>
  )
}
