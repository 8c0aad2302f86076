/**
 * Tool calls written inside a `run_code` program. Code Mode exposes every tool as a member of the
 * `tools` object (`tools.skill_load({...})`, `tools["skill_ref"]({...})`, or in Python
 * `tools.skill_load(names=[...])`), so a skill load can hide inside program text. This finds such
 * calls without running anything: it reads the argument text as JSON when it is JSON, and
 * otherwise picks out literal `key: value` / `key=value` pairs. Values computed at run time
 * (`tools.skill_load({ name: pick })`) cannot be read from text; they come back with `args`
 * holding only what was literal, and the ledger counts them as unnamed.
 */

/** One call found in program text. */
export interface EmbeddedCall {
  /** The member name after `tools.`, e.g. `skill_load`. */
  tool: string
  /** Literal arguments that could be read; `{}` when none could. */
  args: Record<string, unknown>
  /** Character offset of the call in the program, to keep calls in program order. */
  at: number
}

const CALL = /\btools\s*(?:\?\.|\.)\s*([A-Za-z_$][\w$]*)\s*\(|\btools\s*(?:\?\.)?\s*\[\s*(["'`])([^"'`\n]+)\2\s*\]\s*\(/g

/** Every `tools.<name>(…)` call in `code` whose name `wanted` accepts, in program order. */
export function findEmbeddedCalls(code: string, wanted: (tool: string) => boolean): EmbeddedCall[] {
  const out: EmbeddedCall[] = []
  for (const m of code.matchAll(CALL)) {
    const tool = m[1] ?? m[3]
    if (!tool || !wanted(tool)) continue
    const open = (m.index ?? 0) + m[0].length
    const text = balancedArgs(code, open)
    out.push({ tool, args: readArgs(text), at: m.index ?? 0 })
  }
  return out
}

/** Text between the `(` that ends at `open` and its matching `)`; the rest of the code if unbalanced. */
export function balancedArgs(code: string, open: number): string {
  let depth = 0
  let quote = ''
  for (let i = open; i < code.length; i++) {
    const c = code[i]
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = ''
      continue
    }
    if (c === '"' || c === "'" || c === '`') quote = c
    else if (c === '(' || c === '[' || c === '{') depth++
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return code.slice(open, i)
      depth--
    }
  }
  return code.slice(open)
}

/**
 * Arguments from the text inside the call's parentheses: JSON when it parses as an object,
 * otherwise every top-level `key: <string literal>` or `key: [<string literals>]` pair (`=` for
 * Python keyword arguments). Booleans and numbers are kept too; anything computed is left out.
 * Strings are skipped whole, so `description: "name: x"` does not produce a `name`.
 */
export function readArgs(text: string): Record<string, unknown> {
  const trimmed = text.trim()
  if (trimmed.startsWith('{')) {
    try {
      const v: unknown = JSON.parse(trimmed)
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>
    } catch {
      // Not JSON (a JS object literal); read the literal pairs below.
    }
  }
  const out: Record<string, unknown> = {}
  // Pairs sit at depth 1 inside `{…}` (JS) or at depth 0 (Python keyword arguments).
  let depth = 0
  let i = 0
  while (i < trimmed.length) {
    const c = trimmed[i] as string
    let key: string | undefined
    let end = i + 1
    if (c === '"' || c === "'" || c === '`') {
      const s = readString(trimmed, i)
      if (!s) break
      if (!s.computed) key = s.value
      end = s.end
    } else if (/[A-Za-z_$]/.test(c) && !/[\w$]/.test(trimmed[i - 1] ?? '')) {
      const ident = /^[A-Za-z_$][\w$]*/.exec(trimmed.slice(i))?.[0] ?? c
      key = ident
      end = i + ident.length
    } else if (c === '(' || c === '[' || c === '{') depth++
    else if (c === ')' || c === ']' || c === '}') depth--
    if (key !== undefined && depth <= 1) {
      const sep = /^\s*(:|=(?![=>]))\s*/.exec(trimmed.slice(end))
      if (sep) {
        const value = readLiteral(trimmed, end + sep[0].length)
        if (value && !(key in out)) out[key] = value.value
        i = value ? value.end : end + sep[0].length
        continue
      }
    }
    i = end
  }
  return out
}

/** A string, a list of strings, a boolean or a number written at `at`, with its end; undefined otherwise. */
function readLiteral(text: string, at: number): { value: unknown; end: number } | undefined {
  const c = text[at]
  if (c === '"' || c === "'" || c === '`') {
    const s = readString(text, at)
    return s && !s.computed ? s : undefined
  }
  if (c === '[') {
    const items: string[] = []
    let i = at + 1
    for (;;) {
      while (i < text.length && /[\s,]/.test(text[i] ?? '')) i++
      if (text[i] === ']') return { value: items, end: i + 1 }
      const s = readString(text, i)
      if (!s || s.computed) return undefined
      items.push(s.value)
      i = s.end
    }
  }
  const word = /^(true|false|True|False|-?\d+(?:\.\d+)?)\b/.exec(text.slice(at))?.[1]
  if (word === undefined) return undefined
  const end = at + word.length
  if (word === 'true' || word === 'True') return { value: true, end }
  if (word === 'false' || word === 'False') return { value: false, end }
  return { value: Number(word), end }
}

/**
 * A quoted string literal starting at `at`, with its end offset; undefined when it never closes.
 * `computed` marks a template literal with `${…}`: its value is known only at run time.
 */
function readString(text: string, at: number): { value: string; end: number; computed: boolean } | undefined {
  const quote = text[at]
  if (quote !== '"' && quote !== "'" && quote !== '`') return undefined
  let value = ''
  for (let i = at + 1; i < text.length; i++) {
    const c = text[i] as string
    if (c === '\\') {
      const next = text[i + 1] ?? ''
      value += ESCAPES[next] ?? next
      i++
    } else if (c === quote) {
      return { value, end: i + 1, computed: quote === '`' && value.includes('${') }
    } else value += c
  }
  return undefined
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r' }
