/**
 * Session 6: checks that read the whole document (docs/guard.md, "Session 6"). Each is a class of attack
 * judged by structure the author cannot fake cheaply, not by one sample's wording.
 *
 * Imports: types and leaf modules only (typosquat.ts). doc-rules.ts spreads SESSION6_DOC_RULES into its
 * table, and scan.ts calls the checks; importing either back would be a cycle.
 */
import type { DocRule } from './doc-rules.ts'
import type { Unit } from './normalize.ts'
import { installedNames, oneEditApart } from './typosquat.ts'

// ─── a package installed under a name one letter from the module the document imports ─────────────

/**
 * Pairs whose install name and import name really are one edit apart (both exist and are the same
 * project, or a common old/new pair): `pip install attrs` gives `import attr`.
 */
const REAL_NEAR_PAIRS = new Set(['attrs attr', 'pypdf pypdf2', 'pypdf2 pypdf', 'psycopg psycopg2', 'psycopg2 psycopg', 'boto boto3', 'boto3 boto', 'pyqt5 pyqt6', 'pyqt6 pyqt5', 'markdown markdown2', 'markdown2 markdown', 'pymongo bson', 'jinja jinja2', 'jinja2 jinja', 'docopt docopt-ng'])

/** Module names a document's code imports (Python `import` / `from … import`, JS `require` / `import … from`). */
const PY_IMPORT = /^[ \t]{0,12}(?:from[ \t]{1,4}([A-Za-z_][\w]{0,60})[\w.]{0,80}[ \t]{1,4}import\b|import[ \t]{1,4}([A-Za-z_][\w]{0,60}(?:[ \t]{0,2},[ \t]{0,2}[A-Za-z_][\w]{0,60}){0,8}))/gm
const JS_IMPORT = /\brequire\(\s{0,2}["'](@?[\w.-]{1,80}(?:\/[\w.-]{1,80})?)["']\s{0,2}\)|\bfrom\s{1,3}["'](@?[\w.-]{1,80}(?:\/[\w.-]{1,80})?)["']|^\s{0,12}import\s{1,3}["'](@?[\w.-]{1,80}(?:\/[\w.-]{1,80})?)["']|\bimport\(\s{0,2}["'](@?[\w.-]{1,80}(?:\/[\w.-]{1,80})?)["']\s{0,2}\)/gm

/** How a registry compares names: case and the separators `-` `_` `.` do not count. */
const norm = (n: string) => n.toLowerCase().replace(/[-_.]/g, '-')

function importedModules(text: string): Set<string> {
  const out = new Set<string>()
  for (const m of text.matchAll(PY_IMPORT)) {
    if (m[1]) out.add(norm(m[1]))
    else for (const part of m[2]!.split(',')) out.add(norm(part.trim()))
  }
  for (const m of text.matchAll(JS_IMPORT)) {
    const spec = (m[1] ?? m[2] ?? m[3] ?? m[4])!
    if (spec.startsWith('.')) continue
    // A package's subpath (`lodash/fp`) is the package; a scope keeps its name (`@scope/pkg`).
    out.add(norm(spec.startsWith('@') ? spec : spec.split('/')[0]!))
  }
  return out
}

/** Only names this long are compared: short ones are one edit from too many others. */
const MIN_NAME = 4

export interface NearInstall {
  line: number
  installed: string
  imported: string
}

/**
 * Installs whose package name is one edit from a module the same document imports, and which the
 * document never imports under its own name (`pip install reqeusts` above `import requests`). The code
 * shows which package the author means; the install fetches another one, whose own code runs at
 * install time. That is a typosquat whether or not the real name is on typosquat.ts's popular list.
 */
export function installsNearImports(units: readonly Unit[], body: string): NearInstall[] {
  if (!/\binstall\b|\badd\b|\bnpx\b/.test(body) || !/\bimport\b|\brequire\(/.test(body)) return []
  const imported = importedModules(body)
  if (!imported.size) return []
  const out: NearInstall[] = []
  const seen = new Set<string>()
  for (const u of units) {
    if (u.kind !== 'command' && u.kind !== 'sentence') continue
    if (!/\b(?:pip3?|pipx|uv|poetry|npm|pnpm|yarn|bun|npx|conda|mamba)\b/.test(u.text)) continue
    for (const raw of installedNames(u.text)) {
      const name = norm(raw.replace(/\[.{0,40}\]$/, ''))
      if (name.length < MIN_NAME || imported.has(name) || seen.has(name)) continue
      for (const mod of imported) {
        if (mod.length < MIN_NAME || REAL_NEAR_PAIRS.has(`${name} ${mod}`)) continue
        if (oneEditApart(name, mod) && name.replace(/-/g, '') !== mod.replace(/-/g, '')) {
          seen.add(name)
          out.push({ line: u.line, installed: raw, imported: mod })
          break
        }
      }
    }
  }
  return out
}

export const SESSION6_DOC_RULES: readonly DocRule[] = [
  {
    id: 'sc-install-near-import',
    category: 'supply-chain',
    severity: 'critical',
    computed: true,
    pattern: /\binstall\b/,
    reason: 'installs a package one letter away from the module the same document imports, and never imports the installed name: the code shows the package meant, the install fetches another (a typosquat runs its own code at install)',
  },
]
