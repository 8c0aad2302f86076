// The Skills tab and the three tools inside the whole published DSH app (0.1.0-rc.8), driven as a
// person would: DSH's own web client in Chromium, this checkout installed with `dsh plugin add`.
// Run with `npm run test:dsh-app` (scripts/test-dsh-app.mjs installs what it needs).
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { cli, newSession, openSession, ready, openSkillsTab, openWorkspace, readTab, send, shot, startApp, until, waitComplete, withPage } from './harness.mjs'

let app
before(async () => {
  app = await startApp()
}, { timeout: 240_000 })
after(async () => {
  await app?.close()
})

const utf8 = (s) => Buffer.byteLength(s, 'utf8')
/** Byte size of the `<skill_content name="NAME">…</skill_content>` block in a load answer. */
function blockBytes(text, name) {
  const start = text.indexOf(`<skill_content name="${name}"`)
  const end = text.indexOf('</skill_content>', start)
  return start < 0 || end < 0 ? 0 : utf8(text.slice(start, end + '</skill_content>'.length))
}

test('a turn with skill_search → skill_load → skill_ref is counted in the Skills tab, with what it cost', { timeout: 180_000 }, async () => {
  await withPage(app, async ({ page, errors }) => {
    await openWorkspace(page, app.work)
    await send(page, '[script basic] Find the skill for PDF tables, load it and read its tables reference.')
    await openSkillsTab(page)
    const tab = await waitComplete(page)
    // What the model read, from the model server's log of the final request.
    const last = app.requests().filter((r) => r.script === 'basic').at(-1)
    const [search, load, ref] = last.results
    assert.match(search.text, /1 exact match/, 'the model read one exact hit')
    assert.match(load.text, /<skill_content name="pdf-tools"/, 'the model read the skill body')
    assert.match(ref.text, /Use the table extractor/, 'the model read the bundled file')
    assert.equal(tab.calls, 2, `two load/read calls (${tab.text})`)
    assert.equal(tab.skills, 1)
    assert.deepEqual(tab.rows.map((r) => [r.skill, r.loads, r.reads]), [['pdf-tools', 1, 1]])
    assert.equal(tab.rows[0].bytes, blockBytes(load.text, 'pdf-tools') + utf8(ref.text), 'the row counts the bytes of the skill block and the file read')
    assert.match(tab.rows[0].cost, /B · ~\d+ tok/)
    assert.equal(tab.contextBytes, utf8(load.text) + utf8(ref.text), 'the session total counts the whole load and read answers')
    assert.deepEqual(tab.searches, [{ query: 'extract tables from a pdf', kind: 'exact', hits: '1', loaded: 'pdf-tools' }])
    assert.match(tab.text, /History read from its start/)
    await shot(page, 'skills-tab')
    assert.deepEqual(errors, [])
  })
})

test('a second session shows only its own skills', { timeout: 180_000 }, async () => {
  await withPage(app, async ({ page, errors }) => {
    await page.getByText('Script basic').first().waitFor({ timeout: 15_000 })
    await newSession(page)
    await send(page, '[script second] Find a skill for Excel pivot tables and load it.')
    await openSkillsTab(page)
    const tab = await waitComplete(page)
    assert.deepEqual(tab.rows.map((r) => r.skill), ['xlsx-editor'], `only this session's skill (${tab.text})`)
    assert.equal(tab.calls, 1)
    assert.deepEqual(tab.searches.map((s) => [s.query, s.kind, s.loaded]), [['excel pivot tables', 'exact', 'xlsx-editor']])
    // Back to the first session: its own rows again.
    await openSession(page, 'Script basic')
    await openSkillsTab(page)
    const first = await until(async () => {
      const t = await readTab(page)
      return t.complete === 'true' && t.rows[0]?.skill === 'pdf-tools' ? t : undefined
    }, 30_000, 'the first session in the tab')
    assert.deepEqual(first.rows.map((r) => r.skill), ['pdf-tools'])
    assert.deepEqual(errors, [])
  })
})

test('after a page reload the tab reads the session again and reaches the same final totals', { timeout: 120_000 }, async () => {
  await withPage(app, async ({ page, errors }) => {
    await openSession(page, 'Script basic')
    await openSkillsTab(page)
    const before = await waitComplete(page)
    await page.reload({ waitUntil: 'networkidle' })
    await ready(page)
    await openSession(page, 'Script basic')
    await openSkillsTab(page)
    const after = await waitComplete(page)
    assert.deepEqual([after.calls, after.skills, after.contextBytes, after.rows], [before.calls, before.skills, before.contextBytes, before.rows])
    assert.equal(after.calls, 2)
    assert.deepEqual(errors, [])
  })
})

test('a session too long for one window is paged back to its start (≥ 3 loadOlder pages) and totals are final', { timeout: 600_000 }, async () => {
  await withPage(app, async ({ page, errors }) => {
    await page.getByText('Script basic').first().waitFor({ timeout: 15_000 })
    await newSession(page)
    await send(page, '[script long] Search and load many times.', 400_000)
    const scripted = app.requests().filter((r) => r.script === 'long').at(-1).results
    const loads = scripted.filter((r) => /<skill_content name="pdf-tools"/.test(r.text)).length
    const searches = scripted.length - loads
    assert.equal(loads, 110, `the script made ${loads} loads`)
    // A fresh page opens the session with only its newest messages in the window.
    await page.reload({ waitUntil: 'networkidle' })
    await ready(page)
    await openSession(page, 'Script long')
    await openSkillsTab(page)
    const tab = await waitComplete(page, 120_000)
    console.log(`dsh-app: the ${loads + searches}-call session was paged ${tab.pages} times to its start`)
    assert.ok(tab.pages >= 3, `paged ${tab.pages} times`)
    assert.equal(tab.stop, 'start')
    assert.equal(tab.calls, loads, `every load counted (${tab.text.slice(0, 200)})`)
    assert.equal(tab.searches.length, searches)
    assert.deepEqual(tab.rows.map((r) => [r.skill, r.loads]), [['pdf-tools', loads]])
    assert.deepEqual(errors, [])
  })
})

test('a corrupt library index: the tools answer with a message, the tab shows the failed load, DSH keeps working', { timeout: 180_000 }, async () => {
  await withPage(app, async ({ page, errors }) => {
    await openWorkspace(page, app.broken)
    await send(page, '[script broken] Find the skill for PDF tables and load it.')
    const [search, load] = app.requests().filter((r) => r.script === 'broken').at(-1).results
    for (const r of [search, load]) {
      assert.match(r.text, /skill-index\.tsv/, `the answer names the broken file: ${r.text.slice(0, 300)}`)
      assert.doesNotMatch(r.text, /\n\s+at .+:\d+:\d+/, 'no stack trace reaches the model')
    }
    await openSkillsTab(page)
    const tab = await waitComplete(page)
    assert.equal(tab.rows.length, 1)
    assert.match(tab.text, /failed/, 'the load is shown as failed')
    assert.equal(tab.rows[0].bytes, 0)
    // DSH still answers the next message in the same session.
    await page.getByRole('tab', { name: /^(Chat|对话|聊天)$/ }).first().click()
    await send(page, '[script hello] Still there?')
    assert.deepEqual(errors, [])
  })
})

test('in Chinese the tab renders real CJK glyphs, not boxes', { timeout: 120_000 }, async () => {
  await withPage(app, { locale: 'zh-CN' }, async ({ page, errors }) => {
    await openSession(page, 'Script basic')
    await openSkillsTab(page)
    const tab = await waitComplete(page)
    assert.match(tab.text, /本会话用到的技能/)
    // Draw each Chinese character of the title in the tab's own font and compare it with a code
    // point no font has: a missing CJK font draws both as the same empty box.
    const glyphs = await page.locator('.dsr-title').first().evaluate((el) => {
      const font = `24px ${getComputedStyle(el).fontFamily}`
      const draw = (ch) => {
        const c = document.createElement('canvas')
        c.width = 40
        c.height = 40
        const g = c.getContext('2d')
        g.font = font
        g.fillStyle = '#000'
        g.textBaseline = 'top'
        g.fillText(ch, 2, 2)
        return Array.from(g.getImageData(0, 0, 40, 40).data).join(',')
      }
      const missing = draw('\u0378')
      return [...'本会话用到的技能'].map((ch) => ({ ch, ink: draw(ch) !== draw(' '), differs: draw(ch) !== missing }))
  })
  for (const g of glyphs) assert.ok(g.ink && g.differs, `${g.ch} renders as a glyph`)
  await shot(page, 'skills-tab-zh')
  assert.deepEqual(errors, [])
  })
})

test('the background reviewer saves what a session taught, quarantined and recorded as its own; the session stays as it was', { timeout: 180_000 }, async () => {
  await withPage(app, async ({ page, errors }) => {
    await openSession(page, 'Script basic')
    await newSession(page)
    await send(page, '[script review-me] How long should a cone 6 glaze hold? We found 15 minutes works.')
    const reviews = join(app.work, '.skill-src', '.skill-manage', 'reviews.jsonl')
    const record = await until(() => {
      if (!existsSync(reviews)) return undefined
      return readFileSync(reviews, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).find((r) => r.created?.includes('kiln-glaze-hold'))
    }, 90_000, 'the review of the review-me session')
    assert.equal(record.outcome, 'created')
    assert.equal(record.line, 'review: created kiln-glaze-hold')
    const list = JSON.parse(cli(['skills', 'list', '--library', join(app.work, '.skill-src'), '--json'], app.work))
    const row = list.skills.find((s) => s.name === 'kiln-glaze-hold')
    assert.deepEqual([row?.state, row?.by], ['quarantined', 'reviewer'])
    // The conversation shows nothing of the review, and the tab still reads the session to its end.
    assert.equal(await page.getByText('Nothing else worth saving.').count(), 0)
    await openSkillsTab(page)
    const tab = await waitComplete(page)
    assert.deepEqual(tab.searches.map((s) => s.query), ['kiln glaze firing', 'glaze hold time'])
    assert.deepEqual(errors, [])
  })
})
