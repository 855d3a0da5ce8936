// Content contract for the policy library: every policy's shape and link.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { matchParam } from '../lib/match-param.ts'
import { paths } from '../lib/paths.ts'
import { distinctTexts, text } from './content-schemas.ts'
import { policies } from './policies.ts'

const policySchema = z.object({
  title: text,
  icon: text,
  color: text,
  description: text,
  searchTerms: z.array(text).min(1),
  features: distinctTexts(6),
  implementation: distinctTexts(6),
  benefits: distinctTexts(6),
  standardsChoices: z
    .array(z.strictObject({ rule: text, follows: text, why: text }))
    .min(1)
    .optional(),
})

describe('policies', () => {
  it('are the 16 policies of the spec, each with 6 distinct features, steps and benefits', () => {
    expect(policies.map((p) => p.title)).toEqual([
      'Name/Lastname/Initials/Display',
      'Preferred Name',
      'Username',
      'Email',
      'Function/Role Type',
      'Role/Permissions Management',
      'Asset Management/CMDB',
      'HR',
      '3rd Party Registration',
      'Red Button Procedure',
      'Green Button Procedure',
      'Account Disabled/Deletion',
      'Joiners',
      'Movers',
      'Leavers',
      'Correction',
    ])
    for (const policy of policies) policySchema.parse(policy)
  })
  it('have clean, unique slugs', () => {
    const hrefs = policies.map((p) => paths.policy.getHref(p.title))
    expect(new Set(hrefs).size).toBe(16)
    for (const href of hrefs) expect(href).toMatch(/^\/policy\/[a-z0-9-]+$/)
    expect(hrefs).toContain('/policy/name-lastname-initials-display')
    expect(hrefs).toContain('/policy/3rd-party-registration')
  })
  it('match their own slug and an encoded-slash title', () => {
    const match = (param: string) =>
      matchParam(param, policies, (p) => p.title, { slashesToHyphens: true })?.title
    for (const policy of policies) {
      expect(match(paths.policy.getHref(policy.title).slice('/policy/'.length))).toBe(policy.title)
      expect(match(encodeURIComponent(policy.title))).toBe(policy.title)
    }
    expect(match('Name%2FLastname%2FInitials%2FDisplay')).toBe('Name/Lastname/Initials/Display')
  })
})
