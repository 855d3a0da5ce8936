// Framework pages part B: policy library and policies, asset management service and resource
// pages, law & regulations, unified framework, implementation roadmap and the two redirects.
import { resourceTypes } from '../src/content/asset-management.ts'
import { policies } from '../src/content/policies.ts'
import { paths } from '../src/lib/paths.ts'
import { expect, expectNoSeriousA11yViolations, test, useTheme } from './fixtures.ts'

test('the policy library shows 16 cards linking to clean slugs', async ({ page }) => {
  await page.goto('/policy')
  await expect(page.getByRole('heading', { level: 1, name: 'Policy Management' })).toBeVisible()
  const cards = page.getByRole('main').getByRole('listitem')
  await expect(cards).toHaveCount(16)
  await expect(page.getByRole('link', { name: 'Name/Lastname/Initials/Display' })).toHaveAttribute(
    'href',
    '/policy/name-lastname-initials-display',
  )
  await expect(page.getByRole('link', { name: '3rd Party Registration' })).toHaveAttribute(
    'href',
    '/policy/3rd-party-registration',
  )
  await page.getByRole('link', { name: 'Joiners' }).click()
  await expect(page).toHaveURL('/policy/joiners')
  await expect(page.getByRole('heading', { level: 1, name: 'Joiners' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Policies' }).click()
  await expect(page).toHaveURL('/policy')
})

test('every policy page shows its title and the three blocks', async ({ page }) => {
  test.setTimeout(180_000)
  for (const policy of policies) {
    await page.goto(paths.policy.getHref(policy.title))
    await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Policies' })).toBeVisible()
    for (const block of ['Key Features', 'Implementation Steps', 'Benefits'])
      await expect(page.getByRole('heading', { level: 2, name: block, exact: true })).toBeVisible()
    await expect(page.getByRole('main').locator('ol > li')).toHaveCount(6)
    await expect(page.getByText(policy.features[0]!)).toBeVisible()
  }
})

test('policies say which standard a deliberate rule follows, and why', async ({ page }) => {
  await page.goto(paths.policy.getHref('Movers'))
  const choices = page.getByRole('region', { name: 'Which standard these rules follow' })
  await expect(choices).toContainText('CIS Controls v8.1 Safeguard 6.2')
  await expect(choices).toContainText('expires on its own')
  await page.goto(paths.policy.getHref('Account Disabled/Deletion'))
  await expect(page.getByText('Dormant accounts (no sign-in for 45 days)')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Which standard these rules follow' }),
  ).toContainText('PCI DSS v4.0.1 Requirement 8.2.6 allows 90 days')
  await page.goto(paths.policy.getHref('Green Button Procedure'))
  await expect(
    page.getByText('Break-glass accounts work when the PAM vault or the identity provider is down'),
  ).toBeVisible()
})

test('policy URLs with encoded slashes or other casing also match', async ({ page }) => {
  await page.goto('/policy/Name%2FLastname%2FInitials%2FDisplay')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Name/Lastname/Initials/Display' }),
  ).toBeVisible()
  await page.goto('/policy/FUNCTION-role-type')
  await expect(page.getByRole('heading', { level: 1, name: 'Function/Role Type' })).toBeVisible()
  expect((await page.goto('/policy/no-such-policy'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
})

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

test('law & regulations lists the nine regimes and a guide button', async ({ page }) => {
  await page.goto('/law-regulations')
  await expect(page.getByRole('heading', { level: 1, name: 'Law & Regulations' })).toBeVisible()
  for (const name of [
    'GDPR',
    'CCPA',
    'HIPAA',
    'SOX',
    'PCI DSS',
    'FISMA',
    'NIS Directive',
    'PIPEDA',
    'ISO 27001',
  ])
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
  for (const acronym of ['ISPM', 'ITDR', 'IVIP', 'IGA', 'PAM', 'CIAM', 'IAM', 'LBAC', 'ZTNA'])
    await expect(
      page.getByRole('heading', { level: 3, name: new RegExp(`^${acronym} `) }),
    ).toBeVisible()
  const functions = page.getByRole('region', { name: 'Five capability functions' })
  await expect(functions).toContainText('not maturity levels')
  for (const name of ['Prevent', 'Detect', 'Respond', 'Recover', 'Evolve'])
    await expect(functions.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
  for (const csf of [
    'Govern (GV)',
    'Identify (ID)',
    'Protect (PR)',
    'Detect (DE)',
    'Respond (RS)',
    'Recover (RC)',
  ])
    await expect(functions.getByText(csf, { exact: true })).toBeVisible()
  for (const layer of [
    'Core',
    'Governance',
    'Privileged',
    'Posture',
    'Detection',
    'Context',
    'Resilience',
  ])
    await expect(page.getByRole('heading', { level: 3, name: layer, exact: true })).toBeVisible()
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

const a11ySample = [
  '/policy',
  '/policy/movers',
  '/tactical/asset-management-service',
  '/asset-management/files',
  '/law-regulations',
  '/unified-framework',
  '/implementation-roadmap',
]

for (const theme of ['light', 'dark'] as const) {
  for (const url of a11ySample) {
    test(`${url} has no serious accessibility violations in the ${theme} theme`, async ({
      page,
    }) => {
      test.setTimeout(60_000)
      await useTheme(page, theme)
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  }
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a policy page and the roadmap fit without horizontal scrolling', async ({ page }) => {
    for (const url of [
      '/policy/name-lastname-initials-display',
      '/implementation-roadmap',
      '/law-regulations',
      '/asset-management/mandate-delegate',
      '/unified-framework',
    ]) {
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, url).toBeLessThanOrEqual(0)
    }
  })
})
