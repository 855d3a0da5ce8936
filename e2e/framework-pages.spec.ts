// The framework's dedicated pages: data model, role model, BiSL, program management, CIAMO,
// integration service, IGA, law & regulations, unified framework, implementation roadmap and the
// /consultancy and /contact redirects.
import type { Page } from '@playwright/test'
import { allRegulations } from '../src/content/law-regulations.ts'
import {
  capabilityFunctions,
  controlLayers,
  csfFunctions,
  frameworkAcronyms,
  unifiedFrameworkPage,
} from '../src/content/unified-framework.ts'
import { expect, test } from './fixtures.ts'

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true })

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

test('law & regulations lists every regime and a guide button', async ({ page }) => {
  await page.goto('/law-regulations')
  await expect(page.getByRole('heading', { level: 1, name: 'Law & Regulations' })).toBeVisible()
  for (const { name } of allRegulations())
    await expect(page.getByRole('heading', { level: 4, name, exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Compliance areas' })).toBeVisible()
  await expect(page.getByText('Step 3')).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Get Compliance Implementation Guide' }),
  ).toHaveAttribute('href', '/?topic=Compliance%20Implementation%20Guide#contact')
})

test('the unified framework shows acronyms, capability functions, layers and the assessment link', async ({
  page,
}) => {
  await page.goto('/unified-framework')
  await expect(page.getByRole('heading', { level: 1, name: 'Unified Framework' })).toBeVisible()
  for (const { acronym } of frameworkAcronyms)
    await expect(
      page.getByRole('heading', { level: 3, name: new RegExp(`^${acronym} `) }),
    ).toBeVisible()
  const functions = page.getByRole('region', {
    name: unifiedFrameworkPage.capabilityFunctions.title,
  })
  await expect(functions).toContainText('not maturity levels')
  for (const { name } of capabilityFunctions)
    await expect(functions.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
  for (const [id, name] of Object.entries(csfFunctions))
    await expect(functions.getByText(`${name} (${id})`, { exact: true })).toBeVisible()
  for (const { name } of controlLayers)
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
  for (const group of ['Audit Controls', 'Dashboards', 'Maturity Assessments', 'Playbooks'])
    await expect(page.getByRole('heading', { level: 3, name: group, exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Take the Maturity Assessment' })).toHaveAttribute(
    'href',
    '/maturity-assessment',
  )
})

test('the roadmap shows five phases with durations, totals and working buttons', async ({
  page,
}) => {
  await page.goto('/implementation-roadmap')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Implementation Roadmap' }),
  ).toBeVisible()
  const phases = [
    ['RFP & Readiness', '2-3 weeks'],
    ['Architecture & Design', '4-6 weeks'],
    ['Implementation', '8-10 weeks'],
    ['Operationalization', '2-4 weeks'],
    ['Managed Service (BAU)', '12 months (12+ months)'],
  ]
  for (const [name, duration] of phases) {
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
    await expect(page.getByText(duration!, { exact: true }).first()).toBeVisible()
  }
  await expect(
    page.getByText('Total 16-23 weeks plus 12 months; investment range $12,000 - $45,000'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Explore Consultancy' }).click()
  await expect(page).toHaveURL('/introduction/consultancy')
  await page.goto('/implementation-roadmap')
  await page.getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL('/#contact')
})

test('the /consultancy and /contact redirects replace the history entry', async ({ page }) => {
  await page.goto('/consultancy')
  await expect(page).toHaveURL('/introduction/consultancy')
  await page.goto('/contact')
  await expect(page).toHaveURL('/#contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
