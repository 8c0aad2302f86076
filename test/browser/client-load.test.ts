/**
 * client.js loaded into Chromium the way DSH loads it, at several document-ready timings and
 * concatenated with a neighbouring bundle: it must register, and the tab it registers must render
 * and read a long session to its start through a sliding window.
 */
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundle, clientBundle } from './bundles.ts'
import { HAVE_CHROMIUM, launchChromium } from './chromium.ts'
import { skillSession } from './skill-session.mjs'

const NEIGHBOUR = `(function(){ window.__ModuleLoader__.load({ id: 'neighbour', factory: function(){ return { name: 'n', apply: function(){} } } }) })()`

/** Page bodies by path: where client.js sits decides when it runs relative to document readiness. */
const PAGES: Record<string, string> = {
  head: `<script src="/harness.js"></script><script src="/client.js"></script></head><body><div id="root"></div>`,
  'body-end': `<script src="/harness.js"></script></head><body><div id="root"></div><script src="/client.js"></script>`,
  defer: `<script src="/harness.js"></script><script defer src="/client.js"></script></head><body><div id="root"></div>`,
  async: `<script src="/harness.js"></script><script async src="/client.js"></script></head><body><div id="root"></div>`,
  'after-load': `<script src="/harness.js"></script></head><body><div id="root"></div><script>addEventListener('load', function () { var s = document.createElement('script'); s.src = '/client.js'; document.head.appendChild(s) })</script>`,
  concatenated: `<script src="/harness.js"></script><script src="/concat.js"></script></head><body><div id="root"></div>`,
}

describe.skipIf(!HAVE_CHROMIUM)('client.js in Chromium under DSH-like loading', () => {
  const { events, expected } = skillSession()
  let server: Server
  let base: string
  let chrome: Awaited<ReturnType<typeof launchChromium>>

  beforeAll(async () => {
    const client = await clientBundle()
    const harness = await bundle('test/browser/dsh-harness.ts')
    const files: Record<string, [string, string]> = {
      '/client.js': ['text/javascript', client],
      '/harness.js': ['text/javascript', harness],
      '/concat.js': ['text/javascript', NEIGHBOUR + '\n' + client],
      '/events.json': ['application/json', JSON.stringify(events)],
    }
    for (const [name, body] of Object.entries(PAGES)) files['/' + name] = ['text/html', `<!doctype html><html lang="en"><head><meta charset="utf-8">${body}</body></html>`]
    server = createServer((req, res) => {
      const file = files[new URL(req.url ?? '/', 'http://x').pathname]
      res.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' })
      res.end(file?.[1] ?? 'not found')
    })
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    chrome = await launchChromium()
  })

  afterAll(async () => {
    await chrome?.close()
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()))
  })

  for (const name of Object.keys(PAGES)) {
    it(`registers and renders when loaded ${name}`, async () => {
      const page = await chrome.newPage()
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      await page.goto(`${base}/${name}`, { waitUntil: 'load' })
      await page.waitForFunction(() => window.__dshHarness?.ids().includes('dsh-skill-router'), undefined, { timeout: 10_000 })
      const ids = await page.evaluate(() => window.__dshHarness?.ids())
      expect(ids).toEqual(name === 'concatenated' ? ['neighbour', 'dsh-skill-router'] : ['dsh-skill-router'])
      await page.evaluate(async () => {
        const events = await (await fetch('/events.json')).json()
        await window.__dshHarness?.materialize(events, { window: 80, page: 50 })
      })
      await page.waitForSelector('.dsr-root[data-complete="true"]', { timeout: 20_000 })
      const root = page.locator('.dsr-root')
      expect(await root.getAttribute('data-total-calls')).toBe(String(expected.calls))
      expect(await root.getAttribute('data-total-skills')).toBe(String(expected.skills.length))
      expect(await page.locator('tr[data-skill]').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-skill')))).toEqual(expected.skills.map((s) => s.name))
      expect(errors).toEqual([])
      await page.close()
    })
  }

  it('says "so far" and "gave up" when the host stops answering, and offers to try again', async () => {
    const page = await chrome.newPage()
    await page.goto(`${base}/head`, { waitUntil: 'load' })
    await page.evaluate(async () => {
      const events = await (await fetch('/events.json')).json()
      await window.__dshHarness?.materialize(events, { window: 80, page: 50, variant: 'silent' })
    })
    await page.waitForSelector('.dsr-root[data-stop="stalled"]', { timeout: 10_000 })
    expect(await page.locator('.dsr-root').getAttribute('data-complete')).toBe('false')
    expect(await page.locator('.dsr-totals').textContent()).toMatch(/^So far \d+ calls? over \d+ skills?$/)
    expect(await page.locator('.dsr-status').textContent()).toContain('Gave up: 2 requests in a row for older events brought nothing new.')
    expect(await page.locator('button.dsr-retry').count()).toBe(1)
    await page.close()
  })

  it('shows three different messages, and no counts, when there is no ledger to read', async () => {
    const texts: string[] = []
    for (const variant of ['no-sessions', 'no-binding', 'no-source']) {
      const page = await chrome.newPage()
      await page.goto(`${base}/head`, { waitUntil: 'load' })
      await page.evaluate(async (v) => window.__dshHarness?.materialize([], { window: 80, page: 50, variant: v }), variant)
      const root = page.locator(`.dsr-root[data-missing="${variant}"]`)
      await root.waitFor({ timeout: 10_000 })
      expect(await root.getAttribute('data-total-calls')).toBeNull()
      expect(await root.getAttribute('data-total-skills')).toBeNull()
      expect(await root.getAttribute('data-complete')).toBe('false')
      texts.push((await page.locator('.dsr-status').textContent()) ?? '')
      await page.close()
    }
    expect(new Set(texts).size).toBe(3)
    expect(texts.every((t) => t.startsWith('No ledger:') && !/\d+ calls?/.test(t))).toBe(true)
  })

  it('covers a script that runs while the document is still loading and one that runs after it completed', async () => {
    const states: string[] = []
    for (const name of ['head', 'after-load']) {
      const page = await chrome.newPage()
      await page.goto(`${base}/${name}`, { waitUntil: 'load' })
      await page.waitForFunction(() => (window.__dshHarness?.loadedAt.length ?? 0) > 0)
      states.push(...((await page.evaluate(() => window.__dshHarness?.loadedAt)) ?? []))
      await page.close()
    }
    expect(states).toEqual(['loading', 'complete'])
  })
})
