// Content contract for the introduction pages and /ipaml-foundation: zod schemas for the
// content entities, the page counts and the exact published figures.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { paths } from '../../lib/paths.ts'
import { caseBuilderFeatures, caseBuilderSteps, caseTemplates } from './case-builder.ts'
import { consultancyServices, expertiseAreas, successStories } from './consultancy.ts'
import { featuredCourses, programTypes } from './courses.ts'
import { ebookCategories, ebookFormats, featuredEbooks, readerTestimonials } from './ebooks.ts'
import { dataFoundation, foundationModules, foundationTiers } from './foundation.ts'
import { introductionBadges, learnMoreCards } from './hub.ts'
import { customOptions, upcomingWorkshops, workshopTypes } from './workshops.ts'

const text = z.string().trim().min(2)
const texts = (min: number) =>
  z
    .array(text)
    .min(min)
    .refine((items) => new Set(items).size === items.length, 'items must be distinct')
const euro = z.string().regex(/^(Free|€\d{1,3}(,\d{3})*)$/)
const feature = z.object({ title: text, description: text })

const courseSchema = z.object({
  title: text,
  level: z.enum(['Foundation', 'Professional', 'Expert']),
  duration: z.string().regex(/^\d+ hours$/),
  format: text,
  modules: texts(4),
  features: texts(3),
  price: euro,
  description: text,
})

const caseTemplateSchema = z.object({
  title: text,
  industry: z.enum(['Healthcare', 'Financial', 'Manufacturing']),
  complexity: z.enum(['Medium', 'High']),
  duration: z.string().regex(/^\d+-\d+ weeks$/),
  scenarios: texts(3),
  outcomes: texts(3),
  description: text,
  regulations: texts(1),
})

const ebookSchema = z.object({
  title: text,
  description: text,
  pages: z.number().int().positive(),
  level: z.enum(['Beginner', 'Intermediate', 'Advanced', 'All levels']),
  topics: texts(3),
  downloads: text,
  rating: z.number().min(1).max(5),
  price: euro,
  popular: z.boolean(),
  preview: z.string().min(200),
})

const workshopSchema = z.object({
  name: text,
  duration: text,
  level: text,
  capacity: z.string().regex(/^\d+-\d+ participants$/),
  format: text,
  description: text,
})

const upcomingSchema = z.object({
  title: text,
  date: z.string().regex(/\d{4}$/),
  location: text,
  format: text,
  level: text,
  duration: text,
  spots: z.string().regex(/^\d+ spots left$/),
  price: euro,
  topics: texts(3),
})

describe('introduction hub', () => {
  it('has three badges and five Learn More cards to the five pages', () => {
    expect(introductionBadges).toHaveLength(3)
    expect(learnMoreCards.map((card) => card.href)).toEqual([
      paths.introduction.courses.getHref(),
      paths.introduction.caseBuilder.getHref(),
      paths.introduction.consultancy.getHref(),
      paths.introduction.ebooks.getHref(),
      paths.introduction.workshops.getHref(),
    ])
  })
})

describe('courses', () => {
  it('are three featured courses at €1,299/40 h, €2,499/60 h and €3,999/80 h', () => {
    z.array(courseSchema).length(3).parse(featuredCourses)
    expect(featuredCourses.map((c) => [c.price, c.duration])).toEqual([
      ['€1,299', '40 hours'],
      ['€2,499', '60 hours'],
      ['€3,999', '80 hours'],
    ])
  })
  it('has four training programme types', () => {
    z.array(feature.passthrough()).length(4).parse(programTypes)
  })
})

describe('case builder', () => {
  it('has the Healthcare, Financial and Manufacturing templates', () => {
    z.array(caseTemplateSchema).length(3).parse(caseTemplates)
    expect(caseTemplates.map((t) => t.industry)).toEqual([
      'Healthcare',
      'Financial',
      'Manufacturing',
    ])
  })
  it('has four features and a four-step process numbered 1 to 4', () => {
    z.array(feature.passthrough()).length(4).parse(caseBuilderFeatures)
    expect(caseBuilderSteps.map((s) => s.step)).toEqual([1, 2, 3, 4])
  })
})

describe('consultancy', () => {
  it('has four services, four expertise areas and three success stories', () => {
    z.array(z.object({ title: text, description: text, duration: text, deliverables: texts(3) }))
      .length(4)
      .parse(consultancyServices)
    z.array(feature.passthrough()).length(4).parse(expertiseAreas)
    z.array(
      z.object({
        client: text,
        industry: text,
        challenge: text,
        solution: text,
        results: texts(2),
      }),
    )
      .length(3)
      .parse(successStories)
  })
})

describe('eBooks', () => {
  it('features three eBooks priced Free, €29 and €19; the main guide has 500 pages', () => {
    z.array(ebookSchema).length(3).parse(featuredEbooks)
    expect(featuredEbooks.map((b) => b.price)).toEqual(['Free', '€29', '€19'])
    expect(featuredEbooks[0]!.pages).toBe(500)
    expect(ebookFormats).toEqual(['PDF', 'EPUB', 'MOBI'])
  })
  it('has three categories of six distinct books and three testimonials', () => {
    const book = z.object({ title: text, pages: z.number().int().positive(), summary: text })
    z.array(z.object({ title: text, description: text, books: z.array(book).length(6) }))
      .length(3)
      .parse(ebookCategories)
    const titles = ebookCategories.flatMap((c) => c.books.map((b) => b.title))
    expect(new Set(titles).size).toBe(18)
    expect(readerTestimonials).toHaveLength(3)
  })
})

describe('workshops', () => {
  it('has three workshop types with capacities from 8 to 25 participants', () => {
    z.array(workshopSchema.passthrough()).length(3).parse(workshopTypes)
    const bounds = workshopTypes.flatMap((w) => w.capacity.match(/\d+/g)!.map(Number))
    expect(Math.min(...bounds)).toBe(8)
    expect(Math.max(...bounds)).toBe(25)
  })
  it('has three upcoming workshops at €2,499, €1,299, €2,799 with 6, 12 and 8 spots', () => {
    z.array(upcomingSchema).length(3).parse(upcomingWorkshops)
    expect(upcomingWorkshops.map((w) => [w.price, w.spots])).toEqual([
      ['€2,499', '6 spots left'],
      ['€1,299', '12 spots left'],
      ['€2,799', '8 spots left'],
    ])
    z.array(feature.passthrough()).length(4).parse(customOptions)
  })
})

describe('foundation', () => {
  it('has the three tiers, the seven data foundation items and 40 hours of modules', () => {
    expect(foundationTiers.map((t) => [t.title, t.motto])).toEqual([
      ['Strategic Management', 'To direct'],
      ['Tactical Management', 'To arrange'],
      ['Operations Management', 'To perform'],
    ])
    expect(dataFoundation).toHaveLength(7)
    expect(foundationModules).toHaveLength(6)
    expect(foundationModules.reduce((sum, m) => sum + m.hours, 0)).toBe(40)
  })
})
