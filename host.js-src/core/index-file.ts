import type { Problem, SkillRow } from './types.ts'

/**
 * The index contract (docs/index-contract.md): `skill-index.tsv`, one skill a row, columns
 * `repo, relpath, name, description, files, KB[, whenToUse[, keywords]]`, tab-separated with
 * CSV-style double quoting. The header is recognised by its shape; extra columns are tolerated.
 */

export const INDEX_COLUMNS = ['repo', 'relpath', 'name', 'description', 'files', 'KB'] as const
export const INDEX_OPTIONAL_COLUMN = 'whenToUse'
/** 8th column: body keywords (core/keywords.ts), written only when some row has them. */
export const INDEX_KEYWORDS_COLUMN = 'keywords'

export interface ParsedIndex {
  rows: SkillRow[]
  problems: Problem[]
}

/** Splits TSV text into records of fields, honouring quotes; recovers from an unterminated quote. */
function splitRecords(text: string, problems: Problem[]): { fields: string[]; line: number }[] {
  const records: { fields: string[]; line: number }[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let i = 0
  const n = text.length
  let nextQuote = text.indexOf('"')
  const endRecord = () => {
    fields.push(field)
    field = ''
    if (!(fields.length === 1 && fields[0] === '')) records.push({ fields, line: recordLine })
    fields = []
  }
  while (i < n) {
    // Fast path: a whole line without quotes is split on tabs at once (almost every generated row;
    // the character loop below costs ~10× more on a 10,000-row index).
    if (field === '' && fields.length === 0) {
      let nl = text.indexOf('\n', i)
      if (nl < 0) nl = n
      // The next quote is searched again only once the scan has passed it (linear overall).
      if (nextQuote !== -1 && nextQuote < i) nextQuote = text.indexOf('"', i)
      if (nextQuote < 0 || nextQuote > nl) {
        const lineText = text.charCodeAt(nl - 1) === 13 && nl > i ? text.slice(i, nl - 1) : text.slice(i, nl)
        if (lineText !== '') records.push({ fields: lineText.split('\t'), line })
        line++
        recordLine = line
        i = nl + 1
        continue
      }
    }
    const atFieldStart = field === ''
    const ch = text[i]
    if (atFieldStart && ch === '"') {
      // Quoted field: runs to a lone closing quote.
      let j = i + 1
      let value = ''
      let closed = false
      let newlines = 0
      while (j < n) {
        const c = text[j]
        if (c === '"') {
          if (text[j + 1] === '"') {
            value += '"'
            j += 2
            continue
          }
          closed = true
          j++
          break
        }
        if (c === '\n') newlines++
        value += c
        j++
      }
      const next = text[j]
      if (closed && (j >= n || next === '\t' || next === '\n' || next === '\r')) {
        field = value
        line += newlines
        i = j
        // An empty quoted field must still count as a field: mark it by leaving i at the separator.
        if (value === '') field = '\u0000EMPTY'
        continue
      }
      problems.push({
        code: 'E_INDEX_ROW',
        line,
        message: `index line ${line}: a quoted field is not closed properly; read it as plain text up to the end of the line`,
      })
      // Recovery: read the field as plain text to the next tab or line end.
      let k = i
      while (k < n && text[k] !== '\t' && text[k] !== '\n') k++
      field = text.slice(i, k).replace(/\r$/, '')
      i = k
      continue
    }
    if (ch === '\t') {
      fields.push(field === '\u0000EMPTY' ? '' : field)
      field = ''
      i++
      continue
    }
    if (ch === '\r' && text[i + 1] === '\n') {
      i++
      continue
    }
    if (ch === '\n') {
      if (field === '\u0000EMPTY') field = ''
      endRecord()
      line++
      recordLine = line
      i++
      continue
    }
    field += ch
    i++
  }
  if (field === '\u0000EMPTY') field = ''
  if (field !== '' || fields.length > 0) endRecord()
  return records
}

function isHeader(fields: string[]): boolean {
  const low = fields.map((f) => f.trim().toLowerCase())
  return low[0] === 'repo' && low[1] === 'relpath' && low[2] === 'name'
}

function toCount(value: string | undefined): number {
  const n = Number((value ?? '').trim())
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0
}

/** Parses index text. Never throws: bad rows become problems and are skipped. */
export function parseIndex(input: string): ParsedIndex {
  const problems: Problem[] = []
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  if (text.includes('\u0000')) {
    return {
      rows: [],
      problems: [{ code: 'E_INDEX_BINARY', message: 'the index holds binary bytes (NUL); it is not a TSV file — rebuild it with build-index' }],
    }
  }
  const records = splitRecords(text, problems)
  let columns: Record<string, number> = { repo: 0, relpath: 1, name: 2, description: 3, files: 4, kb: 5, whentouse: 6, keywords: 7 }
  let start = 0
  const first = records[0]
  if (first && isHeader(first.fields)) {
    columns = {}
    first.fields.forEach((f, idx) => {
      const key = f.trim().toLowerCase()
      if (!(key in columns)) columns[key] = idx
    })
    start = 1
  }
  const col = (fields: string[], key: string): string | undefined => {
    const idx = columns[key]
    return idx === undefined ? undefined : fields[idx]
  }
  const rows: SkillRow[] = []
  for (let r = start; r < records.length; r++) {
    const rec = records[r]!
    const f = rec.fields
    if (f.length < 3) {
      problems.push({ code: 'E_INDEX_ROW', line: rec.line, message: `index line ${rec.line}: ${f.length} column(s), expected at least 6 (repo, relpath, name, …); row skipped` })
      continue
    }
    const name = (col(f, 'name') ?? '').trim()
    const repo = (col(f, 'repo') ?? '').trim()
    if (!name || !repo) {
      problems.push({ code: 'E_INDEX_ROW', line: rec.line, message: `index line ${rec.line}: empty ${name ? 'repo' : 'name'}; row skipped` })
      continue
    }
    if (f.length < 6) {
      problems.push({ code: 'E_INDEX_ROW', line: rec.line, message: `index line ${rec.line}: ${f.length} columns, expected 6 to 8; missing ones read as empty` })
    }
    const row: SkillRow = {
      repo,
      relpath: (col(f, 'relpath') ?? '').trim().replace(/^\/+|\/+$/g, ''),
      name,
      description: col(f, 'description') ?? '',
      files: toCount(col(f, 'files')),
      kb: toCount(col(f, 'kb')),
    }
    const when = col(f, 'whentouse')
    if (when) row.whenToUse = when
    const keywords = col(f, 'keywords')
    if (keywords) row.keywords = keywords
    rows.push(row)
  }
  return { rows, problems }
}

/** Quotes a field when it holds a tab, line break or quote. A NUL cannot be stored (parseIndex refuses NUL as binary), so it becomes U+FFFD. */
function quoteField(raw: string): string {
  const value = raw.includes('\u0000') ? raw.replace(/\u0000/g, '\uFFFD') : raw
  if (value === '' || !/[\t\n\r"]/.test(value)) return value
  return '"' + value.replace(/"/g, '""') + '"'
}

/**
 * Writes the index: header, then one line per row, LF endings. The 7th column (whenToUse) only
 * when some row has one or the 8th is written; the 8th (keywords) only when some row has keywords,
 * so an index without them is byte for byte what older versions wrote.
 */
export function serializeIndex(rows: readonly SkillRow[]): string {
  const withKeywords = rows.some((r) => r.keywords)
  const withWhen = withKeywords || rows.some((r) => r.whenToUse)
  const header: string[] = [...INDEX_COLUMNS]
  if (withWhen) header.push(INDEX_OPTIONAL_COLUMN)
  if (withKeywords) header.push(INDEX_KEYWORDS_COLUMN)
  const lines = [header.join('\t')]
  for (const r of rows) {
    const cells = [r.repo, r.relpath, r.name, r.description, String(r.files), String(r.kb)]
    if (withWhen) cells.push(r.whenToUse ?? '')
    if (withKeywords) cells.push(r.keywords ?? '')
    lines.push(cells.map(quoteField).join('\t'))
  }
  return lines.join('\n') + '\n'
}
