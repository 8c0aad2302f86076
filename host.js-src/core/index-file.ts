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

/** One record the character reader read: its fields, where the text after it starts, the line it ends on. */
interface ReadRecord {
  fields: string[]
  /** Index just past the record's line end (or the text's end). */
  next: number
  /** Index of the line end that closed it (the text's length when none did). */
  endChar: number
  /** The line the record ends on (1-based; a quoted field may hold line breaks). */
  lastLine: number
}

/**
 * Reads one record from `start` character by character, honouring quotes: a field that opens
 * with a quote runs to a lone closing quote (`""` is one quote) and may hold tabs and line breaks;
 * a quote inside an unquoted field is plain text; a CR before an LF is dropped, a lone CR kept.
 * A quoted field not closed properly is a problem, and is read as plain text to the next tab or
 * line end. Plain runs are taken as slices (one string node per character before).
 */
function readRecord(text: string, start: number, line: number, problems: Problem[]): ReadRecord {
  const n = text.length
  const fields: string[] = []
  let field = ''
  let i = start
  while (i < n) {
    const ch = text.charCodeAt(i)
    if (field === '' && ch === 34) {
      let j = i + 1
      let value = ''
      let closed = false
      let newlines = 0
      // From quote to quote (indexOf), counting the line breaks passed.
      let run = j
      while (j < n) {
        const q = text.indexOf('"', j)
        const stop = q < 0 ? n : q
        for (let nl = text.indexOf('\n', j); nl >= 0 && nl < stop; nl = text.indexOf('\n', nl + 1)) newlines++
        j = stop
        if (q < 0) break
        if (text.charCodeAt(j + 1) === 34) {
          value += text.slice(run, j + 1)
          j += 2
          run = j
          continue
        }
        value += text.slice(run, j)
        closed = true
        j++
        break
      }
      if (!closed) value += text.slice(run, j)
      const next = text.charCodeAt(j)
      if (closed && (j >= n || next === 9 || next === 10 || next === 13)) {
        // An empty quoted field must still count as a field: marked until its separator.
        field = value === '' ? EMPTY : value
        line += newlines
        i = j
        continue
      }
      problems.push({
        code: 'E_INDEX_ROW',
        line,
        message: `index line ${line}: a quoted field is not closed properly; read it as plain text up to the end of the line`,
      })
      let k = i
      while (k < n && text.charCodeAt(k) !== 9 && text.charCodeAt(k) !== 10) k++
      field = text.slice(i, k).replace(/\r$/, '')
      i = k
      continue
    }
    if (ch === 9) {
      fields.push(field === EMPTY ? '' : field)
      field = ''
      i++
      continue
    }
    if (ch === 13 && text.charCodeAt(i + 1) === 10) {
      i++
      continue
    }
    if (ch === 10) {
      fields.push(field === EMPTY ? '' : field)
      return { fields, next: i + 1, endChar: i, lastLine: line }
    }
    if (ch === 13) {
      field += '\r'
      i++
      continue
    }
    let k = i + 1
    while (k < n) {
      const c = text.charCodeAt(k)
      if (c === 9 || c === 10 || c === 13) break
      k++
    }
    field += text.slice(i, k)
    i = k
  }
  fields.push(field === EMPTY ? '' : field)
  return { fields, next: n, endChar: n, lastLine: line }
}

/** Marks an empty quoted field until its separator (it is a field, unlike nothing at all). */
const EMPTY = '\u0000EMPTY'

/** Splits TSV text into records of fields, honouring quotes; recovers from an unterminated quote. */
function splitRecords(text: string, problems: Problem[], bytes?: Uint8Array): { fields: string[]; line: number }[] {
  const records: { fields: string[]; line: number }[] = []
  // With the text's UTF-8 bytes, each record's strings are decoded from its own bytes: its fields
  // are then slices of its own lines, not of the whole text, which a slice would keep alive (twice
  // its size when any row holds CJK) as long as the rows live (issue 18: heap at 100,000 rows).
  const decoder = bytes ? new TextDecoder('utf-8', { ignoreBOM: true }) : undefined
  let byteAt = 0
  let byteLine = 1
  const toLine = (target: number) => {
    for (; byteLine < target; byteLine++) byteAt = bytes!.indexOf(10, byteAt) + 1
  }
  /** Lines first … last (1-based) decoded from the bytes, with the last one's line end. */
  const ownLines = (first: number, last: number): string => {
    const b = bytes!
    toLine(first)
    let end = byteAt - 1
    for (let l = first; l <= last; l++) {
      end = b.indexOf(10, end + 1)
      if (end < 0) {
        end = b.length
        break
      }
    }
    const decoded = decoder!.decode(b.subarray(byteAt, Math.min(end + 1, b.length)))
    byteAt = end + 1
    byteLine = last + 1
    return decoded
  }
  /**
   * Consecutive quote-free lines are decoded together, as one block, and cut from it, as long as
   * they are ASCII: an ASCII block is a one-byte string, so its rows hold no more than their own
   * lines would, and one decode per block costs far less than one per line. A line with other
   * characters is decoded alone, so only it is two bytes a character.
   */
  const block: { from: number; to: number; line: number }[] = []
  let blockChar = 0
  let blockByte = 0
  let blockByteEnd = 0
  let blockCharEnd = 0
  const flush = () => {
    if (!block.length) return
    const decoded = decoder!.decode(bytes!.subarray(blockByte, blockByteEnd))
    // Bytes that are not this text's (a caller's mistake) never change what is read.
    const own = decoded.length === blockCharEnd - blockChar
    for (const l of block) {
      const lineText = own ? decoded.slice(l.from - blockChar, l.to - blockChar) : text.slice(l.from, l.to)
      if (lineText !== '') records.push({ fields: lineText.split('\t'), line: l.line })
    }
    block.length = 0
  }
  /** A quote-free line (chars from … nl, `to` without its CR) into the block or, when not ASCII, read alone. */
  const quoteFree = (from: number, to: number, nl: number, line: number) => {
    const b = bytes!
    toLine(line)
    let end = b.indexOf(10, byteAt)
    if (end < 0) end = b.length
    // As many bytes as UTF-16 units: every character is ASCII (any other takes more bytes than units).
    if (end - byteAt === nl - from) {
      if (!block.length) {
        blockChar = from
        blockByte = byteAt
      }
      block.push({ from, to, line })
      blockCharEnd = nl
      blockByteEnd = end
    } else {
      flush()
      const stop = end > byteAt && b[end - 1] === 13 ? end - 1 : end
      const decoded = decoder!.decode(b.subarray(byteAt, stop))
      const lineText = decoded.length === to - from ? decoded : text.slice(from, to)
      if (lineText !== '') records.push({ fields: lineText.split('\t'), line })
    }
    byteAt = end + 1
    byteLine = line + 1
  }
  const n = text.length
  let line = 1
  let i = 0
  let nextQuote = text.indexOf('"')
  while (i < n) {
    let nl = text.indexOf('\n', i)
    if (nl < 0) nl = n
    // The next quote is searched again only once the scan has passed it (linear overall).
    if (nextQuote !== -1 && nextQuote < i) nextQuote = text.indexOf('"', i)
    if (nextQuote < 0 || nextQuote > nl) {
      // Fast path: a whole line without quotes is split on tabs at once (almost every generated row).
      const to = text.charCodeAt(nl - 1) === 13 && nl > i ? nl - 1 : nl
      if (decoder) quoteFree(i, to, nl, line)
      else if (to > i) records.push({ fields: text.slice(i, to).split('\t'), line })
      line++
      i = nl + 1
      continue
    }
    const r = readRecord(text, i, line, problems)
    let fields = r.fields
    if (decoder) {
      flush()
      // Read again from its own lines, decoded apart: the same fields, none holding the whole text.
      const own = ownLines(line, r.lastLine)
      if (own.length === r.next - i) {
        const again = readRecord(own, 0, 1, [])
        if (again.next === own.length && again.fields.length === fields.length) fields = again.fields
      }
    }
    if (!(fields.length === 1 && fields[0] === '')) records.push({ fields, line })
    line = r.lastLine + 1
    i = r.next
  }
  if (decoder) flush()
  return records
}

function isHeader(fields: string[]): boolean {
  const low = fields.map((f) => f.trim().toLowerCase())
  return low[0] === 'repo' && low[1] === 'relpath' && low[2] === 'name'
}

/** The path without leading and trailing slashes; the regex only when there is one (nearly no row). */
function trimSlashes(p: string): string {
  return p !== '' && (p.charCodeAt(0) === 47 || p.charCodeAt(p.length - 1) === 47) ? p.replace(/^\/+|\/+$/g, '') : p
}

function toCount(value: string | undefined): number {
  const n = Number((value ?? '').trim())
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0
}

/**
 * Parses index text. Never throws: bad rows become problems and are skipped. `bytes`, when the
 * caller has them, must be the text's UTF-8 (a leading BOM either way): the rows are the same, but
 * their strings are then cut from each line alone (see splitRecords), so the rows do not hold the
 * whole text in memory.
 */
export function parseIndex(input: string, bytes?: Uint8Array): ParsedIndex {
  return parseIndexWith(splitRecords, input, bytes)
}

/** A splitter of TSV text into records: the one parseIndex uses, or the reference one its test compares with. */
export type RecordSplitter = (text: string, problems: Problem[], bytes?: Uint8Array) => { fields: string[]; line: number }[]

/** parseIndex with the record splitter given: the BOM, the binary check, the header and the rows are the same for any splitter. */
export function parseIndexWith(split: RecordSplitter, input: string, bytes?: Uint8Array): ParsedIndex {
  const problems: Problem[] = []
  const bom = input.charCodeAt(0) === 0xfeff
  const text = bom ? input.slice(1) : input
  const body = bytes && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes
  if (text.includes('\u0000')) {
    return {
      rows: [],
      problems: [{ code: 'E_INDEX_BINARY', message: 'the index holds binary bytes (NUL); it is not a TSV file — rebuild it with build-index' }],
    }
  }
  const records = split(text, problems, body)
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
  // Each column's place looked up once, not per row (-1: the header has no such column).
  const place = (key: string): number => columns[key] ?? -1
  const cName = place('name')
  const cRepo = place('repo')
  const cRelpath = place('relpath')
  const cDescription = place('description')
  const cFiles = place('files')
  const cKb = place('kb')
  const cWhen = place('whentouse')
  const cKeywords = place('keywords')
  const rows: SkillRow[] = []
  for (let r = start; r < records.length; r++) {
    const rec = records[r]!
    const f = rec.fields
    if (f.length < 3) {
      problems.push({ code: 'E_INDEX_ROW', line: rec.line, message: `index line ${rec.line}: ${f.length} column(s), expected at least 6 (repo, relpath, name, …); row skipped` })
      continue
    }
    const name = (cName < 0 ? '' : (f[cName] ?? '')).trim()
    const repo = (cRepo < 0 ? '' : (f[cRepo] ?? '')).trim()
    if (!name || !repo) {
      problems.push({ code: 'E_INDEX_ROW', line: rec.line, message: `index line ${rec.line}: empty ${name ? 'repo' : 'name'}; row skipped` })
      continue
    }
    if (f.length < 6) {
      problems.push({ code: 'E_INDEX_ROW', line: rec.line, message: `index line ${rec.line}: ${f.length} columns, expected 6 to 8; missing ones read as empty` })
    }
    const row: SkillRow = {
      repo,
      relpath: trimSlashes((cRelpath < 0 ? '' : (f[cRelpath] ?? '')).trim()),
      name,
      description: cDescription < 0 ? '' : (f[cDescription] ?? ''),
      files: toCount(cFiles < 0 ? undefined : f[cFiles]),
      kb: toCount(cKb < 0 ? undefined : f[cKb]),
    }
    const when = cWhen < 0 ? undefined : f[cWhen]
    if (when) row.whenToUse = when
    const keywords = cKeywords < 0 ? undefined : f[cKeywords]
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
