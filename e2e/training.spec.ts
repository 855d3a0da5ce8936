// Training routes: the landing list, each certification and consultancy page, and an unknown
// parameter.
import {
  awarenessProgrammes,
  certifications,
  consultancyPackages,
  consultancyProcess,
} from '../src/content/training.ts'
import { expect, test } from './fixtures.ts'

const serviceSlug = (title: string) => title.toLowerCase().replace(/\s+/g, '-')

test('the landing list shows both groups with prices and the awareness programmes', async ({
  page,
}) => {
  await page.goto('/training')
  await expect(page).toHaveTitle('Training and Services | IPAML')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training and Services')
  for (const course of certifications) {
    await expect(
      page.getByRole('heading', { level: 3, name: course.title, exact: true }).getByRole('link'),
    ).toHaveAttribute('href', `/training/${course.title.toLowerCase()}`)
    await expect(page.getByText(course.fullTitle, { exact: true })).toBeVisible()
  }
  for (const service of consultancyPackages) {
    await expect(
      page.getByRole('heading', { level: 3, name: service.title, exact: true }).getByRole('link'),
    ).toHaveAttribute('href', `/training/${serviceSlug(service.title)}`)
    await expect(page.getByText(service.price, { exact: true })).toBeVisible()
    await expect(page.getByText(service.description)).toBeVisible()
  }
  for (const programme of awarenessProgrammes)
    await expect(page.getByRole('heading', { level: 3, name: programme.title })).toBeVisible()
  await expect(page.getByText(/5-20 attendees/)).toBeVisible()
  await expect(page.getByText(/5-30 attendees/)).toBeVisible()
})

test('an unknown parameter answers 404 with the 404 page', async ({ page }) => {
  expect((await page.goto('/training/no-such-course'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
})

for (const course of certifications) {
  test(`certification page: ${course.title}`, async ({ page }) => {
    await page.goto(`/training/${course.title.toLowerCase()}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.fullTitle)
    await expect(page).toHaveTitle(`${course.title}: ${course.fullTitle} | IPAML`)
    await expect(page.getByText(course.duration, { exact: true })).toBeVisible()
    await expect(page.getByText(course.price, { exact: true })).toBeVisible()
    await expect(page.getByText(`${course.inHousePrice} (5-20 attendees)`)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Course Content' })).toBeVisible()
    await expect(page.getByText(course.courseContent[0]!, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Benefits' })).toBeVisible()
    await expect(page.getByText(course.benefits[0]!, { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: `Enrol in ${course.title}` })).toHaveAttribute(
      'href',
      `/?topic=${encodeURIComponent(`Enrolment: ${course.title}`)}#contact`,
    )
    await page.getByRole('link', { name: 'Back to Training' }).click()
    await expect(page).toHaveURL(/\/training$/)
  })
}

for (const service of consultancyPackages) {
  test(`consultancy page: ${service.title}`, async ({ page }) => {
    await page.goto(`/training/${serviceSlug(service.title)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title)
    await expect(page.getByText(service.price, { exact: true })).toBeVisible()
    await expect(page.getByText(service.description)).toBeVisible()
    for (const feature of service.features)
      await expect(page.getByText(feature, { exact: true })).toBeVisible()
    const steps = page.getByRole('region', { name: 'Our Process' }).getByRole('listitem')
    await expect(steps).toHaveText(consultancyProcess)
    await expect(page.getByRole('link', { name: 'Back to Training' })).toHaveAttribute(
      'href',
      '/training',
    )
    await expect(page.getByRole('link', { name: `Book the ${service.title}` })).toBeVisible()
  })
}
