/**
 * Chinese (and other CJK) text → words: the hand term table (terms-zh.ts), segmentation that keeps
 * its keys and a library's dictionary words whole, Intl.Segmenter for the rest.
 */

import { GENERIC_STEMS, STOP, latinTerms } from './stem.ts'
import { TERMS_ZH } from './terms-zh.ts'
import type { ZhDictionary } from './zh-dict.ts'

/**
 * A dictionary word that only ever means phrasing (拿到 → get, obtain; 进行 → carry out): every
 * term of every gloss is generic, so the word is never required, like "get" in English.
 */
export function dictionaryGeneric(word: string, dict: ZhDictionary): boolean {
  if (TERMS.zhToEn.has(word)) return false
  const glosses = dict.get(word)
  return glosses !== undefined && glosses.every((g) => g.every((t) => GENERIC_STEMS.has(t) || STOP.has(t)))
}


export interface TermTable {
  /** Chinese key → English alternatives, each a list of stemmed words. */
  zhToEn: Map<string, string[][]>
  /** Stemmed English word → Chinese keys whose translation is that single word. */
  enToZh: Map<string, string[]>
  maxKey: number
}

export function parseTerms(text: string): TermTable {
  const zhToEn = new Map<string, string[][]>()
  const enToZh = new Map<string, string[]>()
  let maxKey = 1
  for (const line of text.split('\n')) {
    const trimmed = line.trim()
    if (!trimmed) continue
    const space = trimmed.search(/\s/)
    if (space < 0) continue
    const key = trimmed.slice(0, space)
    const alts = trimmed
      .slice(space + 1)
      .split(',')
      .map((alt) => latinTerms(alt))
      .filter((t) => t.length > 0)
    if (!alts.length) continue
    zhToEn.set(key, alts)
    maxKey = Math.max(maxKey, key.length)
    for (const alt of alts) {
      if (alt.length !== 1) continue
      const list = enToZh.get(alt[0]!) ?? []
      if (!list.includes(key)) list.push(key)
      enToZh.set(alt[0]!, list)
    }
  }
  return { zhToEn, enToZh, maxKey }
}

export const TERMS = parseTerms(TERMS_ZH)

export let segmenter: Intl.Segmenter | undefined
export function segmentRest(text: string, out: string[], dict?: ZhDictionary): void {
  if (!text) return
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  if (!dict) {
    for (const s of segmenter.segment(text)) if (s.isWordLike && s.segment.length >= 2) out.push(s.segment)
    return
  }
  // Query side with a dictionary: the longest dictionary (or hand-table) word at each position
  // first, so a word the segmenter would cut elsewhere stays whole (绕过去 → 绕过 + 去, not 绕 +
  // 过去; 规格 not 规 + 格); the characters no such word starts at go to the segmenter.
  const maxKey = Math.max(dict.maxKey, TERMS.maxKey)
  let gap = ''
  const flushGap = () => {
    if (gap) for (const s of segmenter!.segment(gap)) if (s.isWordLike && s.segment.length >= 2) out.push(s.segment)
    gap = ''
  }
  let i = 0
  while (i < text.length) {
    let len = Math.min(maxKey, text.length - i)
    for (; len >= 2; len--) if (knownZh(text.slice(i, i + len), dict)) break
    if (len >= 2) {
      flushGap()
      out.push(text.slice(i, i + len))
      i += len
    } else if (i + 2 < text.length && SPLIT_INFIX.has(text[i + 1]!) && !startsWord(text, i + 2, maxKey, dict) && knownZh(text[i]! + text[i + 2]!, dict)) {
      // A verb–object word split by a measure word or a result (截个图 is 截图 "screenshot", 分好类
      // is 分类): read whole, unless the object starts a word of its own (多个角色 keeps 角色).
      flushGap()
      out.push(text[i]! + text[i + 2]!)
      i += 3
    } else gap += text[i++]
  }
  flushGap()
}

/** What may sit inside a two-character verb–object word: a measure word (个) or a result (好, 完, 了). */
const SPLIT_INFIX = new Set(['个', '好', '完', '了'])

/** True when a known word of two or more characters starts at `i`. */
function startsWord(text: string, i: number, maxKey: number, dict: ZhDictionary): boolean {
  for (let len = Math.min(maxKey, text.length - i); len >= 2; len--) if (knownZh(text.slice(i, i + len), dict)) return true
  return false
}

/** True when the hand table (terms-zh.ts) has the Chinese word: it overrides any dictionary. */
export function inTermTable(word: string): boolean {
  return TERMS.zhToEn.has(word)
}

/** True when the hand table or the dictionary has the word. */
export function knownZh(word: string, dict: ZhDictionary | undefined): boolean {
  return TERMS.zhToEn.has(word) || (dict !== undefined && dict.has(word))
}

/**
 * The dictionary words of a stretch of Chinese, longest match first at each position (hand-table
 * keys count too); characters no word starts at are skipped. Linear in the stretch's length (each
 * position tries at most `maxKey` lengths).
 */
export function dictionaryWords(text: string, dict: ZhDictionary): string[] {
  const out: string[] = []
  const maxKey = Math.max(dict.maxKey, TERMS.maxKey)
  let i = 0
  while (i < text.length) {
    let len = Math.min(maxKey, text.length - i)
    for (; len >= 2; len--) if (knownZh(text.slice(i, i + len), dict)) break
    if (len >= 2) {
      out.push(text.slice(i, i + len))
      i += len
    } else i++
  }
  return out
}

/**
 * Cuts a CJK run into words: the longest term-table key at each position first (so 飞书, 流式细胞仪
 * stay whole), `Intl.Segmenter` for the stretches between keys. Single characters outside the table
 * carry too little meaning to search and are dropped.
 */
export function segmentCjk(run: string, dict?: ZhDictionary): string[] {
  const out: string[] = []
  let pending = ''
  let i = 0
  while (i < run.length) {
    let hit = ''
    for (let len = Math.min(TERMS.maxKey, run.length - i); len >= 2; len--) {
      const piece = run.slice(i, i + len)
      if (TERMS.zhToEn.has(piece)) {
        hit = piece
        break
      }
    }
    if (hit) {
      segmentRest(pending, out, dict)
      pending = ''
      out.push(hit)
      i += hit.length
    } else {
      pending += run[i]
      i++
    }
  }
  segmentRest(pending, out, dict)
  return out
}
