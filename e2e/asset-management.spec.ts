// The asset management service page and every resource type page.
import { resourceTypes } from '../src/content/asset-management.ts'
import { paths } from '../src/lib/paths.ts'
import { expect, test } from './fixtures.ts'

test('the asset management service lists the 13 resource types and lifecycle', async ({ page }) => {
  await page.goto('/tactical/asset-management-service')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Asset Management Service (CMDB)',
  )
  for (const category of ['Technology', 'Organizational', 'Information', 'Access and Rights'])
    await expect(page.getByRole('heading', { name: category, exact: true })).toBeVisible()
  for (const phase of ['Discovery', 'Classification', 'Management', 'Retirement'])
    await expect(
      page.getByRole('heading', { level: 3, name: new RegExp(`^\\d\\s*${phase}$`) }),
    ).toBeVisible()
  for (const resource of resourceTypes)
    await expect(page.getByRole('link', { name: resource.title, exact: true })).toHaveAttribute(
      'href',
      `/asset-management/${resource.slug}`,
    )
  await page.getByRole('link', { name: 'Security Group', exact: true }).click()
  await expect(page).toHaveURL('/asset-management/security-groups')
  await expect(page.getByRole('heading', { level: 1, name: 'Security Group' })).toBeVisible()
})

test('every asset management page shows its sections and a way back', async ({ page }) => {
  test.setTimeout(180_000)
  for (const resource of resourceTypes) {
    await page.goto(`/asset-management/${resource.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: resource.title })).toBeVisible()
    for (const section of ['What is registered', 'Ownership', 'Access governance', 'Lifecycle'])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
    const policyLink = page.getByRole('link', { name: resource.relatedPolicies[0]!, exact: true })
    await expect(policyLink).toHaveAttribute(
      'href',
      paths.policy.getHref(resource.relatedPolicies[0]!),
    )
    await expect(page.getByRole('link', { name: 'Back to Asset Management' })).toHaveAttribute(
      'href',
      '/tactical/asset-management-service',
    )
  }
  expect((await page.goto('/asset-management/unknown'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
  await page.goto('/asset-management')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Asset Management Resource Types' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Mailbox', exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Asset Management Service overview' }).click()
  await expect(page).toHaveURL('/tactical/asset-management-service')
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a resource type page fits the screen', async ({ page }) => {
    for (const url of ['/asset-management/mandate-delegate']) {
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, url).toBeLessThanOrEqual(0)
    }
  })
})
