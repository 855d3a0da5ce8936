// Search documents for Training and Services: each certification course (its own page, with its
// duration, price, audience, content and benefits as sections), each consultancy package, and
// each awareness programme (the home training section). All are offerings (PRIORITY.offering):
// a course on a subject ranks after the framework's page on it when both match alike.
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import {
  awarenessAttendees,
  awarenessProgrammes,
  certificationAttendees,
  certifications,
  consultancyPackages,
  consultancyProcess,
  trainingPage,
} from '../../../src/content/training.ts'
import { paths } from '../../../src/lib/paths.ts'
import { pageWithSections } from './sections.ts'

export function trainingDocuments(): SearchDocument[] {
  const { enrolTopic } = trainingPage.certification
  return [
    ...certifications.flatMap((course) =>
      pageWithSections(
        {
          id: `training:${paths.training.getHref(course.title)}`,
          title: `${course.title}: ${course.fullTitle}`,
          description: `${course.duration}, ${course.price} per person (in-house ${course.inHousePrice}, ${certificationAttendees}). ${course.description}`,
          body: [course.audience, ...course.courseContent, ...course.benefits].join(' '),
          category: 'Training',
          url: paths.training.getHref(course.title),
          // The page's call to enrol, so "how do I enrol in a course" finds the courses.
          keywords: [course.title, 'certification', 'course', 'training', enrolTopic],
          priority: PRIORITY.offering,
        },
        // The rows of the course's "Pricing and Duration" list, then its sections.
        [
          { title: 'Duration', text: `The ${course.title} course takes ${course.duration}.` },
          {
            title: 'Price per person',
            text: `${course.title} costs ${course.price} per person; in-house ${course.inHousePrice} per person (${certificationAttendees}).`,
          },
          { title: 'Audience', text: course.audience },
          { title: 'Course Content', text: course.courseContent },
          { title: 'Benefits', text: course.benefits, supporting: true },
        ],
      ),
    ),
    ...consultancyPackages.map((service) => ({
      id: `training:${paths.training.getHref(service.title)}`,
      title: `${service.title} Consultancy`,
      description: `${service.price}. ${service.description}`,
      body: [...service.features, ...consultancyProcess].join(' '),
      category: 'Consultancy',
      url: paths.training.getHref(service.title),
      keywords: ['consultancy', 'consulting', 'services', service.title],
      priority: PRIORITY.offering,
    })),
    ...awarenessProgrammes.map((programme) => ({
      id: `training:awareness:${programme.title}`,
      title: `${programme.title} Awareness Programme`,
      description: `${programme.duration}, ${programme.price} per person (in-house ${programme.inHousePrice}, ${awarenessAttendees}). ${programme.description}`,
      body: programme.audience,
      category: 'Training',
      url: paths.homeAnchor.getHref('training'),
      keywords: ['awareness', 'executive', 'programme', 'program'],
      priority: PRIORITY.offering,
    })),
  ]
}
