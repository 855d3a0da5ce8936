// Introduction hub, its five pages and /ipaml-foundation: headings and titles, what the content
// lists is shown, and every button acts (links, mail links, downloads, dialogs).
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { caseTemplates } from '../src/content/introduction/case-builder.ts'
import { featuredCourses } from '../src/content/introduction/courses.ts'
import {
  consultancyServices,
  successStories,
  successStoriesNote,
} from '../src/content/introduction/consultancy.ts'
import {
  ebookCategories,
  ebookFiguresNote,
  featuredEbooks,
  readerTestimonials,
  testimonialsNote,
} from '../src/content/introduction/ebooks.ts'
import { dataFoundation, foundationModules } from '../src/content/introduction/foundation.ts'
import { introductionBadges } from '../src/content/introduction/hub.ts'
import { upcomingWorkshops } from '../src/content/introduction/workshops.ts'
import { pageEntry } from '../src/content/pages.ts'
import { paths } from '../src/lib/paths.ts'
import { mailto } from '../src/lib/site-config.ts'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts'

const pages = [
  { url: paths.introduction.getHref(), h1: 'Introduction to IPAML' },
  { url: paths.introduction.courses.getHref(), h1: 'IPAML Courses' },
  { url: paths.introduction.caseBuilder.getHref(), h1: 'IPAML Case Builder' },
  { url: paths.introduction.consultancy.getHref(), h1: 'IPAML Consultancy' },
  { url: paths.introduction.ebooks.getHref(), h1: 'IPAML eBooks' },
  { url: paths.introduction.workshops.getHref(), h1: 'IPAML Workshops' },
  { url: paths.foundation.getHref(), h1: 'IPAML Foundation' },
]

const main = (page: Page) => page.getByRole('main')

async function expectDownload(page: Page, click: () => Promise<void>, filename: string) {
  const downloadPromise = page.waitForEvent('download')
  await click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe(filename)
  return readFile((await download.path())!, 'utf8')
}

test('the hub shows its title, badges, five Learn More cards and the foundation link', async ({
  page,
}) => {
  await page.goto(paths.introduction.getHref())
  await expect(page).toHaveTitle('Introduction to IPAML')
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction to IPAML' })).toBeVisible()
  const badges = page.getByRole('list', { name: 'Highlights' }).getByRole('listitem')
  await expect(badges).toHaveCount(introductionBadges.length)
  const cards = [
    ['Courses', '/introduction/courses'],
    ['Case Builder', '/introduction/case-builder'],
    ['Consultancy', '/introduction/consultancy'],
    ['eBooks', '/introduction/ebooks'],
    ['Workshops', '/introduction/workshops'],
  ] as const
  for (const [title, href] of cards)
    await expect(
      main(page).getByRole('link', { name: `Learn More about ${title}` }),
    ).toHaveAttribute('href', href)
  await expect(main(page).getByRole('link', { name: 'Contact Our Experts' })).toHaveAttribute(
    'href',
    paths.contactAbout.getHref('Introduction to IPAML'),
  )
  await expect(main(page).getByRole('link', { name: 'training@ipaml.example' })).toHaveAttribute(
    'href',
    'mailto:training@ipaml.example',
  )
  await expect(main(page).getByText('+44 20 7946 0321')).toBeVisible()

  await main(page).getByRole('link', { name: 'Learn More about Workshops' }).click()
  await expect(page).toHaveURL('/introduction/workshops')
  await page.getByRole('link', { name: 'Back to Introduction' }).click()
  await main(page).getByRole('link', { name: 'Explore the IPAML Foundation' }).click()
  await expect(page).toHaveURL('/ipaml-foundation')
  await expect(page.getByRole('heading', { level: 1, name: 'IPAML Foundation' })).toBeVisible()
})

test('an unknown introduction section answers 404 with the 404 page', async ({ page }) => {
  expect((await page.goto('/introduction/no-such-section'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
})

test('courses: three courses with exact prices and hours, enrolment and advisor actions', async ({
  page,
}) => {
  await page.goto(paths.introduction.courses.getHref())
  for (const price of ['€1,299', '€2,499', '€3,999'])
    await expect(main(page).getByText(price, { exact: true })).toBeVisible()
  for (const hours of ['40 hours', '60 hours', '80 hours'])
    await expect(main(page).getByText(hours, { exact: true })).toBeVisible()
  for (const course of featuredCourses) {
    await expect(page.getByRole('heading', { level: 3, name: course.title })).toBeVisible()
    await expect(page.getByRole('link', { name: `Enroll Now in ${course.title}` })).toHaveAttribute(
      'href',
      paths.contactAbout.getHref(`Enrollment: ${course.title}`),
    )
  }
  for (const type of [
    'Self-paced online',
    'Instructor-led virtual',
    'In-house corporate',
    'Blended learning path',
  ])
    await expect(page.getByRole('heading', { level: 3, name: type })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse All Courses' })).toHaveAttribute(
    'href',
    '/training',
  )
  await expect(page.getByRole('link', { name: 'Speak with Learning Advisor' })).toHaveAttribute(
    'href',
    'mailto:training@ipaml.example?subject=Speak%20with%20a%20learning%20advisor',
  )
  await page.getByRole('link', { name: `Enroll Now in ${featuredCourses[0]!.title}` }).click()
  await expect(page).toHaveURL(/\/\?topic=Enrollment.*#contact$/)
})

test('case builder: templates, preview dialog, use template, start and guide download', async ({
  page,
}) => {
  await page.goto(paths.introduction.caseBuilder.getHref())
  for (const industry of ['Healthcare', 'Financial', 'Manufacturing'])
    await expect(main(page).getByText(industry, { exact: true }).first()).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Implementation process' }),
  ).toBeVisible()
  await expect(main(page).getByText(/^Step [1-4]$/)).toHaveCount(4)

  const template = caseTemplates[1]!
  await expect(page.getByRole('link', { name: `Use Template: ${template.title}` })).toHaveAttribute(
    'href',
    paths.contactAbout.getHref(`Case Builder template: ${template.title}`),
  )
  await page.getByRole('button', { name: `Preview ${template.title}` }).click()
  const dialog = page.getByRole('dialog', { name: template.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(template.outcomes[0]!)).toBeVisible()
  await expect(dialog.getByText(template.scenarios[4]!)).toBeVisible()
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: `Preview ${caseTemplates[0]!.title}` }).click()
  await expect(page.getByRole('dialog', { name: caseTemplates[0]!.title })).toBeVisible()
  // Escape closes the dialog that has focus; the dialog takes it a moment after it shows.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  const guide = await expectDownload(
    page,
    () => page.getByRole('button', { name: 'Download Guide' }).click(),
    'ipaml-case-builder-guide.md',
  )
  expect(guide).toContain('# IPAML Case Builder Guide')
  for (const t of caseTemplates) expect(guide).toContain(`## ${t.title}`)

  await page.getByRole('link', { name: 'Start Case Builder' }).click()
  await expect(page).toHaveURL('/introduction/case-builder#templates')
  await expect(page.getByRole('heading', { level: 2, name: 'Industry templates' })).toBeInViewport()
})

test('consultancy: four services, expertise, success stories and contact actions', async ({
  page,
}) => {
  await page.goto(paths.introduction.consultancy.getHref())
  await expect(page.getByRole('link', { name: /^Request Consultation: / })).toHaveCount(
    consultancyServices.length,
  )
  await expect(
    page.getByRole('link', { name: 'Request Consultation: IAM Maturity Assessment' }),
  ).toHaveAttribute('href', paths.contactAbout.getHref('Consultation: IAM Maturity Assessment'))
  for (const area of [
    'Identity Lifecycle Management',
    'Privileged Access Management',
    'Identity Governance & Administration',
    'Compliance & Risk',
  ])
    await expect(page.getByRole('heading', { level: 3, name: area })).toBeVisible()
  const stories = page.getByRole('region', { name: 'Client success stories' }).getByRole('listitem')
  await expect(stories.filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(
    successStories.length,
  )
  await expect(page.getByText(successStoriesNote)).toBeVisible()
  await expect(stories.getByText('Illustrative', { exact: true })).toHaveCount(
    successStories.length,
  )
  await expect(page.getByText(/confirmed by the national regulator/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute(
    'href',
    'mailto:consulting@ipaml.example?subject=Free%20consultation%20request',
  )
  await page.getByRole('link', { name: 'Contact Our Team' }).click()
  await expect(page).toHaveURL('/?topic=Consultancy#contact')
})

test('eBooks: exact prices and formats, downloads, preview and release alerts', async ({
  page,
}) => {
  await page.goto(paths.introduction.ebooks.getHref())
  const featured = page.getByRole('region', { name: 'Featured eBooks' })
  for (const price of ['Free', '€29', '€19'])
    await expect(featured.getByText(price, { exact: true })).toBeVisible()
  await expect(featured.getByText('500 pages', { exact: true })).toBeVisible()
  await expect(featured.getByText('Formats: PDF, EPUB, MOBI')).toHaveCount(3)
  await expect(featured.getByText('Popular', { exact: true })).toHaveCount(2)

  const guide = featuredEbooks[0]!
  const summary = await expectDownload(
    page,
    () => page.getByRole('button', { name: `Download ${guide.title}` }).click(),
    'the-complete-ipaml-guide.md',
  )
  expect(summary).toContain('Pages: 500')

  await page.getByRole('button', { name: `Preview ${featuredEbooks[1]!.title}` }).click()
  const dialog = page.getByRole('dialog', { name: featuredEbooks[1]!.title })
  await expect(dialog.getByText(featuredEbooks[1]!.preview)).toBeVisible()
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' })
  await dialog.getByRole('button', { name: 'Close preview' }).click()
  await expect(dialog).toBeHidden()

  for (const category of ebookCategories)
    await expect(page.getByRole('heading', { level: 3, name: category.title })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Free Download: / })).toHaveCount(
    ebookCategories.flatMap((category) => category.books).length,
  )
  const book = ebookCategories[1]!.books[3]!
  const text = await expectDownload(
    page,
    () => page.getByRole('button', { name: `Free Download: ${book.title}` }).click(),
    'secrets-and-machine-identities.md',
  )
  expect(text).toContain(book.summary)

  await expect(
    page.getByRole('region', { name: 'What readers say' }).locator('blockquote'),
  ).toHaveCount(readerTestimonials.length)
  await expect(page.getByText(testimonialsNote)).toBeVisible()
  await expect(featured.getByText(ebookFiguresNote)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get New Release Alerts' })).toHaveAttribute(
    'href',
    /^mailto:hello@ipaml\.example\?subject=/,
  )
  await page.getByRole('link', { name: 'Browse All eBooks' }).click()
  await expect(page).toHaveURL('/introduction/ebooks#categories')
})

test('workshops: types, capacities, upcoming prices and spots, registration by mail', async ({
  page,
}) => {
  await page.goto(paths.introduction.workshops.getHref())
  for (const capacity of ['8-12 participants', '10-16 participants', '15-25 participants'])
    await expect(main(page).getByText(capacity)).toBeVisible()
  for (const figure of [
    '€2,499',
    '€1,299',
    '€2,799',
    '6 spots left',
    '12 spots left',
    '8 spots left',
  ])
    await expect(main(page).getByText(figure, { exact: true })).toBeVisible()
  for (const workshop of upcomingWorkshops)
    await expect(
      page.getByRole('link', { name: `Register Now for ${workshop.title}` }),
    ).toHaveAttribute(
      'href',
      mailto('workshops@ipaml.example', `Registration: ${workshop.title} (${workshop.date})`),
    )
  for (const option of [
    'At your location',
    'Tailored agenda',
    'Virtual delivery',
    'Follow-up coaching',
  ])
    await expect(page.getByRole('heading', { level: 3, name: option })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request Custom Workshop' })).toHaveAttribute(
    'href',
    paths.contactAbout.getHref('Custom workshop'),
  )
  await page.getByRole('link', { name: 'View Workshop Schedule' }).click()
  await expect(page).toHaveURL('/introduction/workshops#upcoming')
})

test('foundation: what IPAML is, tiers, data foundation, modules and next steps', async ({
  page,
}) => {
  await page.goto(paths.foundation.getHref())
  await expect(page).toHaveTitle('IPAML Foundation')
  for (const tier of ['Strategic Management', 'Tactical Management', 'Operations Management'])
    await expect(page.getByRole('heading', { level: 3, name: tier })).toBeVisible()
  for (const motto of ['To direct', 'To arrange', 'To perform'])
    await expect(main(page).getByText(motto, { exact: true })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'The data foundation' }).getByRole('listitem'),
  ).toHaveCount(dataFoundation.length)
  await expect(
    page.getByRole('region', { name: 'Foundation course modules' }).getByRole('listitem'),
  ).toHaveCount(foundationModules.length)
  await expect(main(page).getByRole('link', { name: 'Training & Certification' })).toHaveAttribute(
    'href',
    '/training',
  )
  await main(page).getByRole('link', { name: 'View Courses' }).click()
  await expect(page).toHaveURL('/introduction/courses')
})

test('every page shows its heading and title', async ({ page }) => {
  for (const { url, h1 } of pages) {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
    await expect(page).toHaveTitle(pageEntry(url)!.title)
  }
})
