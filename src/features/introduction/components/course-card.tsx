// A featured certification course: level, price, duration, format, modules, what is included
// and Enroll Now, which opens the contact form about the course.
import { Badge, Text } from '@chakra-ui/react'
import { Clock, MonitorPlay } from 'lucide-react'
import { InfoCard } from '../../../components/cards.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { FactList, LabelledList } from '../../../components/lists.tsx'
import { coursesPage } from '../../../content/introduction/courses.ts'
import type { Course } from '../../../content/introduction/types.ts'
import { paths } from '../../../lib/paths.ts'

const labels = coursesPage.card

export function CourseCard({ course }: { course: Course }) {
  return (
    <InfoCard
      title={course.title}
      icon={
        <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
          {course.level}
        </Badge>
      }
      aside={
        <Text fontSize="2xl" fontWeight="bold" aria-label={`Price ${course.price}`}>
          {course.price}
        </Text>
      }
      footer={
        <LinkButton
          href={paths.contactAbout.getHref(`Enrollment: ${course.title}`)}
          colorPalette="brand"
          w="full"
          aria-label={`${labels.enroll} in ${course.title}`}
        >
          {labels.enroll}
        </LinkButton>
      }
    >
      <FactList
        facts={[
          { icon: Clock, text: course.duration },
          { icon: MonitorPlay, text: course.format },
        ]}
      />
      <Text color="fg.muted">{course.description}</Text>
      <LabelledList label={labels.modules} items={course.modules} />
      <LabelledList label={labels.included} items={course.features} />
    </InfoCard>
  )
}
