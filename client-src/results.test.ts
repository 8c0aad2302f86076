import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { renderLoad, renderSearch } from '../host.js-src/router/render.ts'
import type { LoadValue, SearchHitValue, SearchValue } from '../host.js-src/router/values.ts'
import { approxTokens, parseLoad, parseSearch, readResult, utf8Length } from './results.ts'

const hit = (name: string, extra: Partial<SearchHitValue> = {}): SearchHitValue => ({
  name, repo: 'acme', source: 'library', description: `About ${name}.`, copies: 1, matchCount: 2, stale: false, files: 1, path: `acme/${name}`, ...extra,
})
const search = (extra: Partial<SearchValue>): SearchValue => ({
  library: '/w/.skill-src', query: 'pdf tables', words: ['pdf', 'tables'], total: 0, strict: 0, shown: 0, more: 0, fallback: null, hits: [], searched: 40, ...extra,
})

describe('parseSearch reads what renderSearch wrote', () => {
  it('exact hits: kind, total (shown or not) and the listed names', () => {
    const text = renderSearch(search({ total: 12, strict: 12, shown: 2, more: 10, hits: [hit('pdf-tools'), hit('pdf-forms', { copies: 2, repos: ['a', 'b'] })] }))
    expect(parseSearch(text)).toEqual({ kind: 'exact', total: 12, hits: ['pdf-tools', 'pdf-forms'] })
  })
  it('one exact match, after a starter-library note and an index warning', () => {
    const text = renderSearch(search({ starterLibrary: true, indexAlarm: 'index changed by hand', total: 1, strict: 1, shown: 1, hits: [hit('pdf-tools')] }))
    expect(parseSearch(text)).toEqual({ kind: 'exact', total: 1, hits: ['pdf-tools'] })
  })
  it('partial rescue', () => {
    const text = renderSearch(search({ total: 3, shown: 3, fallback: 'partial', hits: [hit('a'), hit('b'), hit('c')] }))
    expect(parseSearch(text)).toEqual({ kind: 'partial', total: 3, hits: ['a', 'b', 'c'] })
  })
  it('no match, and an error answer', () => {
    expect(parseSearch(renderSearch(search({ unknown: ['zzz'] })))).toEqual({ kind: 'none', total: 0, hits: [] })
    expect(parseSearch(renderSearch(search({ error: 'query is empty' })))).toEqual({ kind: 'error', total: 0, hits: [] })
  })
  it('names-only listings', () => {
    const text = renderSearch(search({ total: 2, strict: 2, shown: 2, namesOnly: true, hits: [hit('x'), hit('y')] }))
    expect(parseSearch(text)?.hits).toEqual(['x', 'y'])
  })
  it('text that is no search answer', () => {
    expect(parseSearch('src/a.ts:1: TODO')).toBeUndefined()
  })
})

describe('parseLoad reads what renderLoad wrote', () => {
  const loaded = (name: string, content: string) => ({ name, source: 'library' as const, repo: 'acme', content, chars: content.length, truncated: false, files: [], moreFiles: 0 })
  it('each skill block with its own bytes; failures and withholdings by name', () => {
    const v: LoadValue = {
      library: '/w/.skill-src',
      loaded: [loaded('pdf-tools', '# pdf-tools\n\nSteps — with an em dash and 表格.'), loaded('xlsx', '# xlsx')],
      errors: [
        { name: 'learned-x', reason: '"learned-x" is withheld: the guard found a network send of a secret' },
        { name: 'nope', reason: 'no skill named "nope"', tried: 'acme/nope' },
      ],
    } as unknown as LoadValue
    const text = renderLoad(v)
    const parts = parseLoad(text, [])
    expect(parts.map((p) => [p.name, p.status])).toEqual([
      ['pdf-tools', 'loaded'],
      ['xlsx', 'loaded'],
      ['learned-x', 'withheld'],
      ['nope', 'failed'],
    ])
    const block = text.slice(text.indexOf('<skill_content name="pdf-tools"'), text.indexOf('</skill_content>') + '</skill_content>'.length)
    expect(parts[0]?.bytes).toBe(Buffer.byteLength(block))
    expect(parts[3]?.reason).toMatch(/no skill named/)
  })
  it('a whole-answer error fails every name asked for', () => {
    const text = renderLoad({ library: '/w', loaded: [], errors: [], error: 'the index skill-index.tsv is not a skill index' } as unknown as LoadValue)
    expect(parseLoad(text, ['a', 'b']).map((p) => [p.name, p.status])).toEqual([
      ['a', 'failed'],
      ['b', 'failed'],
    ])
  })
})

describe('readResult', () => {
  it('reads DSH 0.1.0-rc.8 tool results: call id from source, text from the tool-result block', () => {
    const text = 'Error: "x" is withheld: edited outside skill_manage'
    const r = readResult({ turn: 1, step: 2, message: { id: 'm1', role: 'user', source: { kind: 'tool', callId: 'call_9' }, content: [{ type: 'tool-result', toolCallId: 'call_9', content: [{ type: 'text', text }], isError: true }] } })
    expect(r).toMatchObject({ callId: 'call_9', bytes: Buffer.byteLength(text), isError: true, error: '"x" is withheld: edited outside skill_manage' })
  })
  it('reads older logs: callId on the message, text blocks as content', () => {
    const r = readResult({ message: { role: 'tool', callId: 'c1', content: [{ type: 'text', text: 'a' }, { type: 'text', text: 'β' }] } })
    expect(r).toMatchObject({ callId: 'c1', bytes: 4, isError: false, loads: [] })
  })
  it('answers undefined without a call id, and never throws on odd shapes', () => {
    expect(readResult({ message: { content: [{ type: 'text', text: 'x' }] } })).toBeUndefined()
    fc.assert(fc.property(fc.anything(), (data) => {
      const r = readResult(data)
      return r === undefined || (typeof r.callId === 'string' && r.bytes >= 0)
    }))
  })
})

describe('sizes', () => {
  it('utf8Length agrees with Buffer.byteLength on any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => utf8Length(s) === Buffer.byteLength(s, 'utf8')))
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => utf8Length(s) === Buffer.byteLength(s, 'utf8')))
  })
  it('approximate tokens round up at CONTEXT_COST.bytesPerToken', () => {
    expect([approxTokens(0), approxTokens(1), approxTokens(4), approxTokens(5)]).toEqual([0, 1, 1, 2])
  })
})
