import { describe, expect, it } from 'vitest'
import { MANAGE } from '../core/limits.ts'
import { checkName, checkSupportPath, segmentProblem } from './validate.ts'

const refused = (c: { ok: boolean; error?: string }) => (c.ok ? undefined : c.error)

describe('names and paths skill_manage refuses (issue 14)', () => {
  it.each([
    ['references/a\nb.md', /a newline \(U\+000A\)/],
    ['references/a\rb.md', /a carriage return \(U\+000D\)/],
    ['references/a\u0007b.md', /a control character \(U\+0007\)/],
    ['references/gpj\u202Eexe.md', /bidirectional override \(U\+202E\)/],
    ['references/a\u2066b.md', /bidirectional isolate \(U\+2066\)/],
    ['references/a\u200Bb.md', /zero-width character \(U\+200B\)/],
    ['references/a\u00ADb.md', /format character \(U\+00AD\)/],
    ['references/a\u2028b.md', /format character \(U\+2028\)/],
    ['references/con', /reserved device name on Windows/],
    ['references/NUL.md', /reserved device name/],
    ['references/aux.txt', /reserved device name/],
    ['references/com1.md', /reserved device name/],
    ['references/lpt1', /reserved device name/],
    ['references/notes.', /ends with a dot/],
    ['references/notes ', /ends with a space/],
    ['references/a:b.md', /Windows refuses/],
    ['references/a?.md', /Windows refuses/],
    [`references/${'d/'.repeat(300)}x.md`, new RegExp(`folder levels; the limit is ${MANAGE.pathMaxSegments}`)],
    [`references/${'x'.repeat(300)}.md`, /bytes; file systems allow 255/],
    [`references/${'a'.repeat(200)}/${'b'.repeat(200)}/${'c'.repeat(200)}.md`, /characters; the limit is 512/],
  ])('file_path %j', (path, why) => {
    expect(refused(checkSupportPath(path))).toMatch(why)
  })

  it.each([['con'], ['nul'], ['aux'], ['com1'], ['lpt1'], ['prn.md'], ['notes.'], ['deploy\u202Etxt'], ['a\nb']])('name %j', (name) => {
    expect(refused(checkName(name))).toMatch(/refused|does not match/)
    expect(refused(checkName(name, 'category'))).toMatch(/"category"/)
  })

  it('says which hidden character a refused name holds, and never suggests a reserved name', () => {
    expect(refused(checkName('deploy\u202Etxt'))).toMatch(/U\+202E/)
    expect(refused(checkName('CON'))).not.toMatch(/try "con"/)
  })

  it('accepts what a well-formed skill uses', () => {
    for (const p of ['references/api.md', 'scripts/fill.py', 'templates/a/b/c.md', 'assets/logo.svg', 'references/con-notes.md', 'references/console.md', 'references/com10.md']) {
      expect(checkSupportPath(p), p).toEqual({ ok: true })
    }
    for (const n of ['deploy-checklist', 'k8s.rollout', 'console', 'aux-tools', 'v1.2']) expect(checkName(n), n).toEqual({ ok: true })
    expect(segmentProblem('readme.md')).toBeUndefined()
  })
})
