// Maturity assessment: tabs, rating cells with mouse and keyboard, the Overview and
// Results figures against the formula (round(average × 20), first level at or above), the band
// texts, share-link and export/import round trips, CSV, print summary, and
// every tab and state beyond the page as it loads in both themes with axe.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { evidenceCriteria } from '../src/content/maturity-evidence.ts'
import { paths } from '../src/lib/paths.ts'
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  useTheme,
  waitForHydration,
} from './fixtures.ts'

const url = paths.maturityAssessment.getHref()

function cell(page: Page, layer: string, area: string) {
  return page.getByRole('group', { name: `Maturity level: ${layer}, ${area}` })
}

async function rate(page: Page, layer: string, area: string, level: number) {
  const names = ['Initial', 'Developing', 'Defined', 'Managed', 'Optimized']
  await cell(page, layer, area)
    .getByRole('radio', { name: `Level ${level}: ${names[level - 1]}` })
    .check()
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click()
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
}

for (const theme of ['light', 'dark'] as const) {
  test(`every other tab and state passes axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(180_000)
    await useTheme(page, theme)
    await page.goto(url)
    await expect(
      page.getByRole('heading', { level: 1, name: 'IAM Maturity Assessment' }),
    ).toBeVisible()
    // The Overview tab as the page loads is scanned by accessibility.spec.
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await openTab(page, 'Results')
    await expect(page.getByRole('heading', { name: 'No Assessment Data' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, { include: '[role="tabpanel"]:not([hidden])' })
    await openTab(page, 'Assessment')
    await rate(page, 'Strategic', 'Law & Regulations', 4)
    await page
      .getByRole('combobox', { name: 'Target level: Tactical, Risk Management' })
      .selectOption('5')
    await expectNoSeriousA11yViolations(page, { include: '[role="tabpanel"]:not([hidden])' })
    await openTab(page, 'Results')
    await expect(page.getByTestId('radar-chart')).toBeVisible()
    await expectNoSeriousA11yViolations(page, { include: '[role="tabpanel"]:not([hidden])' })
    await openTab(page, 'Framework')
    await expect(page.getByRole('heading', { name: 'Maturity levels' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, { include: '[role="tabpanel"]:not([hidden])' })
  })
}

test('Overview starts at 0% / Level 1 and Start Assessment switches tabs', async ({ page }) => {
  await page.goto(url)
  await expect(page.getByRole('progressbar', { name: 'Overall: 0%' })).toBeVisible()
  await expect(page.getByTestId('overall-level')).toHaveText('Level 1: Initial')
  await openTab(page, 'Results')
  await expect(page.getByRole('heading', { name: 'No Assessment Data' })).toBeVisible()
  await page.getByRole('button', { name: 'Start Assessment' }).click()
  await expect(page.getByRole('tab', { name: 'Assessment' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('heading', { level: 3, name: /Strategic layer/ })).toBeVisible()
})

test('cards show three components, +N more, and the chosen level', async ({ page }) => {
  await page.goto(url)
  await openTab(page, 'Assessment')
  const card = page.locator('[data-cell="strategic-general-governance"]')
  await expect(card.getByText('IAM Policy Framework', { exact: true })).toBeVisible()
  await expect(card.getByText('+3 more')).toBeVisible()
  await expect(card.getByText('IAM Strategy and Vision')).toHaveCount(0)
  await expect(card.getByText('Not rated yet')).toBeVisible()
  await rate(page, 'Strategic', 'General Governance', 3)
  await expect(card.getByText('Level 3: Defined')).toBeVisible()
  await expect(card.getByText('Standardized')).toBeVisible()
  // Choosing again replaces the rating.
  await rate(page, 'Strategic', 'General Governance', 5)
  await expect(card.getByText('Level 5: Optimized')).toBeVisible()
  await expect(card.getByText('Continuous improvement')).toBeVisible()
})

test('scores, levels and recommendation bands follow the formula', async ({ page }) => {
  await page.goto(url)
  await openTab(page, 'Assessment')
  await rate(page, 'Strategic', 'Law & Regulations', 4)
  await rate(page, 'Tactical', 'Law & Regulations', 5)
  await rate(page, 'Operations', 'Program Management', 2)

  // (4 + 5 + 2) / 3 × 20 = 73.3 → 73% → Level 4 Managed
  await openTab(page, 'Overview')
  const overallBar = page.getByRole('progressbar', { name: 'Overall: 73%' })
  await expect(overallBar).toBeVisible()
  await expect(overallBar).toHaveAttribute('aria-valuenow', '73')
  await expect(page.getByTestId('overall-level')).toHaveText('Level 4: Managed')
  await expect(page.getByRole('progressbar', { name: 'Strategic (to direct): 80%' })).toBeVisible()
  await expect(
    page.getByRole('progressbar', { name: 'Operations (to perform): 40%' }),
  ).toBeVisible()
  // Law & Regulations: (4 + 5) / 2 × 20 = 90 → Level 5
  await expect(page.getByRole('progressbar', { name: 'Law & Regulations: 90%' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Risk Management: 0%' })).toBeVisible()

  await openTab(page, 'Results')
  await expect(page.getByRole('heading', { name: 'Optimization Opportunities' })).toBeVisible()
  await expect(
    page.getByRole('tabpanel', { name: 'Results' }).getByText('Strengthen measurement and control'),
  ).toBeVisible()
  const areas = page.getByRole('region', { name: 'Functional areas' })
  await expect(areas.getByRole('listitem').filter({ hasText: 'Law & Regulations' })).toContainText(
    'L5',
  )
  await expect(areas.getByRole('listitem').filter({ hasText: 'Program Management' })).toContainText(
    'L2',
  )
  await expect(areas.getByRole('listitem').filter({ hasText: 'Risk Management' })).toContainText(
    'L1',
  )
  const table = page.getByRole('table', { name: /Chosen level/ })
  await expect(table.getByRole('row', { name: /Law & Regulations/ })).toContainText('45Not rated')

  // (4 + 5 + 5) / 3 × 20 = 93 → Excellence Achieved
  await openTab(page, 'Assessment')
  await rate(page, 'Operations', 'Program Management', 5)
  await openTab(page, 'Results')
  await expect(page.getByRole('heading', { name: 'Excellence Achieved' })).toBeVisible()

  // (1 + 1 + 5) / 3 × 20 = 46.7 → 47 → Priority Focus Areas
  await openTab(page, 'Assessment')
  await rate(page, 'Strategic', 'Law & Regulations', 1)
  await rate(page, 'Tactical', 'Law & Regulations', 1)
  await openTab(page, 'Results')
  await expect(page.getByRole('heading', { name: 'Priority Focus Areas' })).toBeVisible()
  await expect(
    page.getByRole('tabpanel', { name: 'Results' }).getByText('Establish foundational governance'),
  ).toBeVisible()
  await openTab(page, 'Overview')
  await expect(page.getByRole('progressbar', { name: 'Overall: 47%' })).toBeVisible()
  await expect(page.getByTestId('overall-level')).toHaveText('Level 3: Defined')
})

test('each card explains the evidence for every level, openable from the keyboard', async ({
  page,
}) => {
  await page.goto(url)
  await openTab(page, 'Assessment')
  const card = page.locator('[data-cell="tactical-risk-management"]')
  const disclosure = card.getByText('What an assessor looks for')
  const criterion = evidenceCriteria['tactical-risk-management'][2]
  await expect(card.getByText(criterion)).toBeHidden()
  await disclosure.focus()
  await page.keyboard.press('Enter')
  await expect(card.getByText(criterion)).toBeVisible()
  await expect(card.getByRole('listitem')).toHaveCount(5)
  await rate(page, 'Tactical', 'Risk Management', 3)
  await expect(card.getByRole('listitem').nth(2)).toContainText('Level 3 Defined (your rating):')
  await page.keyboard.press('Tab')
  await disclosure.focus()
  await page.keyboard.press('Enter')
  await expect(card.getByText(criterion)).toBeHidden()
})

test('the average level stands beside every percent', async ({ page }) => {
  await page.goto(url)
  await expect(page.getByTestId('overall-average')).toHaveCount(0)
  await openTab(page, 'Assessment')
  // (2 + 2 + 3) / 3 = 2.3 → 47% → Level 3: the average shows why the level reads higher.
  await rate(page, 'Strategic', 'Risk Management', 2)
  await rate(page, 'Tactical', 'Risk Management', 2)
  await rate(page, 'Operations', 'Program Management', 3)
  await openTab(page, 'Overview')
  await expect(page.getByTestId('overall-percent')).toHaveText('47%')
  await expect(page.getByTestId('overall-average')).toHaveText('average level 2.3 of 5')
  await expect(page.getByTestId('overall-level')).toHaveText('Level 3: Defined')
  await expect(page.getByTestId('score-Risk Management')).toContainText(
    '40% · average 2.0 · Level 2: Developing',
  )
  await openTab(page, 'Results')
  await expect(
    page
      .getByRole('region', { name: 'Functional areas' })
      .getByRole('listitem')
      .filter({ hasText: 'Program Management' }),
  ).toContainText('60% · average 3.0')
})

test('the level picker works with the keyboard', async ({ page }) => {
  await page.goto(url)
  await page.getByRole('tab', { name: 'Assessment' }).focus()
  await page.keyboard.press('Enter')
  const group = cell(page, 'Strategic', 'Law & Regulations')
  await group.getByRole('radio', { name: 'Level 1: Initial' }).focus()
  await page.keyboard.press('Space')
  await expect(group.getByRole('radio', { name: 'Level 1: Initial' })).toBeChecked()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(group.getByRole('radio', { name: 'Level 3: Defined' })).toBeChecked()
  await expect(page.locator('[data-cell="strategic-law-regulations"]')).toContainText(
    'Level 3: Defined',
  )
  // Tabs move with the arrow keys too.
  await page.getByRole('tab', { name: 'Assessment' }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true')
  // One cell at level 3: 60% → Optimization Opportunities.
  await expect(page.getByRole('heading', { name: 'Optimization Opportunities' })).toBeVisible()
})

test('targets rank the largest gaps with helpful links', async ({ page }) => {
  await page.goto(url)
  await openTab(page, 'Assessment')
  await rate(page, 'Strategic', 'Risk Management', 2)
  await page
    .getByRole('combobox', { name: 'Target level: Strategic, Risk Management' })
    .selectOption('4')
  await page
    .getByRole('combobox', { name: 'Target level: Operations, Program Management' })
    .selectOption('5')
  await openTab(page, 'Results')
  const gaps = page.getByRole('list', { name: 'Gaps, largest first' }).getByRole('listitem')
  await expect(gaps).toHaveCount(2)
  await expect(gaps.nth(0)).toContainText('Operations: Program Management')
  await expect(gaps.nth(0)).toContainText('Gap 5')
  await expect(gaps.nth(1)).toContainText('Level 2 → target level 4')
  await gaps.nth(0).getByRole('link', { name: 'Implementation Roadmap' }).click()
  await expect(page).toHaveURL(paths.implementationRoadmap.getHref())
})

test('a share link restores answers and targets', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(url)
  await openTab(page, 'Assessment')
  await rate(page, 'Tactical', 'Information Security Management', 4)
  await rate(page, 'Operations', 'Continual Improvement', 2)
  await page
    .getByRole('combobox', { name: 'Target level: Operations, Continual Improvement' })
    .selectOption('4')
  await page.getByRole('button', { name: 'Copy share link' }).click()
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue()
  expect(link).toContain('#a=')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

  const other = await context.newPage()
  await other.goto(link)
  await waitForHydration(other)
  await expect(other.getByRole('progressbar', { name: 'Overall: 60%' })).toBeVisible()
  await openTab(other, 'Assessment')
  await expect(
    cell(other, 'Tactical', 'Information Security Management').getByRole('radio', {
      name: 'Level 4: Managed',
    }),
  ).toBeChecked()
  await expect(
    other.getByRole('combobox', { name: 'Target level: Operations, Continual Improvement' }),
  ).toHaveValue('4')
})

test('export JSON, import it to resume, and export CSV', async ({ page, browser }) => {
  await page.goto(url)
  await openTab(page, 'Assessment')
  await rate(page, 'Strategic', 'Program Management', 3)
  await rate(page, 'Tactical', 'Architecture Management', 4)
  await page
    .getByRole('combobox', { name: 'Target level: Strategic, Program Management' })
    .selectOption('5')

  const [jsonDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ])
  expect(jsonDownload.suggestedFilename()).toMatch(/^ipaml-maturity-.*\.json$/)
  const jsonPath = await jsonDownload.path()
  const exported = JSON.parse(await readFile(jsonPath, 'utf8'))
  expect(exported.answers).toEqual({
    'strategic-program-management': 3,
    'tactical-architecture-management': 4,
  })

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const csv = (await readFile(await csvDownload.path(), 'utf8')).trimEnd().split('\r\n')
  expect(csv).toHaveLength(22)
  expect(csv.find((line) => line.startsWith('Strategic,Program Management'))).toMatch(
    /,3,Defined,5$/,
  )

  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await other.goto(url)
  await waitForHydration(other)
  await expect(other.getByRole('progressbar', { name: 'Overall: 0%' })).toBeVisible()
  await other.getByLabel('Import an exported assessment (JSON)').setInputFiles(jsonPath)
  await expect(other.getByText('Assessment imported')).toBeVisible()
  // (3 + 4) / 2 × 20 = 70
  await expect(other.getByRole('progressbar', { name: 'Overall: 70%' })).toBeVisible()
  await openTab(other, 'Assessment')
  await expect(
    other.getByRole('combobox', { name: 'Target level: Strategic, Program Management' }),
  ).toHaveValue('5')

  await other.getByLabel('Import an exported assessment (JSON)').setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"something-else"}'),
  })
  await expect(
    other.getByText('The file is not an IPAML maturity assessment export.'),
  ).toBeVisible()
  await fresh.close()
})

test('printing shows only the one-page summary', async ({ page }) => {
  await page.goto(url)
  await openTab(page, 'Assessment')
  await rate(page, 'Strategic', 'Law & Regulations', 5)
  await expect(page.getByTestId('print-summary')).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByTestId('print-summary')).toBeVisible()
  await expect(page.getByTestId('print-summary')).toContainText('Overall 100%, Level 5: Optimized')
  await expect(page.getByTestId('print-summary')).toContainText('Excellence Achieved')
  await expect(page.getByRole('tablist')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print summary' })).toBeHidden()
})
