// The whole-app harness: an isolated DSH home with this checkout installed by `dsh plugin add`,
// workspaces with skill libraries built by our own CLI, the scripted model, DSH's web app booted
// on Node 24 with the two rc.8 HMR workarounds, and Chromium on DSH's own web client.
// Environment (set by scripts/test-dsh-app.mjs): DSH_APP_NODE, DSH_APP_PATH, DSH_APP_DIR, CHROMIUM.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const here = dirname(fileURLToPath(import.meta.url))
export const ROOT = join(here, '..', '..')
/** The plugin checkout to install: this one, unless DSH_APP_PLUGIN names another (a built copy). */
const PLUGIN = process.env.DSH_APP_PLUGIN ?? ROOT

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/** Writes one skill folder (SKILL.md and optional bundled files) under `library/<repo>/<name>`. */
function writeSkill(library, repo, name, description, files = {}) {
  const dir = join(library, repo, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'SKILL.md'), `---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n\nSteps for ${name}: read the input, do the work, check the result.\n`)
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true })
    writeFileSync(join(dir, rel), text)
  }
}

export function cli(args, cwd) {
  const r = spawnSync(process.execPath, [join(PLUGIN, 'tools', 'dsh-skill-router.mjs'), ...args], { cwd, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`dsh-skill-router ${args.join(' ')} exited ${r.status}: ${r.stderr}`)
  return r.stdout
}

/** Polls `check` until it returns a truthy value or `ms` pass. */
export async function until(check, ms, what) {
  const end = Date.now() + ms
  let last
  while (Date.now() < end) {
    try {
      last = await check()
      if (last) return last
    } catch (error) {
      if (error?.fatal) throw error
      last = error
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}${last instanceof Error ? `: ${last.message}` : ''}`)
}

export async function startApp() {
  const node = process.env.DSH_APP_NODE
  const appDir = process.env.DSH_APP_DIR
  if (!node || !appDir) throw new Error('run this suite with `npm run test:dsh-app` (it installs Node 24 and DSH and sets DSH_APP_*)')
  const base = mkdtempSync(join(tmpdir(), 'dsh-app-'))
  const home = join(base, 'home')
  const env = {
    ...process.env,
    PATH: process.env.DSH_APP_PATH ?? process.env.PATH,
    HOME: home,
    DSH_HOME: join(home, '.dsh'),
    DSH_AGENTS_HOME: join(home, '.agents'),
    DSH_TELEMETRY_DISABLED: '1',
    DEEPSEEK_API_KEY: 'sk-mock-0000000000000000',
  }
  mkdirSync(home, { recursive: true })
  // pnpm links the package from its store: resolve its dependencies from the real folder.
  const dshPackage = realpathSync(join(appDir, 'node_modules', '@deepseek-ai', 'dsh', 'package.json'))
  const dshBin = join(appDir, 'node_modules', '@deepseek-ai', 'dsh', 'lib', 'bin.js')

  // The plugin, installed exactly as README says.
  const add = spawnSync(node, [dshBin, 'plugin', '--profile', 'web', 'add', PLUGIN], { env, encoding: 'utf8' })
  if (add.status !== 0) throw new Error(`dsh plugin add exited ${add.status}: ${add.stderr}\n${add.stdout}`)

  // Workspaces: one with a good library, one whose index is corrupt.
  const work = join(base, 'work')
  const library = join(work, '.skill-src')
  writeSkill(library, 'acme', 'pdf-tools', 'Extract text and tables from PDF files, fill PDF forms.', { 'references/tables.md': '# Tables\n\nUse the table extractor page by page; merge split rows.\n' })
  writeSkill(library, 'acme', 'xlsx-editor', 'Edit Excel workbooks: formulas, charts, pivot tables.')
  cli(['build-index', library], work)
  const broken = join(base, 'broken')
  const brokenLib = join(broken, '.skill-src')
  writeSkill(brokenLib, 'acme', 'pdf-tools', 'Extract text and tables from PDF files.')
  cli(['build-index', brokenLib], broken)
  // Corrupt it: binary noise where the TSV header and rows were.
  writeFileSync(join(brokenLib, 'skill-index.tsv'), Buffer.from([0x00, 0xff, 0xfe, 0x09, 0x0a, 0x00, 0x13, 0x37, 0x0a]))

  const mockPort = await freePort()
  const port = await freePort()
  const mockLog = join(base, 'requests.jsonl')
  writeFileSync(mockLog, '')
  const logs = { mock: '', app: '' }
  const mock = spawn(process.execPath, [join(here, 'mock-model.mjs')], { env: { ...env, MOCK_PORT: String(mockPort), MOCK_LOG: mockLog }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  mock.stdout.on('data', (d) => (logs.mock += d))
  mock.stderr.on('data', (d) => (logs.mock += d))
  // The background reviewer on, after every 2 tool calls (the plugin reads these at apply).
  const appEnv = { ...env, DEEPSEEK_BASE_URL: `http://127.0.0.1:${mockPort}`, DSH_APP_DSH_PACKAGE: dshPackage, DSH_SKILL_ROUTER_EVOLUTION: '1', DSH_SKILL_ROUTER_EVOLUTION_NUDGE: '2' }
  const dsh = spawn(
    node,
    ['--import', join(here, 'hmr-register-config.mjs'), dshBin, 'web', '--patch', join(here, 'hmr-overlay.patch.yml'), '--no-open', '--port', String(port)],
    { cwd: work, env: appEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  dsh.stdout.on('data', (d) => (logs.app += d))
  dsh.stderr.on('data', (d) => (logs.app += d))
  let exited
  dsh.on('exit', (code, signal) => (exited = `exited with ${code ?? signal}`))
  const url = `http://127.0.0.1:${port}/`
  try {
    await until(async () => {
      if (exited) throw Object.assign(new Error(`DSH ${exited}`), { fatal: true })
      return (await fetch(url)).ok
    }, 120_000, `DSH to answer on ${url}`)
  } catch (error) {
    stop()
    throw new Error(`${error.message}\n--- dsh log ---\n${logs.app.slice(-3000)}`)
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })

  function stop() {
    for (const child of [dsh, mock]) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
  }

  return {
    url,
    base,
    work,
    broken,
    logs,
    browser,
    /** Every request the model server answered, parsed. */
    requests: () =>
      readFileSync(mockLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    async close() {
      await browser.close().catch(() => {})
      stop()
      await new Promise((r) => setTimeout(r, 500))
      for (const child of [dsh, mock]) {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }
      rmSync(base, { recursive: true, force: true })
    },
  }
}

/** A page on DSH's web client, collecting page errors. */
export async function openPage(app, options = {}) {
  const context = await app.browser.newContext({ viewport: { width: 1400, height: 900 }, ...options })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(app.url, { waitUntil: 'networkidle' })
  await ready(page)
  return { page, context, errors }
}

/**
 * Waits until DSH's client is usable: the first-start notice dismissed (its "Continue"), nothing left
 * inert behind a dialog. On a loaded machine the notice can appear seconds after the page loads.
 */
export async function ready(page, ms = 30_000) {
  const end = Date.now() + ms
  let clear = 0
  while (Date.now() < end) {
    const next = page.getByRole('button', { name: /^(Continue|继续)$/ })
    if (await next.first().isVisible().catch(() => false)) await next.first().click().catch(() => {})
    const blocked = await page.evaluate(() => document.querySelector('[inert]') !== null || document.querySelector('[role="dialog"]') !== null || !document.querySelector('textarea')).catch(() => true)
    // Clear for a whole second: the notice may still be on its way.
    clear = blocked ? 0 : clear + 1
    if (clear >= 4) return
    await page.waitForTimeout(300)
  }
  throw new Error(`DSH's client stayed blocked (a dialog or an inert page) for ${ms} ms`)
}

/** Opens `dir` as the workspace through DSH's workspace dialog (a new session starts in it). */
export async function openWorkspace(page, dir) {
  await ready(page)
  // On a first start the sidebar's "Add workspace" is inert behind the composer's chooser; once DSH
  // knows a workspace, that chooser is a menu and "Add workspace" opens the dialog.
  const added = await page
    .getByRole('button', { name: /Add workspace|添加工作区/ })
    .first()
    .click({ timeout: 3000 })
    .then(() => true, () => false)
  if (!added) await page.getByRole('button', { name: /Choose workspace|选择工作区/ }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Edit path|编辑路径/ }).click()
  const input = dialog.locator('input').first()
  await input.fill(dir)
  await input.press('Enter')
  await page.waitForTimeout(600)
  await dialog.getByRole('button', { name: /^(Open|打开)$/ }).click()
  await page.waitForTimeout(800)
}

/** Sends one message and waits for the scripted turn's closing text. */
export async function send(page, text, ms = 120_000) {
  const box = page.locator('textarea').first()
  await box.fill(text)
  await page.getByRole('button', { name: /Send message|发送/ }).click()
  const script = /\[script ([\w-]+)\]/.exec(text)?.[1]
  await page.getByText(`Script ${script} finished. Done.`).first().waitFor({ timeout: ms })
}

/** Clicks the Skills tab (English or Chinese label). */
export async function openSkillsTab(page) {
  await page.getByRole('tab', { name: /^(Skills|技能)$/ }).first().click()
  await page.locator('.dsr-root').first().waitFor({ timeout: 15_000 })
}

/** What the tab shows: its root attributes, each skill row and each search line. */
export async function readTab(page) {
  return page.locator('.dsr-root').first().evaluate((root) => ({
    calls: Number(root.getAttribute('data-total-calls')),
    skills: Number(root.getAttribute('data-total-skills')),
    contextBytes: Number(root.getAttribute('data-context-bytes')),
    complete: root.getAttribute('data-complete'),
    stop: root.getAttribute('data-stop'),
    pages: Number(root.getAttribute('data-pages')),
    missing: root.getAttribute('data-missing'),
    text: root.innerText,
    rows: [...root.querySelectorAll('tr[data-skill]')].map((tr) => {
      const cells = [...tr.querySelectorAll('td')]
      return {
        skill: tr.getAttribute('data-skill'),
        loads: Number(cells[2]?.textContent),
        reads: Number(cells[3]?.textContent),
        bytes: Number(tr.querySelector('[data-bytes]')?.getAttribute('data-bytes')),
        cost: tr.querySelector('[data-bytes]')?.textContent?.trim(),
      }
    }),
    searches: [...root.querySelectorAll('li[data-query]')].map((li) => ({
      query: li.getAttribute('data-query'),
      kind: li.getAttribute('data-kind'),
      hits: li.getAttribute('data-hits'),
      loaded: li.getAttribute('data-loaded'),
    })),
  }))
}

/** Waits until the tab says its totals are final. */
export async function waitComplete(page, ms = 60_000) {
  await page.locator('.dsr-root[data-complete="true"]').first().waitFor({ timeout: ms })
  return readTab(page)
}

/** Saves a screenshot of the page as DSH_APP_SHOTS/<name>.png when that folder is set. */
export async function shot(page, name) {
  const dir = process.env.DSH_APP_SHOTS
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}.png`) })
}

/** Starts a new session in the current workspace. */
export async function newSession(page) {
  await page.getByRole('button', { name: /new session|新会话|新建会话/i }).first().click()
  await page.waitForTimeout(800)
}

let failures = 0
/**
 * Runs `fn` on a fresh page (own browser context); on failure saves a screenshot beside the others
 * (DSH_APP_SHOTS, else the system temp folder) and names it in the error.
 */
export async function withPage(app, options, fn) {
  if (typeof options === 'function') return withPage(app, {}, options)
  const { page, context, errors } = await openPage(app, options)
  try {
    return await fn({ page, errors })
  } catch (error) {
    const file = join(process.env.DSH_APP_SHOTS ?? tmpdir(), `dsh-app-failure-${++failures}.png`)
    await page.screenshot({ path: file }).catch(() => {})
    error.message += `\n(screenshot: ${file})`
    throw error
  } finally {
    await context.close()
  }
}

/**
 * Opens the session titled `title` from the sidebar, expanding its workspace folder when collapsed.
 * The page header repeats the current session's title as a disabled crumb: that one is skipped, and
 * when it is the only match the session is already open.
 */
export async function openSession(page, title, workspace = 'work') {
  const clickable = async () => {
    for (const el of await page.getByText(title, { exact: true }).all()) {
      if ((await el.isVisible().catch(() => false)) && (await el.isEnabled().catch(() => false))) return el
    }
    return undefined
  }
  let entry = await clickable()
  if (!entry) {
    await page.getByText(workspace, { exact: true }).first().click()
    await page.waitForTimeout(500)
    entry = await clickable()
  }
  if (!entry) {
    if (await page.getByText(title, { exact: true }).first().isVisible().catch(() => false)) return
    throw new Error(`no session titled "${title}" in the sidebar`)
  }
  await entry.click()
  await page.waitForTimeout(800)
}
