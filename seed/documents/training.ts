// Search documents for Training and Services: one per certification course and consultancy
// package (their own pages) and one per awareness programme (the home training section).
import type { SearchDocument } from '../../server/search/types.ts'
import {
  awarenessAttendees,
  awarenessProgrammes,
  certificationAttendees,
  certifications,
  consultancyPackages,
  consultancyProcess,
} from '../../src/content/training.ts'
import { paths } from '../../src/lib/paths.ts'

export function trainingDocuments(): SearchDocument[] {
  return [
    ...certifications.map((course) => ({
      id: `training:${paths.training.getHref(course.title)}`,
      title: `${course.title}: ${course.fullTitle}`,
      description: `${course.duration}, ${course.price} per person (in-house ${course.inHousePrice}, ${certificationAttendees}). ${course.description}`,
      body: [course.audience, ...course.courseContent, ...course.benefits].join(' '),
      category: 'Training',
      url: paths.training.getHref(course.title),
      keywords: [course.title, 'certification', 'course', 'training'],
    })),
    ...consultancyPackages.map((service) => ({
      id: `training:${paths.training.getHref(service.title)}`,
      title: `${service.title} Consultancy`,
      description: `${service.price}. ${service.description}`,
      body: [...service.features, ...consultancyProcess].join(' '),
      category: 'Consultancy',
      url: paths.training.getHref(service.title),
      keywords: ['consultancy', 'consulting', 'services', service.title],
    })),
    ...awarenessProgrammes.map((programme) => ({
      id: `training:awareness:${programme.title}`,
      title: `${programme.title} Awareness Programme`,
      description: `${programme.duration}, ${programme.price} per person (in-house ${programme.inHousePrice}, ${awarenessAttendees}). ${programme.description}`,
      body: programme.audience,
      category: 'Training',
      url: paths.homeAnchor.getHref('training'),
      keywords: ['awareness', 'executive', 'programme', 'program'],
    })),
  ]
}
