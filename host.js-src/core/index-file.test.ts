import fc from 'fast-check'
import { parseIndexReference } from './index-file.reference.ts'
import { describe, expect, it } from 'vitest'
import { parseIndex, serializeIndex } from './index-file.ts'
import type { ProblemCode, SkillRow } from './types.ts'

const HEADER = 'repo\trelpath\tname\tdescription\tfiles\tKB'
const row = (over: Partial<SkillRow> = {}): SkillRow => ({ repo: 'acme', relpath: 'skills/pdf', name: 'pdf', description: 'Fill PDF forms', files: 2, kb: 3, ...over })

describe('parseIndex', () => {
  /** Each case: index text → the rows it must read, and the problem codes it must record. */
  const cases: Record<string, [text: string, rows: SkillRow[], problems: ProblemCode[]]> = {
    /** Header recognised by its shape */
    'plain header, LF': [`${HEADER}\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\n`, [row()], []],
    'CRLF line endings': [`${HEADER}\r\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\r\n`, [row()], []],
    'BOM before the header': [`\uFEFF${HEADER}\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\n`, [row()], []],
    'quoted header cells': [`"repo"\t"relpath"\t"name"\t"description"\t"files"\t"KB"\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\n`, [row()], []],
    'header in other case and column order tolerated by name': [
      `REPO\tRELPATH\tNAME\tkb\tfiles\tdescription\nacme\tskills/pdf\tpdf\t3\t2\tFill PDF forms\n`,
      [row()],
      [],
    ],
    'no header: the contract column order': ['acme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\n', [row()], []],
    'no trailing newline': [`${HEADER}\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3`, [row()], []],
    /** Columns */
    'extra columns are tolerated': [`${HEADER}\tstars\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\t99\n`, [row()], []],
    'whenToUse 7th column': [`${HEADER}\twhenToUse\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\twhen a form arrives\n`, [row({ whenToUse: 'when a form arrives' })], []],
    'keywords 8th column': [`${HEADER}\twhenToUse\tkeywords\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\t\tacroform checkbox\n`, [row({ keywords: 'acroform checkbox' })], []],
    'keywords found by header name without whenToUse': [`${HEADER}\tkeywords\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\tacroform\n`, [row({ keywords: 'acroform' })], []],
    'no header: 8th column is keywords': ['acme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\twhen a form arrives\tacroform\n', [row({ whenToUse: 'when a form arrives', keywords: 'acroform' })], []],
    'empty keywords read as absent': [`${HEADER}\twhenToUse\tkeywords\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\t\t\n`, [row()], []],
    'empty whenToUse reads as absent': [`${HEADER}\twhenToUse\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\t\n`, [row()], []],
    'missing optional columns read as empty, with a problem': [`${HEADER}\nacme\tskills/pdf\tpdf\n`, [row({ description: '', files: 0, kb: 0 })], ['E_INDEX_ROW']],
    'a repo-root skill has an empty relpath': [`${HEADER}\nacme\t\tpdf\tFill PDF forms\t2\t3\n`, [row({ relpath: '' })], []],
    'slashes around relpath are dropped': [`${HEADER}\nacme\t/skills/pdf/\tpdf\tFill PDF forms\t2\t3\n`, [row()], []],
    'non-numeric counts read as 0': [`${HEADER}\nacme\tskills/pdf\tpdf\tFill PDF forms\tmany\t-4\n`, [row({ files: 0, kb: 0 })], []],
    /** Quoting */
    'quoted tab, quote and newline in a description': [
      `${HEADER}\nacme\tskills/pdf\tpdf\t"a\tb ""c""\nd"\t2\t3\n`,
      [row({ description: 'a\tb "c"\nd' })],
      [],
    ],
    'empty quoted field': [`${HEADER}\nacme\tskills/pdf\tpdf\t""\t2\t3\n`, [row({ description: '' })], []],
    'CJK description': [`${HEADER}\nlark\tskills/lark-base\tlark-base\t当需要用 lark-cli 操作飞书多维表格时调用\t1\t9\n`, [row({ repo: 'lark', relpath: 'skills/lark-base', name: 'lark-base', description: '当需要用 lark-cli 操作飞书多维表格时调用', files: 1, kb: 9 })], []],
    'unclosed quote is read as plain text to the line end': [
      `${HEADER}\nacme\tskills/pdf\tpdf\t"broken\t2\t3\nacme\tskills/doc\tdoc\tok\t1\t1\n`,
      [row({ description: '"broken' }), row({ relpath: 'skills/doc', name: 'doc', description: 'ok', files: 1, kb: 1 })],
      ['E_INDEX_ROW'],
    ],
    /** Bad rows are skipped, never fatal */
    'blank lines are ignored': [`${HEADER}\n\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\n\n`, [row()], []],
    'too few columns: row skipped': [`${HEADER}\nacme\tskills/pdf\nacme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\n`, [row()], ['E_INDEX_ROW']],
    'empty name: row skipped': [`${HEADER}\nacme\tskills/pdf\t \tx\t1\t1\n`, [], ['E_INDEX_ROW']],
    'binary bytes: nothing read': [`${HEADER}\nacme\tskills/pdf\tpdf\t\u0000\t2\t3\n`, [], ['E_INDEX_BINARY']],
  }
  for (const [name, [text, rows, problems]] of Object.entries(cases)) {
    it(name, () => {
      const parsed = parseIndex(text)
      expect(parsed.rows).toEqual(rows)
      expect(parsed.problems.map((p) => p.code)).toEqual(problems)
    })
  }

  it('names the line of a bad row', () => {
    expect(parseIndex(`${HEADER}\nok\tx\tx\td\t1\t1\nacme\tskills/pdf\n`).problems[0]?.message).toBe(
      'index line 3: 2 column(s), expected at least 6 (repo, relpath, name, …); row skipped',
    )
  })

  it('counts lines inside quoted fields when naming a later bad row', () => {
    const text = `${HEADER}\nacme\ta\ta\t"one\ntwo"\t1\t1\nbad\n`
    expect(parseIndex(text).problems[0]?.line).toBe(4)
  })
})

describe('serializeIndex', () => {
  it('writes the 7th column only when some row has whenToUse', () => {
    expect(serializeIndex([row()]).split('\n')[0]).toBe(HEADER)
    expect(serializeIndex([row(), row({ name: 'b', whenToUse: 'w' })]).split('\n')[0]).toBe(`${HEADER}\twhenToUse`)
  })

  it('writes the 8th column only when some row has keywords, with the 7th before it', () => {
    expect(serializeIndex([row(), row({ name: 'b', whenToUse: 'w' })])).not.toContain('keywords')
    const text = serializeIndex([row(), row({ name: 'b', keywords: 'acroform checkbox' })])
    expect(text.split('\n')[0]).toBe(`${HEADER}\twhenToUse\tkeywords`)
    expect(text.split('\n')[1]).toBe('acme\tskills/pdf\tpdf\tFill PDF forms\t2\t3\t\t')
    expect(text.split('\n')[2]).toBe('acme\tskills/pdf\tb\tFill PDF forms\t2\t3\t\tacroform checkbox')
  })

  it('quotes only fields that need it, LF endings, trailing newline', () => {
    expect(serializeIndex([row({ description: 'say "hi"\tnow' })])).toBe(`${HEADER}\nacme\tskills/pdf\tpdf\t"say ""hi""\tnow"\t2\t3\n`)
  })

  it('replaces a NUL with U+FFFD so the file stays readable text', () => {
    const text = serializeIndex([row({ description: 'a\u0000b' })])
    expect(text).not.toContain('\u0000')
    expect(parseIndex(text).rows[0]?.description).toBe('a\uFFFDb')
  })
})

/** The characters the quoting exists for, mixed in often: random Unicode alone rarely hits them. */
const tricky = fc.array(fc.constantFrom('"', '""', '\t', '\n', '\r', '\r\n', ' ', 'a', '中', '\uFEFF', '😀'), { maxLength: 12 }).map((p) => p.join(''))
/** Strings an index field can hold: any Unicode except NUL (serializeIndex replaces it). */
const text = (unit: 'grapheme' | 'binary') => fc.oneof(fc.string({ unit, maxLength: 40 }), tricky).map((s) => s.replace(/\u0000/g, ''))
/** The identifying fields are trimmed by the parser, so generated ones are trimmed and non-empty. */
const ident = (unit: 'grapheme' | 'binary') =>
  text(unit)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
const relpath = fc.array(fc.stringMatching(/^[\w.\- ]{0,8}[\w.-]$/), { maxLength: 4 }).map((parts) => parts.map((p) => p.trim()).filter(Boolean).join('/'))
const rowArb = (unit: 'grapheme' | 'binary') =>
  fc.record(
    {
      repo: ident(unit),
      relpath,
      name: ident(unit),
      description: text(unit),
      files: fc.nat(),
      kb: fc.nat(),
      whenToUse: text(unit).filter((s) => s !== ''),
      keywords: text(unit).filter((s) => s !== ''),
    },
    { requiredKeys: ['repo', 'relpath', 'name', 'description', 'files', 'kb'] },
  )

describe('parseIndex(serializeIndex(rows))', () => {
  it('gives back the rows, for Unicode text with tabs, quotes, CR and LF', () => {
    fc.assert(
      fc.property(fc.array(rowArb('grapheme'), { maxLength: 8 }), (rows) => {
        const back = parseIndex(serializeIndex(rows))
        expect(back.problems).toEqual([])
        expect(back.rows).toEqual(rows)
      }),
      { numRuns: 400 },
    )
  })

  it('reads the same rows and problems with the text\'s UTF-8 bytes at hand (rows then cut per line), CRLF and BOM included', () => {
    fc.assert(
      fc.property(fc.array(rowArb('grapheme'), { maxLength: 8 }), fc.boolean(), fc.boolean(), fc.boolean(), (rows, crlf, bom, cut) => {
        let text = serializeIndex(rows)
        if (crlf) text = text.replace(/\n/g, '\r\n')
        if (bom) text = '\uFEFF' + text
        // A file cut short mid-row: an unclosed quote, a short row.
        // (Never inside a surrogate pair: a lone surrogate has no UTF-8, so no bytes could be the text's.)
        if (cut) text = text.slice(0, Math.floor(text.length * 0.7)).replace(/[\uD800-\uDBFF]$/, '')
        expect(parseIndex(text, new TextEncoder().encode(text))).toEqual(parseIndex(text))
      }),
      { numRuns: 400 },
    )
  })

  it('gives back the rows for any UTF-16 string, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.array(rowArb('binary'), { maxLength: 6 }), (rows) => {
        expect(parseIndex(serializeIndex(rows)).rows).toEqual(rows)
      }),
      { numRuns: 300 },
    )
  })

  it('survives CRLF conversion of the whole file when no field holds a line break', () => {
    const oneLine = (s: string) => s.replace(/[\r\n]/g, ' ')
    const flat = rowArb('grapheme')
      .map((r) => {
        const out: SkillRow = { ...r, repo: oneLine(r.repo).trim(), name: oneLine(r.name).trim(), description: oneLine(r.description) }
        if (r.whenToUse !== undefined) out.whenToUse = oneLine(r.whenToUse)
        if (r.keywords !== undefined) out.keywords = oneLine(r.keywords)
        return out
      })
      .filter((r) => r.repo !== '' && r.name !== '')
    fc.assert(
      fc.property(fc.array(flat, { maxLength: 6 }), (rows) => {
        const crlf = serializeIndex(rows).replace(/\n/g, '\r\n')
        expect(parseIndex(crlf).rows).toEqual(parseIndex(serializeIndex(rows)).rows)
      }),
      { numRuns: 200 },
    )
  })
})

describe('parseIndex against the parser it replaced (index-file.reference.ts)', () => {
  // Text built from the pieces a parser can trip on: quotes, doubled quotes, tabs, CR, LF, a BOM,
  // non-ASCII and astral characters, beside rows as build-index writes them.
  const piece = fc.constantFrom('"', '""', '\t', '\n', '\r', '\r\n', ' ', 'a', 'bc', 'x"y', '中', 'é', '😀', '\uFEFF', 'repo\trelpath\tname', '1', '/')
  const messy = fc.array(piece, { maxLength: 40 }).map((p) => p.join(''))
  const written = fc.array(rowArb('grapheme'), { maxLength: 6 }).map((rows) => serializeIndex(rows))
  const anyText = fc.oneof(messy, written, fc.tuple(written, messy, written).map((t) => t.join('')))

  it('reads the same rows and problems from any text, without and with its UTF-8 bytes', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, crlf) => {
        const t = crlf ? text.replace(/\n/g, '\r\n') : text
        const bytes = new TextEncoder().encode(t)
        expect(parseIndex(t)).toEqual(parseIndexReference(t))
        expect(parseIndex(t, bytes)).toEqual(parseIndexReference(t, bytes))
      }),
      { numRuns: 3000 },
    )
  })

  it('cuts the rows of ASCII lines from their block and the others from their own line, the same strings either way', () => {
    const text = 'repo\trelpath\tname\tdescription\tfiles\tKB\na\tp\tn1\tplain\t1\t2\nb\tq\tn2\t中文 words\t1\t2\r\nc\tr\tn3\t"say ""hi"""\t1\t2\nd\ts\tn4\tlast\t3\t4'
    const got = parseIndex(text, new TextEncoder().encode(text))
    expect(got).toEqual(parseIndexReference(text, new TextEncoder().encode(text)))
    expect(got.rows.map((r) => r.description)).toEqual(['plain', '中文 words', 'say "hi"', 'last'])
  })
})
