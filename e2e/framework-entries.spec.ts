// The framework's entry pages: the strategic, tactical, operations, directory and controls
// choosers and every entry's detail page, parameter matching, pricing and the operations
// Service Execution Model.
import type { Page } from '@playwright/test'
import { serviceExecutionModel } from '../src/content/framework/operations.ts'
import {
  controlsKind,
  directoryKind,
  operationsKind,
  strategicKind,
  tacticalKind,
  type EntryKind,
} from '../src/content/framework/entry-kinds.ts'
import { expect, test } from './fixtures.ts'

const kinds: [string, EntryKind][] = [
  ['strategic', strategicKind],
  ['tactical', tacticalKind],
  ['operations', operationsKind],
  ['directory', directoryKind],
  ['controls', controlsKind],
]

/** Entries whose slug is taken by a dedicated page (static routes win). */
const dedicatedTitles: Record<string, string> = {
  '/strategic/data-model': 'IAM Data Model',
  '/strategic/role-model': 'IAM Role Model',
  '/tactical/integration-service': 'Integration Service',
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true })

for (const [name, kind] of kinds) {
  test(`the ${name} chooser links every entry`, async ({ page }) => {
    await page.goto(kind.chooser.href)
    await expect(h1(page)).toHaveText(kind.chooser.title)
    for (const entry of kind.entries) {
      await expect(
        page.getByRole('heading', { level: 2, name: entry.title, exact: true }).getByRole('link'),
      ).toHaveAttribute('href', kind.href(entry.title))
    }
  })

  test(`an unknown ${name} parameter answers 404 with the 404 page`, async ({ page }) => {
    const response = await page.goto(`${kind.chooser.href}/no-such-thing`)
    expect(response?.status()).toBe(404)
    await expect(h1(page)).toHaveText('404 Page Not Found')
  })

  for (const entry of kind.entries) {
    const href = kind.href(entry.title)
    test(`${name} detail: ${entry.title}`, async ({ page }) => {
      await page.goto(href)
      const dedicated = dedicatedTitles[href]
      await expect(h1(page)).toHaveText(dedicated ?? entry.title)
      await expect(page).toHaveTitle(`${dedicated ?? entry.title} | IPAML`)
      await expect(page.getByText(entry.features[0]!, { exact: true })).toBeVisible()
      await expect(page.getByText(entry.implementation[0]!, { exact: true })).toBeVisible()
      await expect(page.getByText(entry.benefits[0]!, { exact: true })).toBeVisible()
      await expect(h2(page, 'Key Features')).toBeVisible()
      await expect(h2(page, 'Implementation Steps')).toBeVisible()
      await expect(h2(page, 'Benefits')).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toBeVisible()
      if (dedicated) return
      await expect(page.getByRole('link', { name: kind.back.label })).toHaveAttribute(
        'href',
        kind.back.href,
      )
      await expect(h2(page, 'Compliance')).toHaveCount(entry.compliance ? 1 : 0)
      await expect(h2(page, 'Related Frameworks')).toHaveCount(entry.frameworks ? 1 : 0)
      await expect(h2(page, 'Pricing')).toHaveCount(entry.pricing ? 1 : 0)
      await expect(h2(page, 'Service Execution Model')).toHaveCount(entry.services ? 1 : 0)
      for (const item of entry.items ?? []) {
        await expect(
          page.getByRole('heading', { level: 3, name: item.name, exact: true }),
        ).toBeVisible()
      }
      await expect(page.getByRole('link', { name: 'Talk to an expert' })).toHaveAttribute(
        'href',
        `/?topic=${encodeURIComponent(entry.title)}#contact`,
      )
    })
  }
}

test('strategic detail pages go back to the home page', async ({ page }) => {
  await page.goto('/strategic/general-governance')
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('parameters match after decoding, ignoring case, hyphens or spaces', async ({ page }) => {
  await page.goto('/strategic/Law%20%26%20Regulations')
  await expect(h1(page)).toHaveText('Law & Regulations')
  await page.goto('/strategic/ITIL-V4-INTEGRATION')
  await expect(h1(page)).toHaveText('ITIL v4 Integration')
  await page.goto('/operations/RED%2FGREEN%20Action%20Service')
  await expect(h1(page)).toHaveText('RED/GREEN Action Service')
  await page.goto('/controls/role%20type')
  await expect(h1(page)).toHaveText('Role Type')
})

test('Program Management shows its exact pricing', async ({ page }) => {
  await page.goto('/strategic/program-management')
  await expect(h1(page)).toHaveText('Program Management')
  await expect(page.getByText('$45,000', { exact: true })).toBeVisible()
  await expect(page.getByText('$12,000 - $45,000', { exact: true })).toBeVisible()
  await expect(page.getByText('3-12 months', { exact: true })).toBeVisible()
})

test('operations services show their Service Execution Model', async ({ page }) => {
  const cases = [
    ['/operations/onboarding-service', serviceExecutionModel.joiner],
    ['/operations/crossboarding-service', serviceExecutionModel.mover],
    ['/operations/offboarding-service', serviceExecutionModel.leaver],
    ['/operations/correction-service', serviceExecutionModel.correction],
    ['/operations/red-green-action-service', serviceExecutionModel.red],
    ['/operations/red-green-action-service', serviceExecutionModel.green],
    ['/operations/incident-management-service', serviceExecutionModel.incident],
  ] as const
  for (const [href, row] of cases) {
    await page.goto(href)
    const table = page.getByRole('table')
    const cells = table.getByRole('row').filter({ hasText: row.process })
    for (const value of [row.process, row.action, row.trigger, row.standardChange]) {
      await expect(cells.getByRole('cell', { name: value, exact: true })).toBeVisible()
    }
  }
  await page.goto('/operations')
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(8)
})
