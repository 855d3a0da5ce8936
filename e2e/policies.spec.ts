// The policy library and every policy page, with parameter matching.
import { policies } from '../src/content/policies.ts'
import { paths } from '../src/lib/paths.ts'
import { expect, test } from './fixtures.ts'

test('the policy library shows a card per policy, linking to clean slugs', async ({ page }) => {
  await page.goto('/policy')
  await expect(page.getByRole('heading', { level: 1, name: 'Policy Management' })).toBeVisible()
  const cards = page.getByRole('main').getByRole('listitem')
  await expect(cards).toHaveCount(policies.length)
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
