// The contact schema shared by the form and the server: field messages and upper bounds.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  CONTACT_LIMITS,
  contactInputSchema,
  contactListInputSchema,
  messageAboutTopic,
} from './contact.ts'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  organization: 'Analytical Engines',
  message: 'We would like a PAM maturity assessment.',
}

function fieldErrors(input: unknown) {
  const result = contactInputSchema.safeParse(input)
  return result.success ? {} : z.flattenError(result.error).fieldErrors
}

describe('contactInputSchema', () => {
  it('accepts a complete message and trims every field', () => {
    const parsed = contactInputSchema.parse({
      ...valid,
      name: '  Ada Lovelace ',
      email: ' ada@example.com ',
    })
    expect(parsed).toMatchObject(valid)
  })

  it('accepts a message without organization', () => {
    const { organization: _omit, ...rest } = valid
    expect(contactInputSchema.safeParse(rest).success).toBe(true)
    expect(contactInputSchema.safeParse({ ...rest, organization: '' }).success).toBe(true)
  })

  it('uses the spec messages under each field', () => {
    expect(fieldErrors({ name: 'A', email: 'not-an-address', message: 'too short' })).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      message: ['Message must be at least 10 characters'],
    })
  })

  it('counts characters after trimming', () => {
    expect(fieldErrors({ ...valid, name: ' A ', message: '   123456789   ' })).toEqual({
      name: ['Name must be at least 2 characters'],
      message: ['Message must be at least 10 characters'],
    })
  })

  it('reports missing fields with the spec messages', () => {
    expect(fieldErrors({})).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      message: ['Message must be at least 10 characters'],
    })
  })

  it('bounds every field', () => {
    const errors = fieldErrors({
      name: 'n'.repeat(CONTACT_LIMITS.name + 1),
      email: `${'e'.repeat(CONTACT_LIMITS.email)}@example.com`,
      organization: 'o'.repeat(CONTACT_LIMITS.organization + 1),
      message: 'm'.repeat(CONTACT_LIMITS.message + 1),
      website: 'w'.repeat(CONTACT_LIMITS.honeypot + 1),
    })
    expect(Object.keys(errors).sort()).toEqual([
      'email',
      'message',
      'name',
      'organization',
      'website',
    ])
  })

  it('rejects non-string values and non-objects', () => {
    expect(contactInputSchema.safeParse({ ...valid, name: 42 }).success).toBe(false)
    expect(contactInputSchema.safeParse({ ...valid, email: ['a@b.co'] }).success).toBe(false)
    expect(contactInputSchema.safeParse(null).success).toBe(false)
    expect(contactInputSchema.safeParse('text').success).toBe(false)
  })
})

describe('contactListInputSchema', () => {
  it('defaults to the first 20 and coerces query strings', () => {
    expect(contactListInputSchema.parse({})).toEqual({ limit: 20, offset: 0 })
    expect(contactListInputSchema.parse({ limit: '5', offset: '10' })).toEqual({
      limit: 5,
      offset: 10,
    })
  })

  it.each([{ limit: '0' }, { limit: '101' }, { limit: 'x' }, { offset: '-1' }, { limit: '1.5' }])(
    'rejects %o',
    (input) => {
      expect(contactListInputSchema.safeParse(input).success).toBe(false)
    },
  )
})

describe('messageAboutTopic', () => {
  it('turns a topic into a message opening long enough to pass validation', () => {
    const text = messageAboutTopic('PAM assessment')
    expect(text).toContain('PAM assessment')
    expect(text.trim().length).toBeGreaterThanOrEqual(10)
  })

  it('is empty for a blank topic and bounded for a long one', () => {
    expect(messageAboutTopic('   ')).toBe('')
    expect(messageAboutTopic('x'.repeat(1000)).length).toBeLessThan(260)
  })
})
