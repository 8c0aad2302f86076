/**
 * The background skill reviewer (issue 16) inside the real DSH packages: the built host.js with
 * `skillEvolution` on, a real agent loop, and a scripted model that answers both the user's turn
 * and, after it, the reviewer's own requests (told apart by the reviewer's system prompt). Run
 * with `npm run test:real-dsh`.
 */
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, describe, test } from 'node:test'

import { FIXTURE_SKILLS, ScriptedModel, bootHost, eventsOf, hostJsPath, loadRouter, makeLibrary, pluginCli, removeTempDirs, resultText, runTurn, shutdown, tempDir } from './harness.mjs'

const open = new Set()
const savedHome = process.env.DSH_HOME
process.env.DSH_HOME = tempDir('review-dsh-home')
after(async () => {
  for (const ctx of open) await shutdown(ctx).catch(() => {})
  if (savedHome === undefined) delete process.env.DSH_HOME
  else process.env.DSH_HOME = savedHome
  if (!process.env.REAL_DSH_KEEP_TMP) removeTempDirs()
})

const built = readFileSync(hostJsPath, 'utf8').includes('You look back over a finished stretch of work')

function project(label) {
  const root = tempDir(label)
  const lib = makeLibrary(root, FIXTURE_SKILLS)
  const cwd = join(root, 'src')
  mkdirSync(cwd, { recursive: true })
  return { root, lib, cwd, reviews: join(lib, '.skill-manage', 'reviews.jsonl'), ledger: join(lib, '.skill-manage', 'ledger.jsonl') }
}

async function start(p, model, skillEvolution, extra = {}) {
  const ctx = await bootHost({ fsCwd: p.root, model })
  open.add(ctx)
  await loadRouter(ctx, { library: p.lib, skillEvolution, ...extra })
  return ctx
}

async function stop(ctx) {
  open.delete(ctx)
  await shutdown(ctx)
}

const isReview = (request) => typeof request.system === 'string' && request.system.startsWith('You look back over a finished stretch of work')

/** Waits until the review's telemetry line is written (every review writes one, failed ones too). */
async function reviewRecords(p, count = 1, ms = 10_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (existsSync(p.reviews)) {
      const lines = readFileSync(p.reviews, 'utf8').trim().split('\n').filter(Boolean)
      if (lines.length >= count) return lines.map((l) => JSON.parse(l))
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`no review telemetry in ${p.reviews} after ${ms} ms`)
}

/** A user turn that makes `n` skill_search calls, then answers. */
function searches(n) {
  return [...Array.from({ length: n }, (_, i) => ({ call: 'skill_search', args: JSON.stringify({ query: `pdf merge ${i}` }) })), { text: 'done' }]
}

const ON = { enabled: true, nudgeInterval: 2 }
const SECRET = 'the-users-private-words-7731'

const skillMd = (name, description, body) => `---\nname: ${name}\ndescription: ${description}\n---\n${body}\n`

function cli(args) {
  return execFileSync(process.execPath, [pluginCli, ...args], { encoding: 'utf8', env: { ...process.env } })
}

describe('skill reviewer (skillEvolution)', { skip: built ? false : 'host.js was built before review/ landed (run npm run build)' }, () => {
  test('creates a skill after the turn: quarantined, recorded as the reviewer\'s, outcome on the session, telemetry without conversation text', async () => {
    const p = project('review-create')
    const model = new ScriptedModel(searches(2))
    const content = skillMd('pdf-page-order', 'Keep page order when merging scanned PDF batches by sorting on the scan timestamp', '# Keep page order\n\n1. Sort inputs by scan time before merging.\n2. Check the page count after.')
    model.push({ call: 'skill_list', args: '{"filter": "pdf"}' }, { call: 'skill_manage', args: JSON.stringify({ action: 'create', name: 'pdf-page-order', content }) }, { text: 'saved the page-order method' })
    const ctx = await start(p, model, ON)
    try {
      const agent = await runTurn(ctx, { sessionId: 'rev-create', cwd: p.cwd, text: `merge these scans ${SECRET}` })
      const [record] = await reviewRecords(p)
      assert.equal(record.outcome, 'created', JSON.stringify(record))
      assert.deepEqual(record.created, ['pdf-page-order'])
      assert.equal(record.triggerCount, 2)
      assert.equal(record.rounds, 3)
      assert.ok(record.tokens && record.tokens.input > 0, 'tokens as the runtime reported them')
      const reviewReqs = model.requests.filter(isReview)
      assert.equal(reviewReqs.length, 3, 'three reviewer requests: list, create, final answer')
      assert.deepEqual(reviewReqs[0].tools.map((t) => t.name).sort(), ['skill_list', 'skill_manage'], 'exactly two tools')
      assert.equal(reviewReqs[0].provider, 'scripted', 'the session route')
      assert.match(JSON.stringify(reviewReqs[0].messages), new RegExp(SECRET), 'the reviewer reads the conversation')
      assert.match(JSON.stringify(reviewReqs[1].messages), /pdf-tools/, 'skill_list answered with the library')
      // What it wrote: on disk, quarantined, by the reviewer.
      const md = join(p.lib, 'learned', 'pdf-page-order', 'SKILL.md')
      assert.equal(readFileSync(md, 'utf8'), content)
      const version = readFileSync(p.ledger, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).find((e) => e.t === 'version' && e.name === 'pdf-page-order')
      assert.equal(version.by, 'reviewer')
      const list = JSON.parse(cli(['skills', 'list', '--library', p.lib, '--json']))
      const row = list.skills.find((s) => s.name === 'pdf-page-order')
      assert.equal(row.state, 'quarantined')
      assert.equal(row.by, 'reviewer')
      assert.match(cli(['skills', 'show', 'pdf-page-order', '--library', p.lib]), /create by reviewer/)
      // The outcome is in the telemetry; the session gets nothing: no user-visible message, and no
      // event of a type DSH does not know (rc.8's persistence would refuse to reopen the session).
      assert.equal(record.line, 'review: created pdf-page-order')
      assert.equal(eventsOf(agent, 'assistant/message').length, 3, 'the review added no message to the conversation (the turn had 3 steps)')
      assert.deepEqual(agent.session.events.filter((e) => e.type.startsWith('skill-router')), [], 'no plugin event in the session log')
      assert.doesNotMatch(readFileSync(p.reviews, 'utf8'), new RegExp(SECRET), 'telemetry holds no conversation text')
    } finally {
      await stop(ctx)
    }
  })

  test('patches a skill the session loaded; a skill it did not touch is refused', async () => {
    const p = project('review-patch')
    const model = new ScriptedModel()
    const body = '# Glaze\n\nFire to cone 6 and hold for 10 minutes.'
    model.push(
      { call: 'skill_manage', args: JSON.stringify({ action: 'create', name: 'glaze-hold', content: skillMd('glaze-hold', 'Hold times for cone 6 stoneware glaze firings in an electric kiln', body) }) },
      { call: 'skill_load', args: '{"name": "glaze-hold"}' },
      { text: 'fired' },
      { call: 'skill_manage', args: JSON.stringify({ action: 'patch', name: 'sql-tuning', old_string: 'x', new_string: 'y' }) },
      { call: 'skill_manage', args: JSON.stringify({ action: 'patch', name: 'glaze-hold', old_string: 'hold for 10 minutes', new_string: 'hold for 15 minutes (10 left pinholes)' }) },
      { text: 'patched' },
    )
    const ctx = await start(p, model, ON, { manage: { enabled: true } })
    try {
      const agent = await runTurn(ctx, { sessionId: 'rev-patch', cwd: p.cwd, text: 'fire the glaze test tiles' })
      const [record] = await reviewRecords(p)
      assert.equal(record.outcome, 'patched', JSON.stringify(record))
      assert.deepEqual(record.patched, ['glaze-hold'])
      assert.deepEqual(record.actions.map((a) => [a.name, a.ok]), [['sql-tuning', false], ['glaze-hold', true]])
      assert.match(readFileSync(join(p.lib, 'learned', 'glaze-hold', 'SKILL.md'), 'utf8'), /hold for 15 minutes/)
      const versions = readFileSync(p.ledger, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((e) => e.t === 'version')
      assert.deepEqual(versions.map((v) => [v.op, v.by]), [['create', 'agent'], ['patch', 'reviewer']])
      assert.equal(record.line, 'review: patched glaze-hold')
    } finally {
      await stop(ctx)
    }
  })

  test('nothing worth saving: no write, "review: nothing saved"', async () => {
    const p = project('review-nothing')
    const model = new ScriptedModel([...searches(3), { text: 'Nothing here is worth keeping.' }])
    const ctx = await start(p, model, ON)
    try {
      const agent = await runTurn(ctx, { sessionId: 'rev-nothing', cwd: p.cwd, text: 'look around' })
      const [record] = await reviewRecords(p)
      assert.equal(record.outcome, 'nothing')
      assert.equal(record.rounds, 1)
      assert.equal(existsSync(join(p.lib, 'learned')), false, 'nothing written')
      assert.equal(record.line, 'review: nothing saved')
    } finally {
      await stop(ctx)
    }
  })

  test('a near-duplicate create is refused with the close match named; force_new with a reason saves it and is recorded', async () => {
    const p = project('review-dup')
    const model = new ScriptedModel(searches(2))
    const dup = skillMd('pdf-tools-extra', 'Extract text and tables from PDF files, merge and split PDF documents', '# More PDF\n\nUse qpdf for splitting.')
    model.push(
      { call: 'skill_manage', args: JSON.stringify({ action: 'create', name: 'pdf-tools-extra', content: dup }) },
      (request) => {
        const last = JSON.stringify(request.messages.at(-1))
        assert.match(last, /closely matches \\"pdf-tools\\"/, 'the refusal names the close match')
        assert.match(last, /force_new/)
        return { call: 'skill_manage', args: JSON.stringify({ action: 'create', name: 'pdf-tools-extra', content: dup, force_new: true, reason: 'covers qpdf splitting, which pdf-tools lacks' }) }
      },
      { text: 'ok' },
    )
    const ctx = await start(p, model, ON)
    try {
      await runTurn(ctx, { sessionId: 'rev-dup', cwd: p.cwd, text: 'split a pdf' })
      const [record] = await reviewRecords(p)
      assert.deepEqual(record.actions.map((a) => [a.ok, a.refusal ?? '']), [[false, 'conflict'], [true, '']])
      const version = readFileSync(p.ledger, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).find((e) => e.t === 'version')
      assert.equal(version.forceNew, 'covers qpdf splitting, which pdf-tools lacks')
      const doctor = spawnSync(process.execPath, [pluginCli, 'doctor', p.lib], { encoding: 'utf8' })
      assert.match(doctor.stdout + doctor.stderr, /near-duplicate:\n.*"pdf-tools" and "pdf-tools-extra"/, 'doctor lists the pair')
    } finally {
      await stop(ctx)
    }
  })

  test('no review when disabled, below the count, or in a session that is a review', async () => {
    for (const [label, evolution, sessionId, calls] of [
      ['disabled', { enabled: false, nudgeInterval: 1 }, 'rev-off', 3],
      ['below', { enabled: true, nudgeInterval: 5 }, 'rev-below', 4],
      ['inside', { enabled: true, nudgeInterval: 1 }, 'skill-review-inner', 3],
    ]) {
      const p = project(`review-${label}`)
      const model = new ScriptedModel([...searches(calls), { text: 'should not be asked' }])
      const ctx = await start(p, model, evolution)
      try {
        await runTurn(ctx, { sessionId, cwd: p.cwd, text: 'work' })
        await new Promise((r) => setTimeout(r, 300))
        assert.equal(model.requests.filter(isReview).length, 0, `${label}: no reviewer request`)
        assert.equal(existsSync(p.reviews), false, `${label}: no review record`)
      } finally {
        await stop(ctx)
      }
    }
  })

  test('the count carries across turns and resets after a review', async () => {
    const p = project('review-turns')
    const model = new ScriptedModel([...searches(1), ...searches(1), { text: 'nothing' }, ...searches(1)])
    const ctx = await start(p, model, ON)
    try {
      const agent = await runTurn(ctx, { sessionId: 'rev-turns', cwd: p.cwd, text: 'one' })
      assert.equal(model.requests.filter(isReview).length, 0, 'one call: below the count')
      const { createUserMessage } = await import('@deepseek-ai/dsh-llm')
      agent.followup(createUserMessage({ content: [{ type: 'text', text: 'two' }], source: { kind: 'user' } }))
      await agent.whenIdle()
      await reviewRecords(p, 1)
      agent.followup(createUserMessage({ content: [{ type: 'text', text: 'three' }], source: { kind: 'user' } }))
      await agent.whenIdle()
      await new Promise((r) => setTimeout(r, 300))
      assert.equal(model.requests.filter(isReview).length, 1, 'the count was reset: one more call does not start another')
    } finally {
      await stop(ctx)
    }
  })

  test('disposing the plugin cancels a running review: its write is undone, the session untouched', async () => {
    const p = project('review-dispose')
    /** Answers the reviewer's second request only when the request is aborted. */
    class Hanging extends ScriptedModel {
      async *stream(options) {
        if (isReview(options) && this.requests.filter(isReview).length >= 1) {
          this.requests.push(options)
          await new Promise((_, reject) => options.signal.addEventListener('abort', () => reject(options.signal.reason ?? new Error('aborted')), { once: true }))
        }
        yield* super.stream(options)
      }
    }
    const model = new Hanging(searches(2))
    model.push({ call: 'skill_manage', args: JSON.stringify({ action: 'create', name: 'cut-short', content: skillMd('cut-short', 'A method a review saves just before the plugin is disposed', '# Cut short\n\nStep one.') }) })
    const warn = console.warn
    console.warn = () => {}
    const ctx = await start(p, model, ON)
    try {
      const agent = await runTurn(ctx, { sessionId: 'rev-dispose', cwd: p.cwd, text: 'work' })
      const until = Date.now() + 10_000
      while (model.requests.filter(isReview).length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
      assert.equal(existsSync(join(p.lib, 'learned', 'cut-short', 'SKILL.md')), true, 'the first write landed before the cancel')
      const before = agent.session.events.length
      await stop(ctx)
      const [record] = await reviewRecords(p)
      assert.equal(record.outcome, 'failed')
      assert.match(record.error, /disposed/)
      assert.equal(existsSync(join(p.lib, 'learned', 'cut-short', 'SKILL.md')), false, 'undone')
      assert.equal(agent.session.events.length, before)
    } finally {
      console.warn = warn
      if (open.has(ctx)) await stop(ctx)
    }
  })

  test('a failing review undoes its write, leaves the session as it was, and is logged once', async () => {
    const p = project('review-fail')
    const model = new ScriptedModel(searches(2))
    model.push(
      { call: 'skill_manage', args: JSON.stringify({ action: 'create', name: 'half-way', content: skillMd('half-way', 'A method the failing review saves before its model fails', '# Half\n\nStep one.') }) },
      () => {
        throw new Error('provider exploded')
      },
    )
    const warnings = []
    const warn = console.warn
    console.warn = (m) => warnings.push(String(m))
    const ctx = await start(p, model, ON)
    try {
      const agent = await runTurn(ctx, { sessionId: 'rev-fail', cwd: p.cwd, text: 'work' })
      const before = agent.session.events.length
      const [record] = await reviewRecords(p)
      assert.equal(record.outcome, 'failed')
      assert.match(record.error, /provider exploded/)
      assert.equal(record.undone, true)
      assert.equal(existsSync(join(p.lib, 'learned', 'half-way', 'SKILL.md')), false, 'the write was undone')
      assert.equal(agent.session.events.length, before, 'nothing appended to the session')
      assert.equal(warnings.filter((w) => /skill review of session rev-fail failed/.test(w)).length, 1, 'logged once')
      // The session goes on.
      model.push({ text: 'still here' })
      const { createUserMessage } = await import('@deepseek-ai/dsh-llm')
      agent.followup(createUserMessage({ content: [{ type: 'text', text: 'again' }], source: { kind: 'user' } }))
      await agent.whenIdle()
      assert.equal(eventsOf(agent, 'assistant/message').at(-1).data.message.content[0].text, 'still here')
      assert.equal(resultText(eventsOf(agent, 'tool/result')[0]).length > 0, true)
    } finally {
      console.warn = warn
      await stop(ctx)
    }
  })
})
