import { describe, expect, it } from 'vitest'
import { buildLedger, namesFrom, normaliseName, parseArguments, toolKind } from './ledger.ts'
import type { LedgerEvent } from './ledger.ts'

/** A tool/call envelope the way DSH stores it: arguments as the model's raw JSON string. */
function call(seq: number, name: string, args: unknown, extra: Record<string, unknown> = {}): LedgerEvent {
  return { type: 'tool/call', seq, time: 1_000 + seq, data: { turn: 1, step: 1, callId: `c${seq}`, name, arguments: typeof args === 'string' ? args : JSON.stringify(args), ...extra } }
}

describe('parseArguments', () => {
  const cases: Record<string, [raw: unknown, expected: Record<string, unknown>]> = {
    'raw JSON string': ['{"name":"pdf"}', { name: 'pdf' }],
    'an object (compact record)': [{ name: 'pdf' }, { name: 'pdf' }],
    'JSON inside a JSON string': [JSON.stringify(JSON.stringify({ name: 'pdf' })), { name: 'pdf' }],
    'empty string': ['', {}],
    'broken JSON keeps its literal pairs': ['{"name": "pdf", "names": ["a","b"], "path": "x', { name: 'pdf', names: ['a', 'b'] }],
    'an array is not arguments': ['["pdf"]', {}],
    'null': [null, {}],
    'a number': [42, {}],
  }
  for (const [label, [raw, expected]] of Object.entries(cases)) it(label, () => expect(parseArguments(raw)).toEqual(expected))
})

describe('namesFrom', () => {
  const cases: Record<string, [args: Record<string, unknown>, expected: string[]]> = {
    'name': [{ name: 'pdf' }, ['pdf']],
    'names array': [{ names: ['pdf', 'xlsx'] }, ['pdf', 'xlsx']],
    'names as a JSON-array string': [{ names: '["pdf", "xlsx"]' }, ['pdf', 'xlsx']],
    'names as a comma list': [{ names: 'pdf, xlsx;docx\npptx' }, ['pdf', 'xlsx', 'docx', 'pptx']],
    'a broken JSON-array string is split as a list': [{ names: '["pdf", "xlsx"' }, ['pdf', 'xlsx']],
    'name and names together, repeats dropped by normalised name': [{ name: 'PDF', names: ['pdf', 'Code Review', 'code-review'] }, ['PDF', 'Code Review']],
    'non-strings are skipped': [{ names: ['pdf', 3, null, { a: 1 }] }, ['pdf']],
    'blank entries are skipped': [{ names: ' , ,pdf' }, ['pdf']],
    'nothing': [{}, []],
  }
  for (const [label, [args, expected]] of Object.entries(cases)) it(label, () => expect(namesFrom(args)).toEqual(expected))
})

describe('toolKind', () => {
  it('knows our tools, DSH skill and run_code, behind a namespace too', () => {
    expect(['skill', 'skill_load', 'mcp__router__skill_ref', 'router.skill_search', 'run_code', 'find_skill', 'bash', 42].map(toolKind)).toEqual(['skill', 'skill_load', 'skill_ref', 'skill_search', 'run_code', undefined, undefined, undefined])
  })
})

describe('normaliseName', () => {
  it('joins case, spaces and underscores', () => {
    expect(normaliseName('  Code_Review  Checklist ')).toBe('code-review-checklist')
  })
})

describe('buildLedger', () => {
  it('makes one row per named skill, ordered by seq whatever the input order', () => {
    const ledger = buildLedger([call(9, 'skill_ref', { name: 'pdf', path: 'forms.md' }), call(3, 'skill_load', { names: ['pdf', 'xlsx'] }), call(5, 'skill', { name: 'commit-message' })])
    expect(ledger.rows.map((r) => [r.seq, r.name, r.tool])).toEqual([
      [3, 'pdf', 'skill_load'],
      [3, 'xlsx', 'skill_load'],
      [5, 'commit-message', 'skill'],
      [9, 'pdf', 'skill_ref'],
    ])
    expect(ledger.calls).toBe(3)
    expect(ledger.gap).toEqual({ multiNameCalls: 1, extraRows: 1, mergedRows: 0, unnamedCalls: 0 })
    expect(ledger.skills.map((s) => [s.name, s.loads, s.reads, s.paths])).toEqual([
      ['pdf', 1, 1, ['forms.md']],
      ['xlsx', 1, 0, []],
      ['commit-message', 1, 0, []],
    ])
  })

  it('counts an event seen twice once (row key is seq + normalised name)', () => {
    const e = call(4, 'skill_load', { name: 'PDF' })
    const ledger = buildLedger([e, { ...e }, call(4, 'skill_load', { name: 'pdf' })])
    expect(ledger.rows).toHaveLength(1)
    expect(ledger.calls).toBe(1)
  })

  it('uses the callId when seq is missing', () => {
    const a = { type: 'tool/call', data: { callId: 'x1', name: 'skill_load', arguments: '{"name":"pdf"}' } }
    const b = { type: 'tool/call', data: { callId: 'x2', name: 'skill_load', arguments: '{"name":"pdf"}' } }
    expect(buildLedger([a, b]).rows.map((r) => r.key)).toEqual(['call:x1:pdf', 'call:x2:pdf'])
  })

  it('lists searches separately with their query', () => {
    const ledger = buildLedger([call(2, 'skill_search', { query: 'fill pdf forms', repo: 'anthropics' }), call(6, 'skill_load', { name: 'pdf' })])
    expect(ledger.searches.map((s) => [s.seq, s.query, s.repo])).toEqual([[2, 'fill pdf forms', 'anthropics']])
    expect(ledger.rows).toHaveLength(1)
  })

  it('finds calls inside run_code program text', () => {
    const code = 'const s = await tools.skill_search({ query: "release notes" })\nawait tools.skill_load({ names: ["release-notes", "commit-message"] })\nawait tools.skill_ref({ name: "release-notes", path: "template.md" })\nawait tools.bash({ command: "ls" })'
    const ledger = buildLedger([call(10, 'run_code', { description: 'x', code })])
    expect(ledger.searches.map((s) => [s.query, s.viaCode])).toEqual([['release notes', true]])
    expect(ledger.rows.map((r) => [r.key, r.tool, r.viaCode])).toEqual([
      ['10:release-notes', 'skill_load', true],
      ['10:commit-message', 'skill_load', true],
    ])
    // The skill_ref of release-notes shares seq 10 and the name: one row, two calls.
    expect(ledger.calls).toBe(2)
    expect(ledger.gap).toEqual({ multiNameCalls: 1, extraRows: 1, mergedRows: 1, unnamedCalls: 0 })
  })

  it('prefers code-dispatch events over program text when the window has them', () => {
    const program = call(20, 'run_code', { code: 'for (const n of picks) await tools.skill_load({ name: n })' }, { callId: 'root' })
    const start = (seq: number, name: string) => ({ type: 'tool/code-dispatch-start', seq, data: { rootCallId: 'root', parentCallId: 'root', subCallId: `root:code:${seq}`, name: 'skill_load', arguments: { name } } })
    const settle = (seq: number, sub: number) => ({ type: 'tool/code-dispatch', seq, data: { rootCallId: 'root', parentCallId: 'root', subCallId: `root:code:${sub}`, name: 'skill_load', arguments: {}, isError: false } })
    const withoutDispatch = buildLedger([program])
    expect(withoutDispatch.rows).toHaveLength(0)
    expect(withoutDispatch.gap.unnamedCalls).toBe(1)
    const ledger = buildLedger([program, start(21, 'pdf'), settle(22, 21), start(23, 'xlsx'), settle(24, 23)])
    expect(ledger.rows.map((r) => [r.seq, r.name, r.viaCode])).toEqual([
      [21, 'pdf', true],
      [23, 'xlsx', true],
    ])
    expect(ledger.gap.unnamedCalls).toBe(0)
  })

  it('counts load calls it cannot read a name from, without making rows', () => {
    const ledger = buildLedger([call(1, 'skill_load', 'not json at all'), call(2, 'skill', {}), call(3, 'skill_load', { name: 'pdf' })])
    expect(ledger.rows.map((r) => r.name)).toEqual(['pdf'])
    expect(ledger.gap.unnamedCalls).toBe(2)
  })

  it('ignores other tools and other event types', () => {
    const ledger = buildLedger([call(1, 'bash', { command: 'ls' }), { type: 'tool/result', seq: 2, data: { name: 'skill_load' } }, { type: 'user/message', seq: 3, data: 'skill_load' }])
    expect(ledger.rows).toHaveLength(0)
    expect(ledger.searches).toHaveLength(0)
  })

  it('survives malformed events', () => {
    const junk = [null, 7, { type: 'tool/call' }, { type: 'tool/call', seq: 'x', data: null }, { type: 'tool/call', seq: 1, data: { name: 'skill_load', arguments: 5 } }] as unknown as LedgerEvent[]
    expect(() => buildLedger(junk)).not.toThrow()
    expect(buildLedger(junk).gap.unnamedCalls).toBe(1)
  })

  it('keeps rows = calls + extra rows − merged rows', () => {
    const events = [call(1, 'skill_load', { names: 'a,b,c' }), call(2, 'skill', { name: 'a' }), call(3, 'run_code', { code: 'tools.skill_load({name:"d"}); tools.skill_ref({name:"d"}); tools.skill_load({names:["e","f"]})' })]
    const l = buildLedger(events)
    expect(l.rows.length).toBe(l.calls + l.gap.extraRows - l.gap.mergedRows)
  })
})

describe('what each call cost and what it got', () => {
  /** A rc.8 tool/result for call `c<callSeq>`. */
  const result = (seq: number, callSeq: number, text: string, isError = false): LedgerEvent => ({
    type: 'tool/result',
    seq,
    data: { turn: 1, step: 1, message: { source: { kind: 'tool', callId: `c${callSeq}` }, content: [{ type: 'tool-result', toolCallId: `c${callSeq}`, content: [{ type: 'text', text }], isError }] } },
  })
  const block = (name: string, body = 'Steps.') => `<skill_content name="${name}" source="library" repo="acme">\n\n${body}\n</skill_content>`

  it('a multi-name load: each skill its own block bytes, a withheld and a missing one shown as such', () => {
    const text = [block('pdf', '表格 steps'), block('xlsx'), 'Error loading "learned-x": "learned-x" is withheld: the guard found a secret sent out', 'Error loading "nope": no skill named "nope"'].join('\n')
    const ledger = buildLedger([call(1, 'skill_load', { names: ['pdf', 'xlsx', 'learned-x', 'nope'] }), result(2, 1, text)])
    expect(ledger.rows.map((r) => [r.name, r.status, r.bytes])).toEqual([
      ['pdf', 'loaded', Buffer.byteLength(block('pdf', '表格 steps'))],
      ['xlsx', 'loaded', Buffer.byteLength(block('xlsx'))],
      ['learned-x', 'withheld', 0],
      ['nope', 'failed', 0],
    ])
    expect(ledger.skills.find((s) => s.name === 'learned-x')).toMatchObject({ withheld: 1, failed: 0, reason: expect.stringMatching(/withheld/) })
    expect(ledger.contextBytes).toBe(Buffer.byteLength(text))
  })

  it('a call without its result yet has no status; a search answer is read for kind, hits and what was loaded after', () => {
    const searchText = '"pdf": 2 exact matches.\n1. pdf [acme] — PDF.\n2. pdf-forms [acme] — Forms.\nLoad with skill_load {"name": "…"}.'
    const ledger = buildLedger([call(1, 'skill_search', { query: 'pdf' }), result(2, 1, searchText), call(3, 'skill_load', { name: 'pdf-forms' })])
    expect(ledger.rows[0]?.name).toBe('pdf-forms')
    expect([ledger.rows[0]?.status, ledger.rows[0]?.bytes]).toEqual([undefined, undefined])
    expect(ledger.searches[0]).toMatchObject({ outcome: { kind: 'exact', total: 2, hits: ['pdf', 'pdf-forms'] }, loadedAfter: ['pdf-forms'], bytes: Buffer.byteLength(searchText) })
    expect(ledger.searchBytes).toBe(Buffer.byteLength(searchText))
  })

  it('a load before the search does not count as loaded after it', () => {
    const searchText = '"pdf": 1 exact match.\n1. pdf [acme] — PDF.'
    const ledger = buildLedger([call(1, 'skill_load', { name: 'pdf' }), call(2, 'skill_search', { query: 'pdf' }), result(3, 2, searchText)])
    expect(ledger.searches[0]?.loadedAfter).toEqual([])
  })

  it("skill_ref counts its whole answer; an Error answer is a failed read; DSH's own skill tool is its body", () => {
    const ledger = buildLedger([
      call(1, 'skill_ref', { name: 'pdf', path: 'a.md' }),
      result(2, 1, 'pdf/a.md (5 characters):\nhello'),
      call(3, 'skill_ref', { name: 'pdf', path: 'b.md' }),
      result(4, 3, 'Error: no file b.md in pdf'),
      call(5, 'skill', { name: 'resident' }),
      result(6, 5, '# resident\nbody'),
    ])
    expect(ledger.rows.map((r) => [r.name, r.tool, r.status, r.bytes])).toEqual([
      ['pdf', 'skill_ref', 'loaded', Buffer.byteLength('pdf/a.md (5 characters):\nhello')],
      ['pdf', 'skill_ref', 'failed', Buffer.byteLength('Error: no file b.md in pdf')],
      ['resident', 'skill', 'loaded', Buffer.byteLength('# resident\nbody')],
    ])
    expect(ledger.skills.find((s) => s.name === 'pdf')).toMatchObject({ reads: 2, failed: 1 })
  })
})

describe('answers in a format the tab does not know', () => {
  it('a one-name load answered in another format: its size, no verdict; an error flag is a failure', () => {
    const other = (seq: number, callSeq: number, text: string, isError = false): LedgerEvent => ({ type: 'tool/result', seq, data: { message: { role: 'tool', callId: `c${callSeq}`, content: [{ type: 'text', text }] }, ...(isError ? { error: { name: 'E', code: 'x' } } : {}) } })
    const ledger = buildLedger([call(1, 'skill_load', { name: 'a' }), other(2, 1, 'some body'), call(3, 'skill_load', { name: 'b' }), other(4, 3, 'boom', true)])
    expect(ledger.rows.map((r) => [r.name, r.status, r.bytes])).toEqual([
      ['a', undefined, 9],
      ['b', 'failed', 0],
    ])
  })
})
