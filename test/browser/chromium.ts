/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser). Suites skip with a plain
 * message when /usr/bin/chromium is missing; `.ci/run` installs it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { BrowserContext, Page } from 'playwright-core'

export const CHROMIUM = '/usr/bin/chromium'
export const HAVE_CHROMIUM = existsSync(CHROMIUM)
if (!HAVE_CHROMIUM) console.log(`browser tests skipped: ${CHROMIUM} is missing (install Debian's chromium, as .ci/run does)`)

/**
 * Launches headless Chromium with a fresh profile (playwright takes the profile folder as the
 * persistent context's user data dir); `close()` also removes the profile.
 */
export async function launchChromium(): Promise<{ context: BrowserContext; newPage(): Promise<Page>; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'dsr-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1100, height: 900 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  return {
    context,
    newPage: () => context.newPage(),
    async close() {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
