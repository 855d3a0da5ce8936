// Framework part A: strategic, tactical, operations, directory and controls parameter pages
// (detail or chooser) and the dedicated strategic and tactical pages.
import type { Page } from '@playwright/test'
import { serviceExecutionModel } from '../src/content/framework/operations.ts'
import {
  controlsKind,
  directoryKind,
  operationsKind,
  strategicKind,
  tacticalKind,
  type EntryKind,
} from '../src/features/framework/entry-kinds.ts'
import { expect, expectNoSeriousA11yViolations, test, useTheme } from './fixtures.ts'

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
  test.setTimeout(90_000)
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

test('the data model, role model and BiSL pages', async ({ page }) => {
  await page.goto('/strategic/data-model')
  await expect(h1(page)).toHaveText('IAM Data Model')
  for (const group of ['Identity', 'Access', 'Governance']) {
    await expect(page.getByRole('heading', { level: 3, name: group, exact: true })).toBeVisible()
  }
  await expect(h2(page, 'Architecture Layers')).toBeVisible()
  await expect(h2(page, 'Integration Patterns')).toBeVisible()
  await expect(h2(page, 'Best Practices')).toBeVisible()

  await page.goto('/strategic/role-model')
  await expect(h1(page)).toHaveText('IAM Role Model')
  for (const level of ['Executive', 'Management', 'Specialist', 'Operational']) {
    await expect(page.getByRole('heading', { level: 3, name: `${level} level` })).toBeVisible()
  }
  await expect(page.getByRole('heading', { level: 4, name: 'CISO', exact: true })).toBeVisible()

  await page.goto('/strategic/bisl')
  await expect(h1(page)).toHaveText('BiSL for Identity & Access')
  for (const weeks of ['4-8 weeks', '6-12 weeks', '8-16 weeks', '12-24 weeks']) {
    await expect(page.getByText(weeks, { exact: true })).toBeVisible()
  }
})

test('the program management page', async ({ page }) => {
  await page.goto('/program-management')
  await expect(h1(page)).toHaveText('IAM Program Management')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Strategic Deliverables' }),
  ).toBeVisible()
  for (const d of ['4-8 weeks', '6-12 weeks', '12-36 months']) {
    await expect(page.getByText(d, { exact: true }).first()).toBeVisible()
  }
  await expect(page.getByText('Critical', { exact: true }).first()).toBeVisible()
  const roadmap = page.getByRole('link', { name: 'View Implementation Roadmap' }).first()
  await expect(roadmap).toHaveAttribute('href', '/implementation-roadmap')
})

test('the CIAMO page opens its external site in a new tab', async ({ page }) => {
  await page.goto('/ciamo')
  await expect(h1(page)).toHaveText('Chief Identity and Access Management Officer (CIAMO)')
  for (const d of ['2-4 months', 'ongoing']) {
    await expect(page.getByText(d, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('3-5 months', { exact: true })).toHaveCount(2)
  const external = page.getByRole('link', { name: /Visit the CIAMO site/ })
  await expect(external).toHaveAttribute('target', '_blank')
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(external).toHaveAttribute('href', /^https:\/\//)
  await expect(page.getByRole('link', { name: 'Join the development program' })).toHaveAttribute(
    'href',
    /^mailto:.+\?subject=CIAMO%20development%20program/,
  )
})

test('the integration service and IGA pages have working buttons', async ({ page }) => {
  await page.goto('/tactical/integration-service')
  await expect(h2(page, 'Integration Components')).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Request an Integration Assessment' }),
  ).toHaveAttribute('href', '/?topic=Integration%20assessment#contact')
  await expect(page.getByRole('link', { name: 'Get the Integration Guide' })).toHaveAttribute(
    'href',
    /^mailto:/,
  )

  await page.goto('/tactical/iga-identity-governance-administration')
  await expect(h1(page)).toHaveText('IGA: Identity Governance & Administration')
  for (const process of ['Joiner', 'Mover', 'Leaver']) {
    await expect(page.getByRole('heading', { level: 3, name: process, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Get IGA Assessment' })).toHaveAttribute(
    'href',
    '/?topic=IGA%20assessment#contact',
  )
  await page.getByRole('link', { name: 'Open the Onboarding Service' }).click()
  await expect(h1(page)).toHaveText('Onboarding Service')
})

const a11ySample = [
  '/strategic',
  '/operations/red-green-action-service',
  '/controls/role-type',
  '/program-management',
  '/strategic/role-model',
  '/ciamo',
]

for (const theme of ['light', 'dark'] as const) {
  for (const href of a11ySample) {
    test(`${href} has no serious accessibility violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme)
      await page.goto(href)
      await expect(h1(page)).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  }
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('an operations detail page fits the screen', async ({ page }) => {
    for (const href of ['/operations/red-green-action-service', '/program-management']) {
      await page.goto(href)
      await expect(h1(page)).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, href).toBeLessThanOrEqual(0)
    }
  })
})
