/**
 * The index parser's record splitter as it was before issue 18's session 5 (a character loop, a
 * decode per line), kept unchanged for index-file.test.ts: the parser in use must read every text, well formed or
 * not, with or without its bytes, exactly as this one did. Not used by any code path.
 */
import { parseIndexWith } from './index-file.ts'
import type { ParsedIndex } from './index-file.ts'
import type { Problem } from './types.ts'

/** Splits TSV text into records of fields, honouring quotes; recovers from an unterminated quote. */
function splitRecords(text: string, problems: Problem[], bytes?: Uint8Array): { fields: string[]; line: number }[] {
  const records: { fields: string[]; line: number }[] = []
  // With the text's UTF-8 bytes, a fast-path line is decoded from them on its own: its fields are
  // then slices of that one line, not of the whole text, which a slice would keep alive (twice its
  // size when any row holds CJK) as long as the rows live (issue 18: heap at 100,000 rows).
  const decoder = bytes ? new TextDecoder('utf-8', { ignoreBOM: true }) : undefined
  let byteAt = 0
  let byteLine = 1
  /** Lines first … last (1-based) decoded from the bytes: without the last line's CR, or (`whole`) with its CR and LF. */
  const linesFromBytes = (first: number, last: number, whole = false): string => {
    const b = bytes!
    for (; byteLine < first; byteLine++) byteAt = b.indexOf(10, byteAt) + 1
    let end = byteAt - 1
    for (let l = first; l <= last; l++) {
      end = b.indexOf(10, end + 1)
      if (end < 0) {
        end = b.length
        break
      }
    }
    const stop = whole ? Math.min(end + 1, b.length) : end > byteAt && b[end - 1] === 13 ? end - 1 : end
    const decoded = decoder!.decode(b.subarray(byteAt, stop))
    byteAt = end + 1
    byteLine = last + 1
    return decoded
  }
  const lineFromBytes = (from: number, to: number, target: number): string => {
    const decoded = linesFromBytes(target, target)
    // Bytes that are not this text's (a caller's mistake) never change what is read.
    return decoded.length === to - from ? decoded : text.slice(from, to)
  }
  let recordStart = 0
  /**
   * A record the character loop read: its fields hold pieces of the whole text, so with bytes it
   * is read again from its own lines, decoded apart (the same fields, none holding the text).
   */
  const detached = (fields: string[], endChar: number, lastLine: number): string[] => {
    if (!decoder) return fields
    // The record with its own line end, so the loop reads exactly the characters it read before.
    const end = endChar < n ? endChar + 1 : endChar
    const own = linesFromBytes(recordLine, lastLine, true)
    if (own.length !== end - recordStart) return fields
    const again = splitRecords(own, [])
    return again.length === 1 && again[0]!.fields.length === fields.length ? again[0]!.fields : fields
  }
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let i = 0
  const n = text.length
  let nextQuote = text.indexOf('"')
  const endRecord = (endChar: number) => {
    fields.push(field)
    field = ''
    if (!(fields.length === 1 && fields[0] === '')) records.push({ fields: detached(fields, endChar, line), line: recordLine })
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
        const to = text.charCodeAt(nl - 1) === 13 && nl > i ? nl - 1 : nl
        const lineText = decoder ? lineFromBytes(i, to, line) : text.slice(i, to)
        if (lineText !== '') records.push({ fields: lineText.split('\t'), line })
        line++
        recordLine = line
        i = nl + 1
        recordStart = i
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
      // Runs between quotes are taken as slices: a character at a time made a string of one node
      // per character (a 200-character description held thousands of nodes until something read it).
      let run = j
      while (j < n) {
        const c = text.charCodeAt(j)
        if (c === 34) {
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
        if (c === 10) newlines++
        j++
      }
      if (!closed) value += text.slice(run, j)
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
      endRecord(i)
      line++
      recordLine = line
      i++
      recordStart = i
      continue
    }
    field += ch
    i++
  }
  if (field === '\u0000EMPTY') field = ''
  if (field !== '' || fields.length > 0) endRecord(n)
  return records
}

/** parseIndex with the old splitter: everything after the split is parseIndex's own code. */
export function parseIndexReference(input: string, bytes?: Uint8Array): ParsedIndex {
  return parseIndexWith(splitRecords, input, bytes)
}
