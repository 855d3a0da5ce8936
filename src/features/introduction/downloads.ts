// The files the introduction pages hand out: Markdown summaries built from the content, so a
// Download button always delivers something real (the full eBook editions are not hosted).
import type { CaseTemplate, Ebook, LibraryBook, Step } from '../../content/introduction/types.ts'
import { siteConfig } from '../../lib/site-config.ts'

export interface DownloadFile {
  filename: string
  content: string
}

/** A file name from a title: lower case, words joined by hyphens, ".md". */
export function markdownFilename(title: string): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${base || 'ipaml'}.md`
}

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n')

const footer = () =>
  `---\n${siteConfig.name}: ${siteConfig.fullName}\n${siteConfig.url}\nQuestions: ${siteConfig.email}\n`

/** Summary and preview of a featured eBook; paid editions say how to order the full text. */
export function featuredEbookDownload(book: Ebook): DownloadFile {
  const edition =
    book.price === 'Free'
      ? `The full edition (${book.pages} pages) is free: request it in PDF, EPUB or MOBI from ${siteConfig.trainingEmail}.`
      : `The full edition (${book.pages} pages, ${book.price}) is available in PDF, EPUB and MOBI: order it from ${siteConfig.trainingEmail}.`
  const content = [
    `# ${book.title}`,
    '',
    book.description,
    '',
    `- Pages: ${book.pages}`,
    `- Level: ${book.level}`,
    `- Price: ${book.price}`,
    '',
    '## Topics',
    '',
    list(book.topics),
    '',
    '## Preview',
    '',
    book.preview,
    '',
    edition,
    '',
    footer(),
  ].join('\n')
  return { filename: markdownFilename(book.title), content }
}

/** Summary of a free library book. */
export function libraryBookDownload(book: LibraryBook, category: string): DownloadFile {
  const content = [
    `# ${book.title}`,
    '',
    `Category: ${category}  `,
    `Pages: ${book.pages}  `,
    'Price: Free',
    '',
    '## Summary',
    '',
    book.summary,
    '',
    `Request the full edition in PDF, EPUB or MOBI from ${siteConfig.trainingEmail}.`,
    '',
    footer(),
  ].join('\n')
  return { filename: markdownFilename(book.title), content }
}

/** The Case Builder guide: the method steps and every template's scenarios and outcomes. */
export function caseBuilderGuideDownload(
  templates: readonly CaseTemplate[],
  steps: readonly Step[],
): DownloadFile {
  const sections = templates.map((template) =>
    [
      `## ${template.title}`,
      '',
      template.description,
      '',
      `- Industry: ${template.industry}`,
      `- Complexity: ${template.complexity}`,
      `- Duration: ${template.duration}`,
      `- Regulations: ${template.regulations.join(', ')}`,
      '',
      '### Scenarios',
      '',
      list(template.scenarios),
      '',
      '### Outcomes',
      '',
      list(template.outcomes),
      '',
    ].join('\n'),
  )
  const content = [
    `# ${siteConfig.name} Case Builder Guide`,
    '',
    '## Implementation process',
    '',
    steps.map((s) => `${s.step}. **${s.title}**: ${s.description}`).join('\n'),
    '',
    ...sections,
    footer(),
  ].join('\n')
  return { filename: 'ipaml-case-builder-guide.md', content }
}
