// Training content: every field is filled in and the published figures hold exactly.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  awarenessProgrammes,
  certifications,
  consultancyPackages,
  consultancyProcess,
} from './training.ts'

const text = z.string().trim().min(3)
const price = z.string().regex(/^\$\d{1,3}(,\d{3})*$/)

const certificationSchema = z.object({
  icon: text,
  title: z.string().regex(/^[A-Z]{4,5}$/),
  fullTitle: text,
  duration: z.string().regex(/^\d days?$/),
  price,
  inHousePrice: price,
  description: text,
  audience: text,
  courseContent: z.array(text).min(4),
  benefits: z.array(text).min(4),
})
const packageSchema = z.object({
  title: text,
  price,
  duration: text,
  description: text,
  features: z.array(text).min(4),
})
const awarenessSchema = z.object({
  title: text,
  duration: text,
  price,
  inHousePrice: price,
  description: text,
  audience: text,
})

describe('training content', () => {
  it('matches the schemas', () => {
    z.array(certificationSchema).length(6).parse(certifications)
    z.array(packageSchema).length(3).parse(consultancyPackages)
    z.array(awarenessSchema).length(3).parse(awarenessProgrammes)
  })

  it('has the published certification figures', () => {
    expect(certifications.map((c) => [c.title, c.duration, c.price, c.inHousePrice])).toEqual([
      ['CIAMP', '5 days', '$1,500', '$1,200'],
      ['CPAMS', '3 days', '$1,200', '$1,000'],
      ['CIGAE', '4 days', '$1,400', '$1,100'],
      ['CAMA', '4 days', '$1,400', '$1,100'],
      ['CILMP', '3 days', '$1,200', '$1,000'],
      ['CRCMS', '3 days', '$1,200', '$1,000'],
    ])
    const titles = Object.fromEntries(certifications.map((c) => [c.title, c.fullTitle]))
    expect(titles.CAMA).toBe('Certified Access Management Architect')
    expect(titles.CILMP).toBe('Certified Identity Lifecycle Management Professional')
    expect(titles.CRCMS).toBe('Certified Risk and Compliance Management Specialist')
  })

  it('has the published consultancy and awareness figures', () => {
    expect(consultancyPackages.map((p) => [p.title, p.price])).toEqual([
      ['1-Day Assessment', '$3,000'],
      ['5-Day Implementation', '$12,000'],
      ['20-Day Full Service', '$45,000'],
    ])
    expect(awarenessProgrammes.map((p) => [p.title, p.duration, p.price, p.inHousePrice])).toEqual([
      ['Executive Overview', '1 day', '$800', '$600'],
      ['Strategic Planning', '2 days', '$1,000', '$800'],
      ['Business Leaders Program', '2 days', '$1,000', '$800'],
    ])
    expect(consultancyProcess).toHaveLength(5)
  })
})
