// Search documents for the introduction pages and /ipaml-foundation: one per course, case
// template, consultancy service, eBook, workshop and foundation tier. The pages themselves are
// indexed from src/content/pages.ts.
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import { caseTemplates } from '../../../src/content/introduction/case-builder.ts'
import { consultancyServices } from '../../../src/content/introduction/consultancy.ts'
import { featuredCourses } from '../../../src/content/introduction/courses.ts'
import { ebookCategories, featuredEbooks } from '../../../src/content/introduction/ebooks.ts'
import { foundationTiers } from '../../../src/content/introduction/foundation.ts'
import { upcomingWorkshops, workshopTypes } from '../../../src/content/introduction/workshops.ts'
import { slugify } from '../../../src/lib/slug.ts'
import { asSection } from './sections.ts'
import { paths } from '../../../src/lib/paths.ts'

const id = (kind: string, title: string) => `introduction:${kind}:${slugify(title)}`

/**
 * Every item is a card on its page, under a heading of its own title. Courses, case templates,
 * consultancy services, eBooks and workshops are offerings; the foundation tiers are the
 * framework itself.
 */
export function introductionDocuments(): SearchDocument[] {
  return introductionItems().map((item) =>
    asSection(item, item.url === paths.foundation.getHref() ? PRIORITY.content : PRIORITY.offering),
  )
}

function introductionItems(): Omit<SearchDocument, 'priority'>[] {
  return [
    ...featuredCourses.map((course) => ({
      id: id('course', course.title),
      title: course.title,
      description: `${course.level} course, ${course.duration}, ${course.price}. ${course.description}`,
      body: [course.format, ...course.modules, ...course.features].join(' '),
      category: 'Courses',
      url: paths.introduction.courses.getHref(),
      keywords: ['course', 'certification', 'training', course.level],
    })),
    ...caseTemplates.map((template) => ({
      id: id('case-template', template.title),
      title: template.title,
      description: template.description,
      body: [...template.scenarios, ...template.outcomes, ...template.regulations].join(' '),
      category: 'Case Builder',
      url: paths.introduction.caseBuilder.getHref(),
      keywords: ['case builder', 'template', 'business case', template.industry],
    })),
    ...consultancyServices.map((service) => ({
      id: id('consultancy', service.title),
      title: service.title,
      description: service.description,
      body: [`Duration: ${service.duration}`, ...service.deliverables].join(' '),
      category: 'Consultancy',
      url: paths.introduction.consultancy.getHref(),
      keywords: ['consultancy', 'consulting', 'services'],
    })),
    ...featuredEbooks.map((book) => ({
      id: id('ebook', book.title),
      title: book.title,
      description: `${book.pages} pages, ${book.price}. ${book.description}`,
      body: [...book.topics, book.preview].join(' '),
      category: 'eBooks',
      url: paths.introduction.ebooks.getHref(),
      keywords: ['ebook', 'book', 'guide', 'PDF', 'EPUB', 'MOBI'],
    })),
    ...ebookCategories.flatMap((category) =>
      category.books.map((book) => ({
        id: id('ebook', book.title),
        title: book.title,
        description: `Free eBook, ${book.pages} pages. ${book.summary}`,
        body: `${category.title}: ${category.description}`,
        category: 'eBooks',
        url: paths.introduction.ebooks.getHref(),
        keywords: ['ebook', 'free download', category.title],
      })),
    ),
    ...workshopTypes.map((workshop) => ({
      id: id('workshop', workshop.name),
      title: workshop.name,
      description: workshop.description,
      body: [workshop.duration, workshop.level, workshop.capacity, workshop.format].join(' '),
      category: 'Workshops',
      url: paths.introduction.workshops.getHref(),
      keywords: ['workshop', workshop.level],
    })),
    ...upcomingWorkshops.map((workshop) => ({
      id: id('upcoming-workshop', workshop.title),
      title: workshop.title,
      description: `${workshop.date}, ${workshop.location}. ${workshop.duration}, ${workshop.price}, ${workshop.spots}.`,
      body: [workshop.format, workshop.level, ...workshop.topics].join(' '),
      category: 'Workshops',
      url: paths.introduction.workshops.getHref(),
      keywords: ['workshop', 'upcoming', 'register', workshop.level],
    })),
    ...foundationTiers.map((tier) => ({
      id: id('foundation-tier', tier.title),
      title: tier.title,
      description: `${tier.motto}: ${tier.description}`,
      body: tier.examples.join(' '),
      category: 'IPAML Foundation',
      url: paths.foundation.getHref(),
      keywords: ['foundation', 'tier', tier.motto],
    })),
  ]
}
