// /introduction/courses: the featured certification courses with Enroll Now, the training
// programme types, and the way to the full catalogue or a learning advisor.
import { GraduationCap, Mail } from 'lucide-react'
import { CardGrid } from '../../../components/cards.tsx'
import { FeatureGrid } from '../../../components/feature-grid.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { CallToAction, ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  coursesPage,
  featuredCourses,
  programTypes,
} from '../../../content/introduction/courses.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'
import { CourseCard } from '../components/course-card.tsx'

export default function CoursesPage() {
  const { callToAction } = coursesPage
  return (
    <ContentPage copy={coursesPage}>
      <ContentSection {...coursesPage.featured}>
        <CardGrid>
          {featuredCourses.map((course) => (
            <CourseCard key={course.title} course={course} />
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...coursesPage.programTypes}>
        <FeatureGrid items={programTypes} />
      </ContentSection>

      <CallToAction {...callToAction}>
        <LinkButton href={callToAction.browse.href} colorPalette="brand" size="lg">
          <GraduationCap aria-hidden="true" />
          {callToAction.browse.label}
        </LinkButton>
        <LinkButton
          href={mailto(siteConfig.trainingEmail, callToAction.advisorSubject)}
          variant="outline"
          size="lg"
        >
          <Mail aria-hidden="true" />
          {callToAction.advisor}
        </LinkButton>
      </CallToAction>
    </ContentPage>
  )
}
