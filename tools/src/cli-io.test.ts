import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import { COMMANDS, COMMAND_DEFS } from './main.ts'
import { HelpRequest, UsageError, argsMessage, helpText, parse, usageLine } from './cli-io.ts'
import { cli } from './_cli-test-kit.ts'

describe('parse', () => {
  const options = { limit: { type: 'string' }, json: { type: 'boolean' } } as const

  it('turns --help or -h into a HelpRequest carrying the usage and exit code 0', () => {
    for (const flag of ['--help', '-h']) {
      let caught: unknown
      try {
        parse(['x', flag], options, 'tool x [--limit N]')
      } catch (err) {
        caught = err
      }
      expect(caught).toBeInstanceOf(HelpRequest)
      expect((caught as HelpRequest).exitCode).toBe(0)
      expect((caught as HelpRequest).message).toBe('usage: tool x [--limit N]')
    }
  })

  it('leaves --help after "--" to the command, as a positional', () => {
    expect(parse(['--', '--help'], options, 'u').positionals).toEqual(['--help'])
  })

  it('says which option is unknown or lacks a value, in one short line, then the usage', () => {
    expect(() => parse(['--bogus'], options, 'tool x')).toThrow(new UsageError('unknown option --bogus (a value that starts with "-" goes after "--")\nusage: tool x'))
    expect(() => parse(['--limit'], options, 'tool x')).toThrow(new UsageError('--limit needs a value\nusage: tool x'))
    expect(() => parse(['--json=yes'], options, 'tool x')).toThrow(new UsageError('--json is a switch and takes no value\nusage: tool x'))
  })

  it('keeps any other message as Node wrote it', () => {
    expect(argsMessage(new Error('something else'))).toBe('something else')
  })
})

describe('<command> --help', () => {
  // bench and eval are included: their --help must not start a measurement.
  it.each(Object.keys(COMMANDS))('%s --help exits 0 with its usage, not "unknown option"', async (name) => {
    const r = await cli(tmpdir(), name, '--help')
    expect(r.code).toBe(0)
    // Asked-for help is the command's output: stdout, so `… --help | less` works.
    expect(r.out).toMatch(/^usage: /)
    expect(r.err).toBe('')
    expect((await cli(tmpdir(), 'help', name)).out).toBe(r.out)
  })

  it('with no command prints the overview on stderr and exits 2; --help prints it on stdout', async () => {
    const none = await cli(tmpdir())
    expect(none.code).toBe(2)
    expect(none.out).toBe('')
    expect(none.err).toContain('usage: dsh-skill-router <command>')
    const help = await cli(tmpdir(), '--help')
    expect(help.code).toBe(0)
    expect(help.out).toContain('usage: dsh-skill-router <command>')
  })

  it.each(COMMAND_DEFS.map((d) => d.name))('%s --help is one usage line, then every option with a sentence, all from its table', async (name) => {
    const def = COMMANDS[name]!
    const r = await cli(tmpdir(), name, '--help')
    const lines = r.out.split('\n')
    expect(lines[0]).toBe(`usage: ${usageLine(def)}`)
    expect(lines[1]).toBe('')
    expect(r.out).toBe(helpText(def) + '\n')
    expect(def.summary).toMatch(/^[A-Z].*\.$/)
    for (const [option, o] of Object.entries(def.options)) {
      // A sentence: a capital, some words, a full stop.
      expect(o.help, `${name} --${option}`).toMatch(/^[A-Z(].{10,}[.)]$/)
      expect(lines.some((l) => l.startsWith(`  --${option}`) && l.endsWith(o.help)), `${name} --${option}`).toBe(true)
    }
  })

  it('the overview lists each command once with its summary', async () => {
    const r = await cli(tmpdir(), '--help')
    for (const d of COMMAND_DEFS) expect(r.out.split('\n').filter((l) => l.startsWith(`  ${d.name} `))).toEqual([expect.stringContaining(d.summary)])
  })

  it('a usage error prints the table\'s usage line and where the full help is', async () => {
    const r = await cli(tmpdir(), 'view', 'a', 'b')
    expect(r.code).toBe(2)
    expect(r.err).toBe(`view: expected one events file, got 2\nusage: ${usageLine(COMMANDS['view']!)}\n(dsh-skill-router view --help explains every option)\n`)
  })

  it.each([
    ['audit', '--top', 'x'],
    ['build-index'],
    ['bench', '--bogus'],
    ['skills', 'frobnicate'],
  ])('%s: a usage error prints exactly one usage line, the table\'s', async (...argv) => {
    const r = await cli(tmpdir(), ...argv)
    expect(r.code).toBe(2)
    expect(r.err.split('\n').filter((l) => l.startsWith('usage: '))).toEqual([`usage: ${usageLine(COMMANDS[argv[0]!]!)}`])
  })

  it('search --help lists every flag search takes', async () => {
    const r = await cli(tmpdir(), 'search', '--help')
    for (const flag of ['--library', '--index', '--json', '--explain', '--limit', '--repo', '--names-only', '--batch']) expect(r.out + r.err).toContain(flag)
  })

  it('a usage error names the command once', async () => {
    const r = await cli(tmpdir(), 'build-index')
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/^build-index: missing the library folder/)
    expect((await cli(tmpdir(), 'search')).err).toMatch(/^search: missing the query\n/)
    expect((await cli(tmpdir(), 'skills', 'show')).err).toMatch(/^skills: show needs a skill name\n/)
  })
})

describe('a single-value option given twice', () => {
  it.each([
    ['search', 'pdf', '--limit', '3', '--limit', '5'],
    ['load', 'x', '--repo', 'a', '--repo', 'b'],
    ['doctor', '--library', 'a', '--library', 'b'],
  ])('%s: is a usage error naming both values', async (...argv) => {
    const r = await cli(tmpdir(), ...argv)
    expect(r.code).toBe(2)
    const flag = argv.find((a) => a.startsWith('--'))!
    expect(r.err).toMatch(new RegExp(`^${argv[0]}: ${flag} given twice \\("[^"]+", then "[^"]+"\\): it takes one value, keep the one you mean\\n`))
  })

  it('switches and multiple-value options may repeat', async () => {
    expect((await cli(tmpdir(), 'search', 'pdf', '--json', '--json', '--library', tmpdir() + '/nope-f8')).err).not.toContain('given twice')
    expect((await cli(tmpdir(), 'eval', '--queries', 'a-f8', '--queries', 'b-f8')).err).not.toContain('given twice')
  })
})

describe('README\'s Command line section', () => {
  it('names every option of every command\'s table, and the size caps', async () => {
    const { readFileSync } = await import('node:fs')
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    const start = readme.indexOf('\n## Command line')
    const section = readme.slice(start, readme.indexOf('\n## ', start + 5))
    const missing = COMMAND_DEFS.flatMap((d) => Object.keys(d.options).filter((k) => !section.includes(`--${k}`)).map((k) => `${d.name} --${k}`))
    expect(missing).toEqual([])
    for (const cap of ['2 MiB', '4 MiB', '60,000 characters']) expect(section).toContain(cap)
  })
})
