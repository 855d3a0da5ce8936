// schema.org JSON-LD: the Course data of a certification page, dollar prices, safe embedding.
import { describe, expect, it } from 'vitest'
import { certifications } from '../content/training.ts'
import { paths } from './paths.ts'
import { siteConfig } from './site-config.ts'
import {
  certificationJsonLd,
  courseJsonLd,
  jsonLdText,
  organizationJsonLd,
  priceInUsd,
} from './structured-data.ts'

describe('priceInUsd', () => {
  it('reads the dollar prices the site writes', () => {
    expect(priceInUsd('$1,500')).toBe(1500)
    expect(priceInUsd('$950')).toBe(950)
    expect(priceInUsd('$12,000.50')).toBe(12000.5)
  })

  it('gives nothing for other texts', () => {
    for (const text of [undefined, '', 'On request', '€1,500', '$1.500', '1500', '$1,50'])
      expect(priceInUsd(text), String(text)).toBeUndefined()
  })
})

describe('certificationJsonLd and courseJsonLd', () => {
  it('describes every certification with its code, price in USD and duration', () => {
    for (const course of certifications) {
      const data = certificationJsonLd(course)
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.fullTitle,
        courseCode: course.title,
        url: `${siteConfig.url}${paths.training.getHref(course.title)}`,
        provider: { '@type': 'Organization', name: siteConfig.name },
        offers: { '@type': 'Offer', priceCurrency: 'USD', price: priceInUsd(course.price) },
        hasCourseInstance: { '@type': 'CourseInstance', courseWorkload: course.duration },
      })
      expect(priceInUsd(course.price), `${course.title} price`).toBeGreaterThan(0)
    }
  })

  it('leaves the offer out when there is no price', () => {
    const data = courseJsonLd({ code: 'X', name: 'X', description: 'x', path: '/training/X' })
    expect(data).not.toHaveProperty('offers')
    expect(data).not.toHaveProperty('hasCourseInstance')
  })
})

describe('jsonLdText', () => {
  it('escapes "<" so the text cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

describe('organizationJsonLd', () => {
  it('lists only configured social profiles, never the placeholder links', () => {
    const configured = Object.values(siteConfig.social).filter((link) => !link.placeholder)
    const data = organizationJsonLd()
    if (configured.length === 0) expect(data).not.toHaveProperty('sameAs')
    else expect(data.sameAs).toEqual(configured.map((link) => link.url))
    for (const link of Object.values(siteConfig.social))
      if (link.placeholder) expect(new URL(link.url).hostname).toMatch(/\.example$/)
  })

  it('gives a phone number from the range reserved for drama', () => {
    expect(organizationJsonLd().telephone).toMatch(/^\+44 20 7946 0\d{3}$/)
  })
})
