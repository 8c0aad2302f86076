// A session event log with every form of skill call the Skills tab must find, spread so that the
// first skill load sits hundreds of events before the newest page. Plain JavaScript so that node can
// run it to write resources/sample-session.jsonl:
//   node test/browser/skill-session.mjs > resources/sample-session.jsonl
// `expected` is written out by hand, not computed by the ledger, so the tests check the ledger.

const START = Date.UTC(2026, 10, 30, 9, 0, 0)

/** @returns {{ events: { type: string, seq: number, time: number, data: unknown }[], expected: {
 *   skills: { name: string, loads: number, reads: number }[], calls: number, rows: number,
 *   searches: string[], unnamedCalls: number, firstLoadSeq: number } }} */
export function skillSession() {
  const events = []
  let turn = 0
  let callNo = 0
  const push = (type, data) => events.push({ type, seq: events.length, time: START + events.length * 1500, data })
  const filler = (count) => {
    for (let i = 0; i < count; i++) {
      if (i % 10 === 0) {
        const callId = `call_f${events.length}`
        push('tool/call', { turn, step: 1, callId, name: 'bash', arguments: JSON.stringify({ command: `grep -rn TODO src/ | head -${i + 5}` }) })
        push('tool/result', { turn, step: 1, message: { role: 'tool', callId, content: [{ type: 'text', text: 'src/a.ts:1: TODO' }] } })
        i++
      } else push('assistant/chunk', { turn, step: 1, text: 'Looking at the next file… ' })
    }
  }
  const beginTurn = (text) => {
    turn++
    push('turn/start', { turn })
    push('user/message', { role: 'user', content: [{ type: 'text', text }] })
    push('step/start', { turn, step: 1 })
  }
  const endTurn = () => {
    push('step/end', { turn, step: 1 })
    push('turn/end', { turn, reason: { kind: 'completed' } })
  }
  /**
   * A tool/call with `args` exactly as the model sent them (a raw string), and its result: `text`,
   * as the router would have answered, or a placeholder.
   */
  const call = (name, args, text = '…') => {
    const callId = `call_${String(++callNo).padStart(2, '0')}`
    push('tool/call', { turn, step: 1, callId, name, arguments: typeof args === 'string' ? args : JSON.stringify(args) })
    push('tool/result', { turn, step: 1, message: { role: 'tool', callId, content: [{ type: 'text', text }] } })
    return callId
  }
  /** Answers in the router's own format (router/render.ts), with short made-up bodies. */
  const hits = (query, names) =>
    [`"${query}": ${names.length} exact match${names.length === 1 ? '' : 'es'}.`, ...names.map((n, i) => `${i + 1}. ${n} [starter] — What ${n} is for.`), 'Load with skill_load {"name": "…"} (or "names" for up to 8).'].join('\n')
  const block = (name, body) => `<skill_content name="${name}" source="library" repo="starter">\nBase directory: /work/demo/.skill-src/starter/${name} (paths in this skill are relative to it)\n\n${body}\n</skill_content>`
  const body = (name, steps) => `---\nname: ${name}\n---\n# ${name}\n\n${steps.map((st, i) => `${i + 1}. ${st}`).join('\n')}\n`
  const file = (name, path, text) => `${name}/${path} (${text.length} characters):\n${text}`

  beginTurn('Write the release notes for 2.4 from the commits since 2.3.')
  filler(6)
  call('skill_search', { query: 'write release notes from commits' }, hits('write release notes from commits', ['release-notes', 'commit-message']))
  const firstLoadSeq = events.length
  call('skill_load', '{"name":"release-notes"}', block('release-notes', body('release-notes', ['List the commits since the last tag.', 'Group them by user-visible change.', 'Write one line per change, newest first.'])))
  call('skill_ref', { name: 'code-review-checklist', path: 'references/questions.md' }, file('code-review-checklist', 'references/questions.md', 'Does it do what the ticket asks? Is every new branch tested? What breaks if this input is empty?'))
  filler(40)
  endTurn()

  beginTurn('Now review the open pull request.')
  filler(300)
  call('skill_search', { query: 'review a pull request' }, hits('review a pull request', ['code-review-checklist']))
  // `names` as a JSON array inside a string, as some transports send it.
  call(
    'skill_load',
    JSON.stringify({ names: JSON.stringify(['code-review-checklist', 'systematic-debug']) }),
    [block('code-review-checklist', body('code-review-checklist', ['Read the description first.', 'Run the tests locally.', 'Leave questions, not orders.'])), block('systematic-debug', body('systematic-debug', ['Reproduce.', 'Bisect.', 'Fix the cause, then the symptom.']))].join('\n'),
  )
  // `names` as a comma-separated list; one of them is withheld (an agent-written skill held back).
  call('skill_load', { names: 'commit-message, release-notes' }, [block('commit-message', body('commit-message', ['Subject in the imperative, ≤ 50 characters.', 'Body says why.'])), 'Error loading "release-notes": "release-notes" was changed outside skill_manage (its files differ from version 3f2a9c1e0b7d); it is withheld. Save changes with skill_manage edit/patch so the guard checks them'].join('\n'))
  filler(200)
  endTurn()

  beginTurn('The payment test is flaky; find out why, test-first.')
  call('run_code', {
    description: 'Find and load debugging skills',
    code: [
      'const hits = await tools.skill_search({ query: "debug a flaky test" })',
      "await tools.skill_load({ names: ['systematic-debug', 'test-driven-development'] })",
      'const qs = await tools["skill_ref"]({ name: "code-review-checklist", path: "references/questions.md" })',
      'return { hits, qs }',
    ].join('\n'),
  })
  filler(30)
  // DSH's own skill tool: its answer is the body alone.
  call('skill', { name: 'build-a-skill-library' }, body('build-a-skill-library', ['One folder per source repo under .skill-src/.', 'Run build-index after every change.']))
  call('skill_ref', { name: 'build-a-skill-library', path: 'references/layout.md' }, file('build-a-skill-library', 'references/layout.md', '.skill-src/<repo>/<its layout>/<skill>/SKILL.md'))
  // Our tools reached through an MCP client keep a namespace prefix.
  call('mcp__skill-router__skill_load', { name: 'pdf' }, block('pdf', body('pdf', ['Extract text page by page.', 'Fill forms field by field.'])))
  // Broken JSON from the model: the name is still readable; the router answered with an error.
  call('skill_load', '{"name": "webapp-testing", "repo": ', 'Error: the arguments are not valid JSON (Unexpected end of JSON input). Call skill_load with {"name": "<skill>"}.')
  // No name at all: counted as unnamed, not as a row.
  call('skill_load', '{}', 'Error: skill_load needs "name" or "names".')
  // A program whose name is computed: only its dispatch events say which skill it loaded.
  const root = call('run_code', { description: 'Load the commit skill', code: 'for (const n of picks) await tools.skill_load({ name: n })' })
  push('tool/code-dispatch-start', { rootCallId: root, parentCallId: root, subCallId: `${root}:code:1`, name: 'skill_load', arguments: { name: 'commit-message' } })
  push('tool/code-dispatch', { rootCallId: root, parentCallId: root, subCallId: `${root}:code:1`, name: 'skill_load', arguments: { name: 'commit-message' }, isError: false, content: [{ type: 'text', text: '…' }] })
  filler(150)
  endTurn()

  return {
    events,
    expected: {
      skills: [
        { name: 'release-notes', loads: 2, reads: 0 },
        { name: 'code-review-checklist', loads: 1, reads: 2 },
        { name: 'systematic-debug', loads: 2, reads: 0 },
        { name: 'commit-message', loads: 2, reads: 0 },
        { name: 'test-driven-development', loads: 1, reads: 0 },
        { name: 'build-a-skill-library', loads: 1, reads: 1 },
        { name: 'pdf', loads: 1, reads: 0 },
        { name: 'webapp-testing', loads: 1, reads: 0 },
      ],
      calls: 11,
      rows: 14,
      searches: ['write release notes from commits', 'review a pull request', 'debug a flaky test'],
      unnamedCalls: 1,
      firstLoadSeq,
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const e of skillSession().events) process.stdout.write(JSON.stringify(e) + '\n')
}
