/**
 * The standalone viewer in a real browser: a session whose first skill load is hundreds of events
 * before the newest page, served through a small sliding window. The test reads the DOM the tab
 * renders and checks completeness, totals, order and that every form of call was found; then it
 * appends to the log and watches the live tail arrive.
 *
 * DSR_SCREENSHOT=1 also writes docs/skills-tab.png (and docs/skills-tab-zh.png).
 */
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startViewer } from '../../tools/src/view.ts'
import type { RunningViewer } from '../../tools/src/view.ts'
import { ROOT, clientBundle, viewerBundle } from './bundles.ts'
import { HAVE_CHROMIUM, launchChromium } from './chromium.ts'
import { skillSession } from './skill-session.mjs'

const WINDOW = 100
const PAGE = 40

describe.skipIf(!HAVE_CHROMIUM)('standalone viewer in Chromium', () => {
  const { events, expected } = skillSession()
  let dir: string
  let file: string
  let viewer: RunningViewer
  let chrome: Awaited<ReturnType<typeof launchChromium>>
  let page: Page

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dsr-viewer-'))
    file = join(dir, 'session.jsonl')
    writeFileSync(file, events.map((e) => JSON.stringify(e)).join('\n') + '\n')
    viewer = await startViewer({ file, window: WINDOW, page: PAGE, port: 0, pollMs: 200, bundles: { clientJs: await clientBundle(), viewerJs: await viewerBundle() } })
    chrome = await launchChromium()
    page = await chrome.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(viewer.url)
    await page.waitForSelector('.dsr-root[data-complete="true"]', { timeout: 20_000 })
    expect(errors).toEqual([])
  })

  afterAll(async () => {
    await chrome?.close()
    await viewer?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('places the first skill load hundreds of events before the newest page', () => {
    expect(events.length - WINDOW - expected.firstLoadSeq).toBeGreaterThan(500)
  })

  it('reads back to the start and prints final totals', async () => {
    const root = page.locator('.dsr-root')
    expect(await root.getAttribute('data-complete')).toBe('true')
    expect(await root.getAttribute('data-total-calls')).toBe(String(expected.calls))
    expect(await root.getAttribute('data-total-skills')).toBe(String(expected.skills.length))
    expect(await page.locator('.dsr-totals').textContent()).toBe(`${expected.calls} calls over ${expected.skills.length} skills`)
    expect(await page.locator('.dsr-status').textContent()).toContain('History read from its start')
    const pages = Math.ceil((events.length - WINDOW) / PAGE)
    expect(await page.locator('.dsr-foot').textContent()).toBe(`dsh-skill-router 0.1.0 · ${pages} pages read · ${events.length} events · start of history reached`)
  })

  it('lists every skill once, in the order first used, with loads and reads from every form of call', async () => {
    const rows = await page.locator('tr[data-skill]').evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())
        return { name: tr.getAttribute('data-skill'), loads: Number(cells[2]), reads: Number(cells[3]) }
      }),
    )
    expect(rows).toEqual(expected.skills)
  })

  it('explains why rows and calls differ', async () => {
    expect(await page.locator('.dsr-gap').textContent()).toBe(
      `${expected.rows} rows from ${expected.calls} calls: 3 calls named several skills at once (+3); 1 call named no skill that could be read, not counted.`,
    )
  })

  it('lists searches separately with their queries, including one made inside run_code', async () => {
    expect(await page.locator('.dsr-searches li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-query')))).toEqual(expected.searches)
  })

  it('keeps following the live tail after paging stopped', async () => {
    const seq = events.length
    appendFileSync(file, JSON.stringify({ type: 'tool/call', seq, time: Date.now(), data: { turn: 9, step: 1, callId: 'late', name: 'skill_load', arguments: '{"names":["release-notes","xlsx"]}' } }) + '\n')
    await page.waitForSelector('tr[data-skill="xlsx"]', { timeout: 10_000 })
    const root = page.locator('.dsr-root')
    expect(await root.getAttribute('data-total-calls')).toBe(String(expected.calls + 1))
    expect(await root.getAttribute('data-total-skills')).toBe(String(expected.skills.length + 1))
    expect(await root.getAttribute('data-complete')).toBe('true')
    expect(await page.locator('tr[data-skill="release-notes"] td').nth(2).textContent()).toBe('3')
    if (process.env['DSR_SCREENSHOT']) {
      await page.screenshot({ path: join(ROOT, 'docs', 'skills-tab.png'), fullPage: true })
    }
  })

  it('shows the Chinese label and display names beside the real names in a Chinese UI', async () => {
    const zh = await chrome.newPage()
    await zh.goto(viewer.url + '?lang=zh-CN')
    await zh.waitForSelector('.dsr-root[data-complete="true"]', { timeout: 20_000 })
    expect(await zh.locator('#tab-label').textContent()).toBe('技能')
    const cell = zh.locator('tr[data-skill="code-review-checklist"] .dsr-skill')
    expect(await cell.locator('.dsr-zh').textContent()).toBe('代码审查清单')
    expect(await cell.locator('.dsr-name').textContent()).toBe('code-review-checklist')
    if (process.env['DSR_SCREENSHOT']) await zh.screenshot({ path: join(ROOT, 'docs', 'skills-tab-zh.png'), fullPage: true })
    await zh.close()
  })
})
