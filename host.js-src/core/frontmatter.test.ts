import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { firstParagraph, parseFrontmatter, plainFrontmatter } from './frontmatter.ts'
import type { ProblemCode, SkillMeta } from './types.ts'

type Expected = Partial<Pick<SkillMeta, 'name' | 'description' | 'whenToUse' | 'nameFromFolder'>>

describe('parseFrontmatter', () => {
  /** Each case: SKILL.md text (folder "pdf") → fields it must read, and the problem codes it must record. */
  const cases: Record<string, [text: string, expected: Expected, problems: ProblemCode[]]> = {
    /** Plain */
    'plain name and description': ['---\nname: pdf-forms\ndescription: Fill PDF forms\n---\n# Body\n', { name: 'pdf-forms', description: 'Fill PDF forms', nameFromFolder: false }, []],
    'quoted name (playwright-pro/report)': ['---\nname: "report"\ndescription: \'Generate a report\'\n---\n', { name: 'report', description: 'Generate a report' }, []],
    'colon inside a quoted description': ['---\nname: x\ndescription: "Use when: forms arrive"\n---\n', { description: 'Use when: forms arrive' }, []],
    'empty frontmatter block': ['---\n---\nBody text here.\n', { name: 'pdf', description: 'Body text here.', nameFromFolder: true }, ['E_NO_NAME', 'E_NO_DESCRIPTION']],
    'closing with ... (YAML document end)': ['---\nname: x\ndescription: d\n...\nbody\n', { name: 'x', description: 'd' }, []],
    /** Block scalars (62 in the corpus) */
    'folded >- description, lines joined': ['---\nname: x\ndescription: >-\n  Generate test report.\n  Use when user says "results".\n---\n', { description: 'Generate test report. Use when user says "results".' }, []],
    'folded > description': ['---\nname: x\ndescription: >\n  a\n  b\n---\n', { description: 'a b' }, []],
    'literal | description, newlines read as spaces': ['---\nname: x\ndescription: |\n  line one\n  line two\n---\n', { description: 'line one line two' }, []],
    'literal |- description': ['---\nname: x\ndescription: |-\n  only\n---\n', { description: 'only' }, []],
    /** Encodings and line endings */
    'CRLF file (geomaster, ui-ux-pro-max)': ['---\r\nname: geomaster\r\ndescription: Geospatial science\r\n---\r\n# Geo\r\n', { name: 'geomaster', description: 'Geospatial science' }, []],
    'BOM before the opening ---': ['\uFEFF---\nname: x\ndescription: d\n---\n', { name: 'x', description: 'd' }, []],
    'BOM and CRLF together': ['\uFEFF---\r\nname: x\r\ndescription: >-\r\n  a\r\n  b\r\n---\r\n', { name: 'x', description: 'a b' }, []],
    'CJK description (larksuite lark-base)': [
      '---\nname: lark-base\nversion: 1.2.0\ndescription: "当需要用 lark-cli 操作飞书多维表格（Base）时调用"\n---\n',
      { name: 'lark-base', description: '当需要用 lark-cli 操作飞书多维表格（Base）时调用' },
      [],
    ],
    'emoji and em-dash survive': ['---\nname: x\ndescription: Ship it 🚀 — fast\n---\n', { description: 'Ship it 🚀 — fast' }, []],
    /** whenToUse spellings */
    'when_to_use': ['---\nname: x\ndescription: d\nwhen_to_use: a form arrives\n---\n', { whenToUse: 'a form arrives' }, []],
    'when-to-use, folded': ['---\nname: x\ndescription: d\nwhen-to-use: >-\n  a\n  b\n---\n', { whenToUse: 'a b' }, []],
    /** Odd values */
    'numeric name read as text': ['---\nname: 2048\ndescription: d\n---\n', { name: '2048' }, []],
    'description given as a list is joined': ['---\nname: x\ndescription:\n  - one\n  - two\n---\n', { description: 'one two' }, []],
    'block-scalar name becomes one line': ['---\nname: |\n  two\n  lines\ndescription: d\n---\n', { name: 'two lines' }, []],
    'duplicate key: the last one wins, no crash': ['---\nname: a\nname: b\ndescription: d\n---\n', { name: 'b' }, []],
    /** Problems, never exceptions */
    'no frontmatter: name from the folder, description from the first paragraph': [
      '# Bad Skill\n\nThis skill completely lacks a YAML frontmatter.\n\nMore.\n',
      { name: 'pdf', description: 'This skill completely lacks a YAML frontmatter.', nameFromFolder: true },
      ['E_NO_FRONTMATTER'],
    ],
    'unclosed frontmatter (larksuite bad-skill-unclosed)': ['---\nname: bad\ndescription: "x"\n\n# Title\n', { name: 'pdf', nameFromFolder: true }, ['E_NO_FRONTMATTER']],
    'frontmatter without name (larksuite bad-skill)': ['---\nversion: 1.0.0\nmetadata: {}\n---\n\n# Bad Skill\n\nThis skill is missing fields.\n', { name: 'pdf', description: 'This skill is missing fields.' }, ['E_NO_NAME', 'E_NO_DESCRIPTION']],
    'invalid YAML: the readable key lines are kept, the unreadable name falls back to the folder': ['---\nname: [unclosed\ndescription: d\n---\nBody.\n', { name: 'pdf', description: 'd' }, ['E_BAD_YAML', 'E_NO_NAME']],
    'an unquoted ": " inside a description is read as text': [
      '---\nname: xlsx-editor\ndescription: Edit Excel workbooks: formulas, charts, pivot tables.\nlicense: MIT\n---\nSteps.\n',
      { name: 'xlsx-editor', description: 'Edit Excel workbooks: formulas, charts, pivot tables.', nameFromFolder: false },
      ['E_BAD_YAML'],
    ],
    'salvaged values: quotes stripped, indented lines folded in, a repeated key keeps the first': [
      '---\nname: "a: b"\ndescription: one: two\n  three\nname: z\n---\n',
      { name: 'a: b', description: 'one: two three' },
      ['E_BAD_YAML'],
    ],
    'frontmatter that is a list, not a mapping': ['---\n- a\n- b\n---\nBody.\n', { name: 'pdf' }, ['E_BAD_YAML']],
    'blank description falls back to the first paragraph': ['---\nname: x\ndescription: "  "\n---\n\nFirst para.\n', { description: 'First para.' }, ['E_NO_DESCRIPTION']],
  }
  for (const [name, [text, expected, problems]] of Object.entries(cases)) {
    it(name, () => {
      const meta = parseFrontmatter(text, 'pdf', 'lib/acme/pdf/SKILL.md')
      expect(meta).toMatchObject(expected)
      expect(meta.problems.map((p) => p.code)).toEqual(problems)
      for (const p of meta.problems) expect(p.path).toBe('lib/acme/pdf/SKILL.md')
    })
  }

  it('keeps the body after the closing line, CRLF read as LF', () => {
    expect(parseFrontmatter('---\r\nname: x\r\ndescription: d\r\n---\r\n# Title\r\nText\r\n', 'x').body).toBe('# Title\nText\n')
  })

  it('says what is wrong with invalid YAML in one line', () => {
    const [problem] = parseFrontmatter('---\nname: [unclosed\n---\n', 'x').problems
    expect(problem?.message).toMatch(/^frontmatter is not valid YAML: [^\n]+$/)
  })
})

describe('firstParagraph', () => {
  const cases: Record<string, [body: string, expected: string]> = {
    'skips headings': ['# Title\n## Sub\nThe text.\n', 'The text.'],
    'joins wrapped lines': ['First line\nsecond line.\n\nNext para.', 'First line second line.'],
    'skips code fences': ['```\ncode\n```\nProse.', 'Prose.'],
    'skips HTML comments': ['<!-- note\nmore -->\nProse.', 'Prose.'],
    'skips tables and rules': ['| a | b |\n---\nProse.', 'Prose.'],
    'strips a quote marker': ['> quoted prose', 'quoted prose'],
    'empty body': ['', ''],
  }
  for (const [name, [body, expected]] of Object.entries(cases)) it(name, () => expect(firstParagraph(body)).toBe(expected))
})

const CORPUS = join(__dirname, '../../../shared/corpus/skills')

describe.skipIf(!existsSync(CORPUS))('parseFrontmatter on real corpus files', () => {
  if (!existsSync(CORPUS)) console.log(`skipped: the corpus is not at ${CORPUS}`)
  const read = (rel: string) => readFileSync(join(CORPUS, rel), 'utf8')
  const cases: Record<string, [path: string, expected: Expected, problems: ProblemCode[]]> = {
    'CRLF file': ['K-Dense-AI__claude-scientific-skills/scientific-skills/geomaster/SKILL.md', { name: 'geomaster' }, []],
    'CRLF file with a quoted description': ['sickn33__antigravity-awesome-skills/skills/ui-ux-pro-max/SKILL.md', { name: 'ui-ux-pro-max' }, []],
    'folded >- block scalar': ['alirezarezvani__claude-skills/engineering-team/playwright-pro/skills/report/SKILL.md', { name: 'report', description: 'Generate test report. Use when user says "test report", "results summary", "test status", "show results", "test dashboard", or "how did tests go".' }, []],
    'CJK description': ['larksuite__cli/skills/lark-base/SKILL.md', { name: 'lark-base' }, []],
    'no frontmatter': ['larksuite__cli/scripts/skill-format-check/tests/bad-skill-no-frontmatter/SKILL.md', { name: 'bad-skill-no-frontmatter', nameFromFolder: true }, ['E_NO_FRONTMATTER']],
    'unclosed frontmatter': ['larksuite__cli/scripts/skill-format-check/tests/bad-skill-unclosed-frontmatter/SKILL.md', { nameFromFolder: true }, ['E_NO_FRONTMATTER']],
    'frontmatter without name': ['larksuite__cli/scripts/skill-format-check/tests/bad-skill/SKILL.md', { name: 'bad-skill' }, ['E_NO_NAME', 'E_NO_DESCRIPTION']],
  }
  for (const [name, [path, expected, problems]] of Object.entries(cases)) {
    it(name, () => {
      const folder = path.split('/').at(-2)!
      const meta = parseFrontmatter(read(path), folder, path)
      expect(meta).toMatchObject(expected)
      expect(meta.problems.map((p) => p.code)).toEqual(problems)
    })
  }

  it('reads CJK text as characters, not bytes', () => {
    const meta = parseFrontmatter(read('larksuite__cli/skills/lark-base/SKILL.md'), 'lark-base')
    expect(meta.description.startsWith('当需要用 lark-cli 操作飞书多维表格（Base）时调用')).toBe(true)
  })
})

/** What the YAML library reads, or 'throws': the answer plainFrontmatter must give whenever it gives one. */
function byLibrary(yamlText: string): unknown {
  try {
    return parseYaml(yamlText, { prettyErrors: false, uniqueKeys: false })
  } catch {
    return 'throws'
  }
}

describe('plainFrontmatter', () => {
  const cases: Record<string, [yaml: string, expected: Record<string, string> | undefined]> = {
    'plain lines': ['name: pdf\ndescription: Fill PDF forms, fast.\n', { name: 'pdf', description: 'Fill PDF forms, fast.' }],
    'quoted values, a colon inside': ['name: "pdf"\ndescription: \'Use when: forms\'\n', { name: 'pdf', description: 'Use when: forms' }],
    'a number is left to the library': ['name: 2048\n', undefined],
    'a boolean is left to the library': ['name: yes\n', undefined],
    'an unquoted ": " is left to the library': ['description: a: b\n', undefined],
    'a comment is left to the library': ['name: x # note\n', undefined],
    'a nested block is left to the library': ['name: x\nmetadata:\n  a: b\n', undefined],
    'a repeated key is left to the library': ['name: a\nname: b\n', undefined],
    'an escape in double quotes is left to the library': ['name: "a\\tb"\n', undefined],
  }
  for (const [name, [yaml, expected]] of Object.entries(cases)) {
    it(name, () => {
      expect(plainFrontmatter(yaml)).toEqual(expected)
      if (expected) expect(byLibrary(yaml)).toEqual(expected)
    })
  }

  /** Pieces of values that meet every rule of the fast path. */
  const VALUE = ['a', 'Fill', ' ', 'x:y', ': ', ' #', '#', '"', "'", '\\', '-', '[', ']', '{', '}', ',', '?', '&', '*', '!', '|', '>', '%', '@', '`', '0', '1.5', '+', '.', '~', 'null', 'True', 'no', '处理', '🚀', '\t', '\u0085', '\u00a0', '\ufeff', '=']
  const SAFE = ['a', 'Fill', ' ', 'x:y', 'forms,', '处理', '—', 'PDF', '(v2)']
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.array(fc.constantFrom(...SAFE), { minLength: 1, maxLength: 5 }).map((p) => p.join('')) },
    { weight: 2, arbitrary: fc.array(fc.constantFrom(...SAFE, ...VALUE), { minLength: 1, maxLength: 5 }).map((p) => p.join('')) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  )
  const quoted = value.map((v) => `"${v}"`)
  const single = value.map((v) => `'${v}'`)
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom('name', 'description', 'when_to_use', 'when-to-use', 'license') }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'x1', '-k', 'a b', 'Name') })
  const line = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(key, fc.constantFrom(': ', ': ', ':  ', ':', ': \t'), fc.oneof(value, quoted, single)).map(([k, sep, v]) => `${k}${sep}${v}`) },
    { weight: 1, arbitrary: fc.constantFrom('', '  indented: x', '- item', '# comment', '---') },
  )

  it('gives what the YAML library gives whenever it answers', () => {
    let answered = 0
    fc.assert(
      fc.property(fc.array(line, { maxLength: 4 }), (lines) => {
        const yaml = lines.join('\n')
        const plain = plainFrontmatter(yaml)
        if (plain === undefined) return
        answered++
        expect(byLibrary(yaml)).toEqual(plain)
      }),
      { numRuns: 5000 },
    )
    // The generator must reach the fast path often enough for the property to mean something (~10 %).
    expect(answered).toBeGreaterThan(250)
  })

  it.skipIf(!existsSync(CORPUS))('gives what the YAML library gives on every corpus frontmatter it reads', () => {
    const { readdirSync } = require('node:fs') as typeof import('node:fs')
    let answered = 0
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name))
        else if (e.name === 'SKILL.md') {
          const text = readFileSync(join(dir, e.name), 'utf8').replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
          const block = /^---[ \t]*\n([\s\S]*?)^(?:---|\.\.\.)[ \t]*$/m.exec(text)
          const plain = block ? plainFrontmatter(block[1]!) : undefined
          if (plain === undefined) continue
          answered++
          expect(byLibrary(block![1]!)).toEqual(plain)
        }
      }
    }
    walk(CORPUS)
    expect(answered).toBeGreaterThan(500)
  })
})
