// A page's sections as search documents: anchored urls, and the priority each section ranks at.
import { describe, expect, it } from 'vitest'
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import { policyDocuments } from './policies.ts'
import { sectionDocuments } from './sections.ts'

const page = (priority: number): SearchDocument => ({
  id: 'policy:/policy/joiners',
  title: 'Joiners Policy',
  description: 'How a new starter gets access.',
  body: 'Rules, steps and benefits.',
  category: 'Policies',
  url: '/policy/joiners',
  keywords: ['policy'],
  priority,
})

describe('sectionDocuments', () => {
  it('ranks a supporting section one step below its page, never below the lowest priority', () => {
    const sections = [
      { title: 'Key Features', text: 'HR record first.' },
      { title: 'Benefits', text: 'Fewer errors.', supporting: true },
    ]
    const [features, benefits] = sectionDocuments(page(PRIORITY.content), sections)
    expect(features).toMatchObject({ url: '/policy/joiners#key-features', priority: 4 })
    expect(benefits).toMatchObject({ url: '/policy/joiners#benefits', priority: 3 })
    const [, lowest] = sectionDocuments(page(PRIORITY.community), sections)
    expect(lowest?.priority).toBe(PRIORITY.community)
  })

  it("marks a policy's Benefits and Implementation Steps as supporting, not its rules", () => {
    const joiners = policyDocuments().filter((doc) => doc.url.startsWith('/policy/joiners#'))
    const priorityOf = (anchor: string) =>
      joiners.find((doc) => doc.url === `/policy/joiners#${anchor}`)?.priority
    expect(priorityOf('key-features')).toBe(PRIORITY.content)
    expect(priorityOf('standards-choices')).toBe(PRIORITY.content)
    expect(priorityOf('implementation-steps')).toBe(PRIORITY.content - 1)
    expect(priorityOf('benefits')).toBe(PRIORITY.content - 1)
  })
})
