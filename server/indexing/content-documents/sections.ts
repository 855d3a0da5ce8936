// A page and its headed sections as search documents: the page itself, then one document per
// section, linked as `page#anchor` with the anchor the page renders for that heading (anchorOf),
// so a hit lands on the section that answers the question.
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import { pageEntries } from '../../../src/content/pages.ts'
import { anchorOf } from '../../../src/lib/anchor.ts'
import type { StandardsChoice } from '../../../src/content/shared-values.ts'
import { standardsChoicesCopy } from '../../../src/content/standards-choices.ts'

export interface PageSection {
  /** The heading as the page shows it. */
  title: string
  text: string | readonly string[]
  /** The anchor when the page does not derive it from the title. */
  anchor?: string
  keywords?: readonly string[]
  /**
   * A section that argues why (Benefits) or says how to roll the subject out (Implementation
   * Steps) rather than stating what it is or requires: it shares many words with the questions
   * visitors ask (access, risk, audit, review) but seldom answers them, so it ranks one step of
   * priority below its page's other sections, and a title match ("benefits of …") still finds it.
   */
  supporting?: boolean
}

/** Characters of a section's text its description shows. */
const DESCRIPTION_LENGTH = 200

function describe(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text
  const cut = text.lastIndexOf(' ', DESCRIPTION_LENGTH - 3)
  return `${text.slice(0, cut > 0 ? cut : DESCRIPTION_LENGTH - 3)}...`
}

export function sectionDocuments(
  page: SearchDocument,
  sections: readonly PageSection[],
): SearchDocument[] {
  // A section is part of its page: what the page is known by (its keywords, "course", "policy")
  // describes the section too, so "who should attend the CIGAE course" finds its Audience.
  return sections
    .map((section) => ({
      section,
      text: typeof section.text === 'string' ? section.text : section.text.join(' '),
    }))
    .filter(({ text }) => text.trim().length > 0)
    .map(({ section, text }) => {
      const anchor = section.anchor ?? anchorOf(section.title)
      return {
        id: `${page.id}#${anchor}`,
        title: section.title,
        description: describe(text),
        body: text,
        category: page.category,
        url: `${page.url}#${anchor}`,
        keywords: [...new Set([...page.keywords, ...(section.keywords ?? [])])],
        pageTitle: page.title,
        priority: section.supporting
          ? Math.max(PRIORITY.community, page.priority - 1)
          : page.priority,
      }
    })
}

/** A page's "which standard these rules follow" block: each rule, the standard and why. */
export function standardsChoicesSection(
  choices: readonly StandardsChoice[] = [],
): PageSection & { text: string[] } {
  return {
    title: standardsChoicesCopy.heading,
    anchor: standardsChoicesCopy.anchor,
    text: choices.map(
      (choice) =>
        `${choice.rule}. ${standardsChoicesCopy.follows} ${choice.follows}. ${choice.why}`,
    ),
  }
}

/** The page document, followed by its sections. */
export function pageWithSections(
  page: SearchDocument,
  sections: readonly PageSection[],
): SearchDocument[] {
  return [page, ...sectionDocuments(page, sections)]
}

/**
 * An item shown on a listing page under a heading of its own title (a card): a section of that
 * page, linked to the heading's anchor.
 */
export function asSection(
  item: Omit<SearchDocument, 'priority'>,
  priority: number = PRIORITY.content,
): SearchDocument {
  const page = pageEntries.find((entry) => entry.path === item.url)
  if (!page) throw new Error(`Search documents: no page entry for ${item.url}`)
  return {
    ...item,
    url: `${item.url}#${anchorOf(item.title)}`,
    pageTitle: page.title,
    priority,
  }
}
