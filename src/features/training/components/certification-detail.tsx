// One certification course: pricing and duration, course content, benefits, and a back link
// to /training.
import { Badge, SimpleGrid, Text } from '@chakra-ui/react'
import { GraduationCap, Mail } from 'lucide-react'
import { FactCard } from '../../../components/fact-card.tsx'
import { IconTile } from '../../../components/icon.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { BulletList, NumberedList } from '../../../components/lists.tsx'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  certificationAttendees,
  certificationMeta,
  trainingPage,
  type CertificationCourse,
} from '../../../content/training.ts'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'
import { certificationJsonLd } from '../../../lib/structured-data.ts'

const copy = trainingPage.certification

export function CertificationDetail({ course }: { course: CertificationCourse }) {
  return (
    <ContentPage
      copy={{
        meta: certificationMeta(course),
        header: {
          title: course.fullTitle,
          description: course.description,
          eyebrow: `${course.title} ${copy.eyebrow}`,
        },
        back: copy.back,
      }}
      structuredData={certificationJsonLd(course)}
      icon={<IconTile name={course.icon} size="lg" />}
      actions={
        <>
          <LinkButton
            href={paths.contactAbout.getHref(`${copy.enrolTopic}: ${course.title}`)}
            colorPalette="brand"
          >
            <GraduationCap aria-hidden="true" /> {copy.enrol} {course.title}
          </LinkButton>
          <LinkButton
            href={mailto(siteConfig.trainingEmail, `In-house ${course.title} course`)}
            variant="outline"
          >
            <Mail aria-hidden="true" /> {copy.inHouse}
          </LinkButton>
        </>
      }
    >
      <ContentSection {...copy.pricing}>
        <FactCard
          facts={[
            { label: copy.rows.duration, value: course.duration },
            { label: copy.rows.price, value: course.price },
            {
              label: copy.rows.inHousePrice,
              value: `${course.inHousePrice} (${certificationAttendees})`,
            },
            { label: copy.rows.audience, value: course.audience },
          ]}
        />
      </ContentSection>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <ContentSection {...copy.content}>
          <NumberedList items={course.courseContent} />
        </ContentSection>
        <ContentSection {...copy.benefits}>
          <BulletList items={course.benefits} />
        </ContentSection>
      </SimpleGrid>
      <Text color="fg.muted">
        {copy.examBefore}{' '}
        <Badge colorPalette="brand" variant="subtle">
          {course.title}
        </Badge>{' '}
        {copy.examAfter}
      </Text>
    </ContentPage>
  )
}
