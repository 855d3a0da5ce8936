// The Chromium the browser tests drive (Playwright cannot download its own browsers here):
// Debian's headless shell (the build Playwright itself runs headless tests on), which ran the
// suite in two thirds of the time the full browser in its headless mode did; the full browser
// is the fallback. CHROME_PATH overrides both.
import { existsSync } from 'node:fs'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

export function testBrowserPath(): string {
  return (
    process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
  )
}
