import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ATTACKS, CAUTION_LINE, projectStore, skillMd, tempDir } from '../../host.js-src/manage/_test-kit.ts'
import { checkLoad, manage } from '../../host.js-src/manage/lifecycle.ts'
import { scanText } from '../../host.js-src/guard/index.ts'
import { GUARD } from '../../host.js-src/core/limits.ts'
import type { CliIo } from './cli-io.ts'
import { run } from './main.ts'

function setup() {
  const root = tempDir('cli-')
  const home = tempDir('home-')
  const cli = async (...argv: string[]) => {
    let out = ''
    let err = ''
    const io: CliIo = { cwd: root, isTTY: false, env: { DSH_HOME: home }, out: (t) => void (out += t), err: (t) => void (err += t) }
    const code = await run(['skills', ...argv], io)
    return { code, out, err }
  }
  return { root, home, cli, store: projectStore(root), file: (name: string) => join(root, '.skill-src/learned', name, 'SKILL.md') }
}

const agent = { by: 'agent' as const }

describe('skills CLI', () => {
  it('list, show, promote refused while quarantined (three-part error), then allowed once active', async () => {
    const t = setup()
    await manage(t.store, { action: 'create', name: 'notes', content: skillMd('notes') }, agent)
    const list = await t.cli('list', '--json')
    expect(list.code).toBe(0)
    const parsed = JSON.parse(list.out)
    expect(parsed.skills).toEqual([expect.objectContaining({ scope: 'project', name: 'notes', state: 'quarantined', cleanSessions: 0, versions: 1 })])
    expect((await t.cli('list')).out).toMatch(/project +notes +quarantined +\w{12} +0\/3/)
    expect((await t.cli('show', 'notes')).out).toMatch(/notes \(project\): quarantined, clean sessions 0\/3/)

    const early = await t.cli('promote', 'notes')
    expect(early.code).toBe(1)
    expect(early.err).toMatch(/^skills promote notes: failed\n {2}cause: "notes" is quarantined: it has clean loads in 0 of the 3 distinct sessions it needs; only an active skill can go global\n {2}do: Load it in 3 more session\(s\)/)
    for (const s of ['a', 'b', 'c']) await checkLoad(t.store, 'notes', s)
    const ok = await t.cli('promote', 'notes')
    expect(ok).toMatchObject({ code: 0, out: expect.stringMatching(/promote notes: done → global/) })
    expect(existsSync(join(t.home, 'skill-router/learned/notes/SKILL.md'))).toBe(true)
    const both = JSON.parse((await t.cli('list', '--json')).out).skills
    expect(both.map((s: { scope: string; state: string }) => `${s.scope}:${s.state}`)).toEqual(['project:active', 'global:global'])
  })

  it('rollback of a single version is a three-part error; rm then rollback restores', async () => {
    const t = setup()
    await manage(t.store, { action: 'create', name: 'one', content: skillMd('one', 'first') }, agent)
    const single = await t.cli('rollback', 'one')
    expect(single.code).toBe(1)
    expect(single.err).toBe('skills rollback one: failed\n  cause: "one" has a single version, so there is nothing earlier to roll back to\n  do: To change it, edit it (dsh-skill-router skills edit one); to remove it, use skills rm one\n')
    expect((await t.cli('rm', 'one')).code).toBe(0)
    expect(existsSync(t.file('one'))).toBe(false)
    expect((await t.cli('rm', 'one')).err).toMatch(/cause: "one" is already deleted\n {2}do: Restore it with/)
    expect((await t.cli('rollback', 'one')).out).toMatch(/restored the deleted skill/)
    expect(readFileSync(t.file('one'), 'utf8')).toBe(skillMd('one', 'first'))
  })

  it('edit --from records a human version; $EDITOR is used without --from; the guard still applies', async () => {
    const t = setup()
    await manage(t.store, { action: 'create', name: 'ed', content: skillMd('ed', 'before') }, agent)
    const next = join(t.root, 'next.md')
    writeFileSync(next, skillMd('ed', 'after'))
    expect((await t.cli('edit', 'ed', '--from', next)).out).toMatch(/saved ed as version/)
    expect(readFileSync(t.file('ed'), 'utf8')).toContain('after')
    // An "editor" that rewrites the file.
    const editor = join(t.root, 'fake-editor.sh')
    writeFileSync(editor, `#!/bin/sh\nsed -i 's/after/edited by editor/' "$1"\n`)
    chmodSync(editor, 0o755)
    const viaEditor = await (async () => {
      let out = ''
      let err = ''
      const code = await run(['skills', 'edit', 'ed'], { cwd: t.root, isTTY: false, env: { DSH_HOME: t.home, EDITOR: editor }, out: (x) => void (out += x), err: (x) => void (err += x) })
      return { code, out, err }
    })()
    expect(viaEditor.code, viaEditor.err).toBe(0)
    expect(readFileSync(t.file('ed'), 'utf8')).toContain('edited by editor')
    writeFileSync(next, skillMd('ed', ATTACKS['injection']))
    const bad = await t.cli('edit', 'ed', '--from', next)
    expect(bad.code).toBe(1)
    expect(bad.err).toMatch(/skills edit ed: failed\n {2}cause: the guard judged this content dangerous/)
    expect(readFileSync(t.file('ed'), 'utf8')).toContain('edited by editor')
    const hist = JSON.parse((await t.cli('show', 'ed', '--json')).out).history
    expect(hist.map((h: { op: string; by: string }) => `${h.op}/${h.by}`)).toEqual(['create/agent', 'human-edit/human', 'human-edit/human'])
  })

  it('waive lets a reviewed finding load; a wrong rule id is a three-part error', async () => {
    const t = setup()
    await manage(t.store, { action: 'create', name: 'inst', content: skillMd('inst', CAUTION_LINE) }, agent)
    expect((await checkLoad(t.store, 'inst', 's1')).withhold).toBeDefined()
    const wrong = await t.cli('waive', 'inst', 'nope')
    expect(wrong.err).toMatch(/skills waive inst: failed\n {2}cause: no finding nope in inst\/SKILL.md as it is now; its findings: .*\n {2}do: Check the rule id/)
    const rule = scanText(CAUTION_LINE, 'SKILL.md')[0]!.ruleId
    expect((await t.cli('waive', 'inst', rule)).code).toBe(0)
    expect((await checkLoad(t.store, 'inst', 's1')).withhold).toBeUndefined()
  })

  it('compact keeps what list shows', async () => {
    const t = setup()
    await manage(t.store, { action: 'create', name: 'c', content: skillMd('c', 'a') }, agent)
    await manage(t.store, { action: 'edit', name: 'c', content: skillMd('c', 'b') }, agent)
    await checkLoad(t.store, 'c', 's1')
    const before = JSON.parse((await t.cli('list', '--json')).out).skills
    const r = await t.cli('compact')
    expect(r.out).toMatch(/compacted .*: 3 → 2 lines for 1 skill/)
    expect(JSON.parse((await t.cli('list', '--json')).out).skills.map(({ updated: _u, ...s }: { updated: string }) => s)).toEqual(before.map(({ updated: _u, ...s }: { updated: string }) => s))
  })

  it('scan <folder> --json gives files with verdicts and findings; exit 1 when something is dangerous', async () => {
    const t = setup()
    const dir = join(t.root, 'incoming')
    mkdirSync(join(dir, 'bad'), { recursive: true })
    mkdirSync(join(dir, 'good'), { recursive: true })
    writeFileSync(join(dir, 'bad/SKILL.md'), skillMd('bad', ATTACKS['reverseShell']))
    writeFileSync(join(dir, 'good/SKILL.md'), skillMd('good'))
    const r = await t.cli('scan', dir, '--json')
    expect(r.code).toBe(1)
    const files = JSON.parse(r.out).files as { path: string; verdict: string; findings: unknown[] }[]
    expect(files.map((f) => [f.path.slice(dir.length + 1), f.verdict])).toEqual([
      ['bad/SKILL.md', 'dangerous'],
      ['good/SKILL.md', 'safe'],
    ])
    expect((await t.cli('scan', join(dir, 'good/SKILL.md'))).code).toBe(0)
    expect((await t.cli('scan', join(dir, 'missing'))).code).toBe(2)
  })

  it('scan: a file over the scan cap is partly scanned, never safe; a binary file is skipped as the footer says', async () => {
    const t = setup()
    const dir = join(t.root, 'incoming')
    mkdirSync(dir, { recursive: true })
    const big = join(dir, 'huge.md')
    // The payload sits after the first GUARD.scanMaxFileBytes: the scan never reaches it.
    writeFileSync(big, 'plain words here\n'.repeat(Math.ceil(GUARD.scanMaxFileBytes / 17) + 10) + ATTACKS['reverseShell'])
    const json = await t.cli('scan', big, '--json')
    const [file] = JSON.parse(json.out).files
    expect(file.verdict).not.toBe('safe')
    expect(file).toMatchObject({ partlyScanned: true, lenient: expect.stringContaining('over the scan cap') })
    const text = await t.cli('scan', big)
    expect(text.out).toContain(`CAUTION ${big} (partly scanned)`)
    expect(text.out).toMatch(/1 only partly scanned/)
    const bin = join(dir, 'blob.bin')
    writeFileSync(bin, Buffer.from(Array.from({ length: 20000 }, (_, i) => (i % 7 === 0 ? 0 : i % 3 === 0 ? 0x1b : 0x41 + (i % 26)))))
    const b = await t.cli('scan', bin)
    expect(b.code).toBe(0)
    expect(b.out).toBe('0 file(s) scanned: 0 dangerous, 0 caution, 0 safe; 1 skipped (binary, symlink or unreadable)\n')
    expect(JSON.parse((await t.cli('scan', bin, '--json')).out)).toMatchObject({ files: [], skipped: [{ path: bin, reason: expect.stringContaining('binary') }] })
  })

  it('scan <folder> draws the progress line on a TTY only, never under --json', async () => {
    const t = setup()
    const dir = join(t.root, 'incoming')
    mkdirSync(join(dir, 'good'), { recursive: true })
    writeFileSync(join(dir, 'good/SKILL.md'), skillMd('good'))
    const go = async (isTTY: boolean, ...extra: string[]) => {
      let err = ''
      await run(['skills', 'scan', dir, ...extra], { cwd: t.root, isTTY, env: {}, out: () => undefined, err: (x) => void (err += x) })
      return err
    }
    expect(await go(true)).toContain('\rscanning [')
    expect(await go(false)).toBe('')
    expect(await go(true, '--json')).toBe('')
  })

  it('usage errors exit 2; a missing library is a three-part error', async () => {
    const t = setup()
    expect((await t.cli()).code).toBe(2)
    expect((await t.cli('frobnicate')).code).toBe(2)
    expect((await t.cli('show')).code).toBe(2)
    const none = await t.cli('list')
    expect(none.code).toBe(2)
    expect(none.err).toMatch(/^skills: no project library found\n {2}cause: .*\n {2}do: run this inside the project, or pass --library DIR/)
    expect((await t.cli('list', '--global', '--json')).code).toBe(0)
  })

  it('edit --from a missing file is a three-part error (exit 2), not a stack trace', async () => {
    const t = setup()
    await manage(t.store, { action: 'create', name: 'notes', content: skillMd('notes') }, agent)
    const r = await t.cli('edit', 'notes', '--from', 'nope.md')
    expect(r.code).toBe(2)
    expect(r.err).toBe(`skills edit notes: failed\n  cause: cannot read --from ${join(t.root, 'nope.md')}: no such file\n  do: pass the new SKILL.md as a file, e.g. --from ./SKILL.md\n`)
    expect(r.err).not.toMatch(/\n\s+at /)
  })

  it('list --global with nothing in it reads as a sentence', async () => {
    const t = setup()
    const r = await t.cli('list', '--global')
    expect(r).toEqual({ code: 0, err: '', out: `no agent-written skills in the global store ${join(t.home, 'skill-router')}\n` })
  })

  it('--json on rm, rollback, edit and compact prints one JSON object', async () => {
    const t = setup()
    await manage(t.store, { action: 'create', name: 'notes', content: skillMd('notes') }, agent)
    const rm = await t.cli('rm', 'notes', '--json')
    expect(rm.code).toBe(0)
    expect(JSON.parse(rm.out)).toMatchObject({ command: 'rm', name: 'notes', scope: 'project', changed: true, state: 'deleted' })
    const back = await t.cli('rollback', 'notes', '--json')
    expect(JSON.parse(back.out)).toMatchObject({ command: 'rollback', name: 'notes', state: 'quarantined', version: expect.stringMatching(/^[0-9a-f]{12}$/) })
    const from = join(t.root, 'new.md')
    writeFileSync(from, skillMd('notes', 'Steps:\n1. New step.'))
    expect(JSON.parse((await t.cli('edit', 'notes', '--from', from, '--json')).out)).toMatchObject({ command: 'edit', changed: true, state: 'quarantined' })
    expect(JSON.parse((await t.cli('compact', '--json')).out)).toMatchObject({ command: 'compact', exists: true, skills: 1 })
  })

  it('an extra argument is a usage error instead of being dropped', async () => {
    const t = setup()
    await manage(t.store, { action: 'create', name: 'notes', content: skillMd('notes') }, agent)
    const r = await t.cli('rm', 'notes', 'other')
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/^skills: rm: unexpected argument "other"/)
    expect(JSON.parse((await t.cli('list', '--json')).out).skills[0].state).toBe('quarantined')
  })
})

describe('review before promote: show --body, diff, restore', () => {
  it('show --body prints the current SKILL.md after the history', async () => {
    const t = setup()
    await manage(t.store, { action: 'create', name: 'body', content: skillMd('body', 'Check the kiln twice.') }, agent)
    const r = await t.cli('show', 'body', '--body')
    expect(r.code).toBe(0)
    expect(r.out).toContain(`--- SKILL.md (version `)
    expect(r.out).toContain(`${skillMd('body', 'Check the kiln twice.')}--- end of SKILL.md ---\n`)
    expect((await t.cli('show', 'body')).out).not.toContain('Check the kiln twice.')
    expect((await t.cli('list', '--body')).code).toBe(2)
  })

  it('diff with no version compares what rollback would return to with the current version', async () => {
    const t = setup()
    await manage(t.store, { action: 'create', name: 'd', content: skillMd('d', 'Step one: old way.') }, agent)
    await manage(t.store, { action: 'edit', name: 'd', content: skillMd('d', 'Step one: new way.') }, agent)
    const r = await t.cli('diff', 'd')
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^--- \w{12}\/SKILL\.md\n\+\+\+ \w{12}\/SKILL\.md\n@@ /m)
    expect(r.out).toContain('\n-Step one: old way.\n+Step one: new way.\n')
    const [first, second] = JSON.parse((await t.cli('show', 'd', '--json')).out).history.map((h: { version: string }) => h.version)
    // Explicit A B, in either order; the same version twice has no difference.
    expect((await t.cli('diff', 'd', second, first)).out).toContain('\n-Step one: new way.\n+Step one: old way.\n')
    expect((await t.cli('diff', 'd', first, first)).out).toBe(`${first} and ${first} have the same files\n`)
    const json = JSON.parse((await t.cli('diff', 'd', first, '--json')).out)
    expect(json).toMatchObject({ from: first, to: second, same: false, files: ['SKILL.md'] })
    const bad = await t.cli('diff', 'd', 'zzzz')
    expect(bad.code).toBe(2)
    expect(bad.err).toMatch(/cause: "zzzz" is not a version id/)
    const single = await (async () => {
      await manage(t.store, { action: 'create', name: 'solo', content: skillMd('solo') }, agent)
      return t.cli('diff', 'solo')
    })()
    expect(single.code).toBe(2)
    expect(single.err).toMatch(/has a single version in its rollback history/)
  })

  it('restore brings back a version rollback undid and can no longer reach, files included', async () => {
    const t = setup()
    await manage(t.store, { action: 'create', name: 'r', content: skillMd('r', 'version one') }, agent)
    await manage(t.store, { action: 'edit', name: 'r', content: skillMd('r', 'version two') }, agent)
    await manage(t.store, { action: 'write_file', name: 'r', file_path: 'references/notes.md', file_content: 'two notes\n' }, agent)
    const shown = JSON.parse((await t.cli('show', 'r', '--json')).out)
    const lost = shown.history[2].version as string
    // Two rollbacks: back to version one; the undone versions are off the stack.
    expect((await t.cli('rollback', 'r')).code).toBe(0)
    expect((await t.cli('rollback', 'r')).code).toBe(0)
    expect(readFileSync(t.file('r'), 'utf8')).toContain('version one')
    expect((await t.cli('rollback', 'r')).code).toBe(1)
    const after = await t.cli('show', 'r')
    expect(after.out).toContain('undone (rollback cannot reach these; skills restore r <version> brings one back):')
    expect(after.out).toContain(`  ${lost}  `)
    expect(JSON.parse((await t.cli('show', 'r', '--json')).out).undone.map((u: { version: string }) => u.version)).toContain(lost)

    const restored = await t.cli('restore', 'r', lost)
    expect(restored.code, restored.err).toBe(0)
    expect(restored.out).toMatch(/^restore r: done/)
    expect(readFileSync(t.file('r'), 'utf8')).toContain('version two')
    expect(readFileSync(join(t.root, '.skill-src/learned/r/references/notes.md'), 'utf8')).toBe('two notes\n')
    // Same files → the same version id as the one restored.
    const head = JSON.parse((await t.cli('show', 'r', '--json')).out)
    expect(head.version).toBe(lost)
    expect(head.history.at(-1).by).toBe('human')
    expect((await t.cli('restore', 'r', lost)).out).toBe(`restore r: no change, ${lost} is already the current version\n`)
    expect((await t.cli('restore', 'r')).code).toBe(2)
    expect((await t.cli('restore', 'r', 'abcdef')).err).toMatch(/cause: no version abcdef in this skill's history/)
  })

  it('restore re-creates a deleted skill from one of its versions', async () => {
    const t = setup()
    await manage(t.store, { action: 'create', name: 'gone', content: skillMd('gone', 'keep me') }, agent)
    const v = JSON.parse((await t.cli('show', 'gone', '--json')).out).version as string
    expect((await t.cli('rm', 'gone')).code).toBe(0)
    expect(existsSync(t.file('gone'))).toBe(false)
    const r = await t.cli('restore', 'gone', v)
    expect(r.code, r.err).toBe(0)
    expect(readFileSync(t.file('gone'), 'utf8')).toBe(skillMd('gone', 'keep me'))
  })
})
