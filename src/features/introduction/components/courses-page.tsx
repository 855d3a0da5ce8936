// /introduction/courses: three featured certification courses with Enroll
// Now, four training programme types, and 'Browse All Courses' / 'Speak with Learning Advisor'.
import { Button, SimpleGrid } from '@chakra-ui/react'
import { GraduationCap, Mail } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { ContentSection, PageContainer, PageHeader } from '../../../components/info-blocks.tsx'
import {
  coursesCallToAction,
  coursesIntro,
  featuredCourses,
  programTypes,
} from '../../../content/introduction/courses.ts'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'
import { CallToAction } from './call-to-action.tsx'
import { CourseCard } from './course-card.tsx'
import { FeatureGrid } from './feature-grid.tsx'

export function CoursesPage() {
  return (
    <PageContainer>
      <PageHeader
        title={coursesIntro.title}
        lead={coursesIntro.description}
        eyebrow={coursesIntro.eyebrow}
        back={{ to: paths.introduction.getHref(), label: 'Back to Introduction' }}
      />

      <ContentSection
        id="featured-courses"
        title="Featured certification courses"
        description="Three certification levels, each building on the one before."
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap="5">
          {featuredCourses.map((course) => (
            <li key={course.title}>
              <CourseCard course={course} />
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection
        id="program-types"
        title="Training program types"
        description="Choose how you learn: every course is available in the format that suits you or your team."
      >
        <FeatureGrid items={programTypes} />
      </ContentSection>

      <CallToAction
        id="courses-cta"
        title={coursesCallToAction.title}
        description={coursesCallToAction.description}
      >
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.training.getHref()}>
            <GraduationCap aria-hidden="true" />
            Browse All Courses
          </RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <a href={mailto(siteConfig.trainingEmail, coursesCallToAction.advisorSubject)}>
            <Mail aria-hidden="true" />
            Speak with Learning Advisor
          </a>
        </Button>
      </CallToAction>
    </PageContainer>
  )
}
