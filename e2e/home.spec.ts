// Home page: hero, Watch Demo dialog (with axe), framework model and link set, governance
// domains, service card groups, training section, and a phone width.
import { controlComponents } from '../src/content/framework/controls.ts'
import { directoryServices } from '../src/content/framework/directory.ts'
import { operationsServices } from '../src/content/framework/operations.ts'
import { tacticalSections } from '../src/content/framework/sections.ts'
import { demoSteps, governanceDomains, tiles } from '../src/content/home.ts'
import {
  awarenessProgrammes,
  certifications,
  consultancyPackages,
} from '../src/content/training.ts'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts'

test('hero: headline, Get Started, three tiles and the page title', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('IPAML: World first IAM & PAM framework')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'World first IAM & PAM framework',
  )
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/introduction',
  )
  for (const tile of tiles)
    await expect(page.getByRole('heading', { level: 2, name: tile.title })).toBeVisible()
})

test('Watch Demo opens a dialog that walks through the model', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Watch Demo' }).click()
  const dialog = page.getByRole('dialog', { name: 'The IPAML model in five steps' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(demoSteps[0]!.title)).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled()
  const total = demoSteps.length
  const progress = (step: number) =>
    dialog.getByRole('progressbar', { name: `Step ${step} of ${total}` })
  await expect(progress(1)).toHaveAttribute('aria-valuenow', String(100 / total))
  for (const [index, step] of demoSteps.slice(1).entries()) {
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByText(step.title)).toBeVisible()
    await expect(progress(index + 2)).toHaveAttribute(
      'aria-valuenow',
      String(((index + 2) / total) * 100),
    )
  }
  await expect(dialog.getByRole('link', { name: 'Explore Unified Framework' })).toHaveAttribute(
    'href',
    '/unified-framework',
  )
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeFocused()
})

test('framework section: tiers, model diagram, calls to action and link set', async ({ page }) => {
  await page.goto('/#framework')
  const section = page.locator('section#framework')
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('The IPAML Framework')
  for (const tier of ['Strategic Management', 'Tactical Management', 'Operations Management'])
    await expect(section.getByRole('heading', { level: 3, name: tier })).toBeVisible()
  await expect(section.getByRole('figure')).toBeVisible()
  await expect(section.getByRole('heading', { name: 'Data Foundation' })).toBeVisible()
  await expect(section.getByRole('link', { name: 'Explore Unified Framework' })).toHaveAttribute(
    'href',
    '/unified-framework',
  )
  await expect(section.getByRole('link', { name: 'View Implementation Roadmap' })).toHaveAttribute(
    'href',
    '/implementation-roadmap',
  )
  await expect(section.getByRole('link', { name: 'Law & Regulations' })).toHaveAttribute(
    'href',
    '/law-regulations',
  )
  await expect(section.getByRole('link', { name: /Executive Leadership/ })).toHaveAttribute(
    'href',
    '/ciamo',
  )
  for (const href of [
    '/strategic/data-model',
    '/strategic/role-model',
    '/strategic/bisl',
    '/strategic/program-management',
    '/tactical/iga-identity-governance-administration',
    '/tactical/integration-service',
    '/operations/onboarding-service',
    '/operations/offboarding-service',
    '/operations/incident-management-service',
    '/operations/correction-service',
  ])
    await expect(section.locator(`a[href="${href}"]`)).toHaveCount(1)
  await expect(section.getByText('IAM Service', { exact: true })).toBeVisible()
  await expect(section.getByRole('link', { name: /IAM Service|PAM Service/ })).toHaveCount(0)
})

test('6 Governance Domains: subtitles, three items and a +N more link', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 2, name: '6 Governance Domains' })).toBeVisible()
  for (const domain of governanceDomains) {
    const slug = domain.title.toLowerCase().replace(/\s+/g, '-')
    const card = page.locator('section#strategic .chakra-card__root', { hasText: domain.title })
    await expect(card.getByRole('link', { name: domain.title })).toHaveAttribute(
      'href',
      `/strategic/${slug}`,
    )
    await expect(card.getByText(domain.subtitle, { exact: true })).toBeVisible()
    await expect(card.getByRole('listitem')).toHaveCount(3)
    await expect(card.getByRole('link', { name: /^\+\d+ more\.\.\.$/ })).toHaveAttribute(
      'href',
      `/strategic/${slug}`,
    )
  }
})

test('tactical, directory, operations and control panel cards link by slug', async ({ page }) => {
  await page.goto('/')
  const groups: [string, { title: string }[]][] = [
    ['tactical', tacticalSections],
    ['directory', directoryServices],
    ['operations', operationsServices],
    ['controls', controlComponents],
  ]
  for (const [base, entries] of groups)
    for (const entry of entries) {
      const slug = entry.title.toLowerCase().replace(/\s+/g, '-').replace(/\//g, '-')
      await expect(
        page
          .locator('section#services')
          .getByRole('link')
          .filter({ has: page.getByRole('heading', { name: entry.title, exact: true }) }),
      ).toHaveAttribute('href', `/${base}/${slug}`)
    }
})

test('training section: certification, consultancy and awareness cards', async ({ page }) => {
  await page.goto('/#training')
  const section = page.locator('section#training')
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Training and Services')
  for (const course of certifications)
    await expect(
      section.getByRole('link', { name: new RegExp(`^${course.title}`) }),
    ).toHaveAttribute('href', `/training/${course.title.toLowerCase()}`)
  const slugs = ['1-day-assessment', '5-day-implementation', '20-day-full-service']
  for (const [i, service] of consultancyPackages.entries())
    await expect(
      section.getByRole('link', { name: new RegExp(`^${service.title}`) }),
    ).toHaveAttribute('href', `/training/${slugs[i]}`)
  for (const programme of awarenessProgrammes) {
    await expect(section.getByRole('heading', { level: 4, name: programme.title })).toBeVisible()
    await expect(section.getByRole('link', { name: new RegExp(programme.title) })).toHaveCount(0)
  }
  await section.getByRole('link', { name: /^CIAMP/ }).click()
  await expect(page).toHaveURL(/\/training\/ciamp$/)
})

test('home page fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeVisible()
  await page.locator('section#framework').scrollIntoViewIfNeeded()
  await expect(page.getByRole('heading', { name: 'Data Foundation' })).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
