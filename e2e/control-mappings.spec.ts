// Control mappings: the Control mapping block on policy and operations service pages, the
// crosswalk filtered by keyboard, and the CSV, JSON and OSCAL exports, with axe in both themes.
import { paths } from '../src/lib/paths.ts'
import { expect, expectNoSeriousA11yViolations, test, useTheme } from './fixtures.ts'

test('a policy page shows its control mapping per standard', async ({ page }) => {
  await page.goto(paths.policy.getHref('Leavers'))
  const block = page.getByRole('region', { name: 'Control mapping' })
  await expect(block).toBeVisible()
  for (const standard of [
    'NIST SP 800-53 Rev. 5',
    'NIST CSF 2.0',
    'ISO/IEC 27001:2022',
    'CIS Controls v8.1',
    'PCI DSS v4.0.1',
  ])
    await expect(block.getByRole('heading', { level: 3, name: standard })).toBeVisible()
  const nist = block.getByRole('list', { name: 'NIST SP 800-53 Rev. 5 controls' })
  await expect(nist.getByRole('listitem').filter({ hasText: 'PS-4' }).first()).toContainText(
    'Personnel Termination',
  )
  await expect(
    block.getByRole('list', { name: 'CIS Controls v8.1 controls' }).getByRole('listitem'),
  ).toContainText(['6.2Establish an Access Revoking Process'])
  await expect(block.locator('time')).toHaveAttribute('datetime', '2026-11-24')

  // PCI DSS is shown only where one of its requirements addresses the policy.
  await page.goto(paths.policy.getHref('Preferred Name'))
  const preferred = page.getByRole('region', { name: 'Control mapping' })
  await expect(preferred.getByRole('heading', { level: 3, name: 'NIST CSF 2.0' })).toBeVisible()
  await expect(preferred.getByRole('heading', { level: 3, name: 'PCI DSS v4.0.1' })).toHaveCount(0)

  await preferred.getByRole('link', { name: 'Every mapping in the control crosswalk' }).click()
  await expect(page).toHaveURL(paths.controlMappings.getHref())
  await expect(page.getByRole('heading', { level: 1, name: 'Control Mappings' })).toBeVisible()
})

test('an operations service page shows its control mapping', async ({ page }) => {
  await page.goto(paths.operations.getHref('Incident Management Service'))
  const block = page.getByRole('region', { name: 'Control mapping' })
  await expect(block.getByRole('list', { name: 'NIST CSF 2.0 controls' })).toContainText(
    'Incidents are contained',
  )
  await expect(block.getByRole('list', { name: 'PCI DSS v4.0.1 controls' })).toContainText(
    '12.10.1',
  )
})

test('the crosswalk filters by standard with the keyboard', async ({ page }) => {
  await page.goto(paths.controlMappings.getHref())
  const tableHeadings = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(tableHeadings).toContainText([
    'Download every mapping',
    'NIST SP 800-53 Rev. 5',
    'NIST CSF 2.0',
    'ISO/IEC 27001:2022',
    'CIS Controls v8.1',
    'PCI DSS v4.0.1',
  ])

  const all = page.getByRole('radio', { name: 'All standards' })
  await expect(all).toBeChecked()
  await all.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'NIST SP 800-53 Rev. 5' })).toBeChecked()
  await expect(page).toHaveURL(paths.controlMappings.getHref('nist-800-53'))
  await expect(tableHeadings).toHaveText(['Download every mapping', 'NIST SP 800-53 Rev. 5'])

  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'CIS Controls v8.1' })).toBeChecked()
  await expect(tableHeadings).toHaveText(['Download every mapping', 'CIS Controls v8.1'])
  const revoke = page.getByRole('row').filter({ hasText: 'Establish an Access Revoking Process' })
  await expect(revoke.getByRole('link', { name: 'Movers' })).toBeVisible()

  // A filtered view can be shared: the filter is read back from the URL.
  await page.goto(paths.controlMappings.getHref('pci-dss'))
  await expect(page.getByRole('radio', { name: 'PCI DSS v4.0.1' })).toBeChecked()
  await expect(page.getByRole('row').filter({ hasText: '8.2.6' })).toContainText(
    'Account Disabled/Deletion',
  )
  // The arrow keys wrap around: right from the last standard goes back to all of them.
  await page.getByRole('radio', { name: 'PCI DSS v4.0.1' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(all).toBeChecked()
  await expect(page).toHaveURL(paths.controlMappings.getHref())
})

test('the exports download with the right content type', async ({ page }) => {
  await page.goto(paths.controlMappings.getHref())
  const files = [
    { name: /^CSV/, type: 'text/csv', file: 'ipaml-control-mappings.csv' },
    { name: /^JSON/, type: 'application/json', file: 'ipaml-control-mappings.json' },
    { name: /^OSCAL 1\.1 catalog/, type: 'application/json', file: 'ipaml-oscal-catalog.json' },
  ]
  const bodies: string[] = []
  for (const { name, type, file } of files) {
    const link = page.getByRole('link', { name })
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe(file)
    const response = await page.request.get((await link.getAttribute('href'))!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain(type)
    bodies.push(await response.text())
  }
  const [csv, json, oscal] = bodies as [string, string, string]
  expect(csv.split('\r\n')[0]).toBe(
    '"Kind","Policy or service","Page","Standard","Control","Control title or statement","Checked on"',
  )
  expect(csv).toContain('"Policy","Movers"')
  expect(JSON.parse(json).mappings).toHaveLength(22)
  const catalog = JSON.parse(oscal).catalog
  expect(catalog.metadata['oscal-version']).toMatch(/^1\.1\./)
  expect(catalog.groups.map((g: { id: string }) => g.id)).toEqual(['policies', 'services'])
})

const pagesShowingMappings = [
  { label: 'crosswalk', url: paths.controlMappings.getHref('iso-27001') },
  { label: 'policy page', url: paths.policy.getHref('Role/Permissions Management') },
  { label: 'service page', url: paths.operations.getHref('RED/GREEN Action Service') },
]

for (const theme of ['light', 'dark'] as const)
  for (const { label, url } of pagesShowingMappings)
    test(`the ${label} with control mappings passes axe (${theme} theme)`, async ({ page }) => {
      await useTheme(page, theme)
      await page.goto(url)
      await expectNoSeriousA11yViolations(page, { label: `${label} (${theme})` })
    })
