import { parse as parseYaml } from 'yaml'
import type { Problem, SkillMeta } from './types.ts'

const DESCRIPTION_MAX = 1024

function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map((v) => asText(v) ?? '').join(' ').trim()
  return undefined
}

/** One line of prose: the first paragraph that is not a heading, fence, list marker soup or comment. */
export function firstParagraph(body: string): string {
  const lines = body.split('\n')
  let inFence = false
  let inComment = false
  const para: string[] = []
  for (const raw of lines) {
    const line = raw.trim()
    if (line.startsWith('```') || line.startsWith('~~~')) {
      if (para.length) break
      inFence = !inFence
      continue
    }
    if (inFence) continue
    if (inComment) {
      if (line.includes('-->')) inComment = false
      continue
    }
    if (line.startsWith('<!--')) {
      if (!line.includes('-->')) inComment = true
      continue
    }
    if (line === '') {
      if (para.length) break
      continue
    }
    if (line.startsWith('#') || /^[-*_=]{3,}$/.test(line) || line.startsWith('|')) {
      if (para.length) break
      continue
    }
    para.push(line.replace(/^>\s?/, ''))
  }
  return para.join(' ').replace(/\s+/g, ' ').slice(0, DESCRIPTION_MAX)
}

/**
 * The top-level `key: value` lines of frontmatter that is not valid YAML, each value taken as the
 * plain text after the first ": " (so `description: Edit workbooks: formulas, charts` keeps its
 * colon), with indented lines below a key folded in. Skill authors write such lines often; the
 * strict parse rejects them, and the description is what search needs most.
 */
export function salvageKeyLines(yamlText: string): Record<string, string> {
  const out: Record<string, string> = {}
  let key: string | undefined
  for (const line of yamlText.split('\n')) {
    const m = /^([A-Za-z_][\w-]*):(?:[ \t]+(.*))?$/.exec(line)
    if (m) {
      key = m[1] as string
      if (!(key in out)) out[key] = (m[2] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2')
      else key = undefined
      continue
    }
    if (key && /^[ \t]+\S/.test(line)) out[key] = `${out[key]} ${line.trim()}`.trim()
    else if (line.trim() !== '') key = undefined
  }
  // A block-scalar indicator alone (`|`, `>-`) carries no text of its own; a value that opens a
  // flow collection, alias, anchor or tag is YAML we could not read, not text: leave it out.
  for (const k of Object.keys(out)) {
    const v = (out[k] as string).replace(/^[|>][+-]?\s*/, '')
    if (/^[[{&*!]/.test(v)) delete out[k]
    else out[k] = v
  }
  return out
}

/** A key the fast path reads: a plain word, not `__proto__` (the library would set it as data). */
const PLAIN_KEY = /^([A-Za-z_][A-Za-z0-9_-]*):[ ]+(\S.*)$/
/** Characters a plain or quoted value may hold on the fast path (printable, no tab, no surrogate). */
const PLAIN_CHARS = /^[\x20-\x7e\u00a0-\ud7ff\ue000-\ufffd]*$/
/** A first character that makes a value YAML syntax (indicator, quote, number, sign, null, anchor, tag…). */
const NOT_PLAIN_START = /^[-?:,[\]{}#&*!|>'"%@`0-9+.~]/
/** Words YAML reads as null or booleans (1.1 spellings too, to stay on the safe side). */
const NOT_PLAIN_WORD = /^(?:null|true|false|yes|no|on|off|y|n)$/i

/**
 * The frontmatter read without the YAML library when every line is a top-level `key: value` whose
 * value is certainly the string it spells: a plain scalar that cannot be a number, boolean, null,
 * comment, alias, tag or nested key (no `: `, no ` #`, no indicator first, no flow brackets), or a
 * double-quoted value without escapes, or a single-quoted one without quotes inside. Keys unique.
 * Undefined for anything else, which the library then reads: most SKILL.md frontmatter is two or
 * three such lines, and the library's parse was a tenth of build-index. Property-tested to give
 * what the library gives whenever it answers (frontmatter.test.ts).
 */
export function plainFrontmatter(yamlText: string): Record<string, string> | undefined {
  const out: Record<string, string> = {}
  let start = 0
  const n = yamlText.length
  while (start < n) {
    let end = yamlText.indexOf('\n', start)
    if (end < 0) end = n
    const line = yamlText.slice(start, end)
    start = end + 1
    if (line === '') continue
    const m = PLAIN_KEY.exec(line)
    if (!m) return undefined
    const key = m[1]!
    const raw = m[2]!.replace(/ +$/, '')
    if (key === '__proto__' || key in out || !PLAIN_CHARS.test(raw)) return undefined
    const c = raw.charCodeAt(0)
    if (c === 34) {
      if (raw.length < 2 || raw.charCodeAt(raw.length - 1) !== 34) return undefined
      const inner = raw.slice(1, -1)
      if (inner.includes('"') || inner.includes('\\')) return undefined
      out[key] = inner
    } else if (c === 39) {
      if (raw.length < 2 || raw.charCodeAt(raw.length - 1) !== 39) return undefined
      const inner = raw.slice(1, -1)
      if (inner.includes("'")) return undefined
      out[key] = inner
    } else {
      if (NOT_PLAIN_START.test(raw) || NOT_PLAIN_WORD.test(raw) || raw.endsWith(':') || /: | #|[[\]{}]/.test(raw)) return undefined
      out[key] = raw
    }
  }
  // An empty block is null to the library (read as no keys by the caller): left to it.
  return Object.keys(out).length ? out : undefined
}

/**
 * Reads a SKILL.md: YAML frontmatter (block scalars, quotes, CRLF, BOM) for name, description and
 * whenToUse; without frontmatter the name comes from the folder and the description from the first
 * paragraph, and a problem is recorded. Never throws.
 */
export function parseFrontmatter(text: string, folderName: string, path?: string): SkillMeta {
  const problems: Problem[] = []
  const clean = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n?/g, '\n')
  let data: Record<string, unknown> | undefined
  let body = clean
  const open = /^---[ \t]*\n/.exec(clean)
  if (open) {
    const rest = clean.slice(open[0].length)
    const close = /^(?:---|\.\.\.)[ \t]*$/m.exec(rest)
    if (close) {
      const yamlText = rest.slice(0, close.index)
      body = rest.slice(close.index + close[0].length).replace(/^\n/, '')
      const plain = plainFrontmatter(yamlText)
      if (plain) data = plain
      else try {
        const parsed: unknown = parseYaml(yamlText, { prettyErrors: false, uniqueKeys: false })
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>
        else if (parsed !== null && parsed !== undefined) {
          problems.push({ code: 'E_BAD_YAML', path, message: 'frontmatter is not a mapping of keys to values' })
        } else data = {}
      } catch (err) {
        const detail = err instanceof Error ? err.message.split('\n')[0] : String(err)
        data = salvageKeyLines(yamlText)
        const keys = Object.keys(data)
        problems.push({ code: 'E_BAD_YAML', path, message: `frontmatter is not valid YAML: ${detail}${keys.length ? `; read its ${keys.join(', ')} line${keys.length === 1 ? '' : 's'} as plain text (quote values that hold ": ")` : ''}` })
      }
    } else {
      problems.push({ code: 'E_NO_FRONTMATTER', path, message: 'frontmatter opens with --- but never closes' })
    }
  } else {
    problems.push({ code: 'E_NO_FRONTMATTER', path, message: 'no YAML frontmatter at the top of the file' })
  }

  // A name is one line: a block-scalar name would otherwise carry its newline into the index.
  const fmName = asText(data?.['name'])?.replace(/\s+/g, ' ')
  const name = fmName || folderName
  if (data && !fmName) problems.push({ code: 'E_NO_NAME', path, message: `frontmatter has no name; using the folder name "${folderName}"` })
  let description = asText(data?.['description']) ?? ''
  if (!description) {
    description = firstParagraph(body)
    if (data) problems.push({ code: 'E_NO_DESCRIPTION', path, message: 'frontmatter has no description' + (description ? '; using the first paragraph' : '') })
  }
  const whenToUse = asText(data?.['when_to_use'] ?? data?.['whenToUse'] ?? data?.['when-to-use'])
  const meta: SkillMeta = { name, description: description.replace(/\s+/g, ' ').trim(), nameFromFolder: !fmName, body, problems }
  if (whenToUse) meta.whenToUse = whenToUse.replace(/\s+/g, ' ').trim()
  return meta
}
