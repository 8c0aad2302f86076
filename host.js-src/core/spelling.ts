/** Spelling: indexed terms one edit from a query word (SymSpell deletions) and prefix terms. */

import { TF_MAX } from './fields.ts'
import type { SearchIndex } from './postings.ts'

/**
 * Deletion index of the vocabulary (SymSpell): every term of spelling length with one character
 * removed → the terms that give it. Built on the first query that needs a spelling neighbour and
 * kept per index: most queries never need it, and generating all 50·n one-edit strings of a word
 * per query cost more than the rest of the search.
 */
export const DELETIONS = new WeakMap<SearchIndex, Map<string, string[]>>()

export function deletionsOf(index: SearchIndex, minChars: number): Map<string, string[]> {
  let map = DELETIONS.get(index)
  if (map) return map
  map = new Map()
  for (const term of index.vocab) {
    if (term.length < minChars - 1 || /[^a-z]/.test(term)) continue
    for (let i = 0; i < term.length; i++) {
      const del = term.slice(0, i) + term.slice(i + 1)
      const list = map.get(del)
      if (!list) map.set(del, [term])
      else if (list[list.length - 1] !== term) list.push(term)
    }
  }
  DELETIONS.set(index, map)
  return map
}

/** True when a and b differ by one insertion, deletion, substitution or adjacent swap. */
export function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** Indexed terms one edit away from a word (most frequent first, then alphabetical). */
export function spellingNeighbours(index: SearchIndex, word: string, minChars: number): string[] {
  if (/[^a-z]/.test(word)) return []
  const deletions = deletionsOf(index, minChars)
  const found = new Set<string>(deletions.get(word) ?? [])
  for (let i = 0; i < word.length; i++) {
    const del = word.slice(0, i) + word.slice(i + 1)
    if (index.postings.has(del)) found.add(del)
    for (const t of deletions.get(del) ?? []) found.add(t)
  }
  return [...found]
    .filter((t) => oneEdit(word, t))
    .map((t) => [t, index.postings.get(t)!.docs.length] as const)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([t]) => t)
}

/** Up to `max` strings of the sorted list `sorted` that start with `key` and are longer than it, in order. */
function longerWithPrefix(sorted: readonly string[], key: string, max: number): string[] {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < key) lo = mid + 1
    else hi = mid
  }
  const out: string[] = []
  for (let i = lo; i < sorted.length && out.length < max && sorted[i]!.startsWith(key); i++) if (sorted[i] !== key) out.push(sorted[i]!)
  return out
}

export function prefixTerms(index: SearchIndex, word: string, max: number): string[] {
  return longerWithPrefix(index.vocab, word, max)
}

/** Per index: every term of a skill name, reversed and sorted (suffix lookups, see nameSuffixTerms). */
const REVERSED_NAME_TERMS = new WeakMap<SearchIndex, string[]>()

/**
 * Name terms that end with `word` and are longer than it: a product a skill's name glues to a
 * vendor or a prefix ("d2lbrightspace" for Brightspace). Built once per index from the name field's postings.
 */
export function nameSuffixTerms(index: SearchIndex, word: string, max: number): string[] {
  let rev = REVERSED_NAME_TERMS.get(index)
  if (!rev) {
    rev = []
    const { terms, start, tf } = index.postings
    for (let id = 0; id < terms.length; id++) {
      for (let j = start[id]!; j < start[id + 1]!; j++) {
        if ((tf[j]! & TF_MAX) !== 0) {
          rev.push([...terms[id]!].reverse().join(''))
          break
        }
      }
    }
    rev.sort()
    REVERSED_NAME_TERMS.set(index, rev)
  }
  return longerWithPrefix(rev, [...word].reverse().join(''), max).map((t) => [...t].reverse().join(''))
}
