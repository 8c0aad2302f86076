/**
 * Query parsing: a query's words in order (phrases glued, Chinese split into dictionary words), and
 * the alternatives that may stand for each (compound parts, synonyms, translations, situations).
 */

import { TERMS, dictionaryGeneric, dictionaryWords, knownZh } from './cjk.ts'
import { chunks, isPlainWord } from './chunks.ts'
import type { Chunk, ChunkTrace } from './chunks.ts'
import { NARROWER_TERMS, OBJECT_PRONOUN_WORDS, PARTICLE_WORDS, SITUATION_TERMS, SYNONYM_GROUPS } from './lexicon.ts'
import { CJK_STOP, STOP, derivedVariants, latinTerms, stem, words } from './stem.ts'
import type { ZhDictionary } from './zh-dict.ts'

/** One word of a query, before the index is consulted. */
export interface QueryToken {
  /** The word as searched (stemmed; glued for a compound or a known phrase). */
  key: string
  /** A compound's stemmed parts; a document holding all of them matches the word too. */
  parts: string[]
  cjk: boolean
  /** Phrasing, not topic ("help", "want", "next week"); never required when the query has other words. */
  generic: boolean
  /** Other stems of the same word family (implementation → implement, manage → management); absent when none. */
  variants?: string[]
  /** The term this word and its neighbour make glued ("web app" → webapp), when the library holds it. */
  glued?: string
  /** The word as typed (one plain Latin word), for spelling repair before stemming; absent otherwise. */
  raw?: string
  /**
   * Dictionary senses (zh-dict.ts) left out for this word: an earlier word of the same query reads
   * that way already (功能 and 性能 both list "function"). Absent when none.
   */
  taken?: string[]
}

/** Multi-word synonym members (`pull request`, `machine learning`) as stem sequences → their glued key. */
export const PHRASES = new Map<string, string>()

/** What a query is read against besides the word tables: a library's dictionary and vocabulary. */
export interface QueryContext {
  dict?: ZhDictionary
  /** True when the library's index holds the term. */
  has?: (term: string) => boolean
  /** True when some row holds the glued term without holding both parts (a word of its own, not a hyphenated compound). */
  solid?: (glued: string, a: string, b: string) => boolean
}

/**
 * A Chinese word neither the tables nor the library know, cut into the dictionary words it holds
 * (数据管道 → 数据 + 管道 when only the parts are listed); the word itself when it is known or
 * holds fewer than two such words.
 */
export function splitUnknownZh(word: string, ctx: QueryContext): string[] {
  if (!ctx.dict || word.length < 3 || knownZh(word, ctx.dict) || ctx.has?.(word)) return [word]
  const parts = dictionaryWords(word, ctx.dict)
  return parts.length >= 2 || (parts.length === 1 && parts[0]!.length < word.length) ? parts : [word]
}

/** The particles of English phrasal verbs (set up, roll back, log in), in lexicon.ts. */
export const PARTICLES = new Set(words(PARTICLE_WORDS))

/** Object pronouns that may part a verb from its particle ("set it up", "roll them back"). */
const OBJECT_PRONOUNS = new Set(words(OBJECT_PRONOUN_WORDS))

/** A query chunk: `glue` marks a pair read as its glued term (its parts), `also` a word whose pair the library writes glued. */
type QueryChunk = Chunk & { glue?: string[]; also?: string }

/**
 * Two words typed apart, with only spaces between them, that the library writes as one term ("set
 * up" → setup, "roll back" → rollback, "log in" → login, "web app" → webapp, "data base" →
 * database, "story telling" → storytelling): the glued term, stemmed, when the library's index
 * holds it. The first word must be a plain word that is not a stop word; the second a plain word
 * or a particle (PARTICLES). Undefined otherwise, or when the two are a known phrase (step 6).
 */
export function gluedPair(a: Chunk, b: Chunk, rawA: string, rawB: string, has: (term: string) => boolean): string | undefined {
  if (a.cjk || b.cjk || a.stop || a.parts.length !== 1 || a.joined || b.joined) return undefined
  if (!PARTICLES.has(rawB) && (b.stop || b.parts.length !== 1)) return undefined
  const first = a.parts[0]!
  const second = PARTICLES.has(rawB) ? undefined : b.parts[0]!
  if (second && PHRASES.has(`${first} ${second}`)) return undefined
  // As typed ("setup"), or the first word's stem and the second as typed ("cleaning up" → cleanup).
  for (const key of [stem(rawA + rawB), stem(first + rawB)]) if (key !== first && key !== second && has(key)) return key
  return undefined
}

/** Query side: the words of a query in order, de-duplicated, stop words dropped. */
export function queryTokens(text: string, ctx: QueryContext = {}): QueryToken[] {
  const out: QueryToken[] = []
  const seen = new Set<string>()
  const dict = ctx.dict
  const cs: QueryChunk[] = []
  const trace: ChunkTrace = { raws: [], spaced: [] }
  const read = chunks(text, dict, ctx.has ? trace : undefined)
  for (let j = 0; j < read.length; j++) {
    const c = read[j]!
    const next = read[j + 1]
    const glued = ctx.has && next && trace.spaced[j + 1] && trace.raws[j] && trace.raws[j + 1] ? gluedPair(c, next, trace.raws[j]!, trace.raws[j + 1]!, ctx.has) : undefined
    // A pronoun object may sit between a verb and its particle ("set that up", "clean it up").
    const split = !glued && ctx.has && j + 2 < read.length && trace.raws[j] && OBJECT_PRONOUNS.has(trace.raws[j + 1]!) && trace.spaced[j + 1] && trace.spaced[j + 2] && PARTICLES.has(trace.raws[j + 2]!) ? gluedPair(c, read[j + 2]!, trace.raws[j]!, trace.raws[j + 2]!, ctx.has) : undefined
    if ((glued && PARTICLES.has(trace.raws[j + 1]!)) || split) {
      // A verb and its particle are one word: the glued term, or the verb alone where a row says
      // only that (a generic verb, "look up", "walk through", is not meant alone).
      cs.push({ parts: [(glued ?? split)!], cjk: false, stop: false, generic: false, glue: c.generic ? [] : [c.parts[0]!] })
      j += split ? 2 : 1
      continue
    }
    if (glued && ctx.solid?.(glued, c.parts[0]!, next!.parts[0]!)) {
      // The library writes the two as a word of its own (webapp, blogpost: some row holds it
      // without both parts), so the user's two words name one thing: one word, as a compound is.
      cs.push({ parts: [glued], cjk: false, stop: false, generic: false, glue: [c.parts[0]!, next!.parts[0]!] })
      j++
      continue
    }
    if (glued) {
      // Otherwise (the glued term is only the library's hyphenated compound: lark-doc,
      // static-analysis) both words stay; each is also present where a row writes them glued.
      cs.push({ ...c, also: glued }, { ...next!, also: glued })
      j++
      continue
    }
    if (c.stop) {
      // A compound of function words only ("to-do", "how-to") is still a word where it is glued.
      if (c.joined && !STOP.has(c.joined)) cs.push({ parts: [c.joined], cjk: false, stop: false, generic: false })
      continue
    }
    if (!c.cjk || !dict) {
      cs.push(c)
      continue
    }
    for (const w of splitUnknownZh(c.parts[0]!, ctx)) if (!CJK_STOP.has(w)) cs.push({ parts: [w], cjk: true, stop: false, generic: dictionaryGeneric(w, dict) })
  }
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!
    // Two or three plain words that spell a known phrase become one word, so "pull request" is
    // found where a skill says "PR", as the glued compound "pull-request" already is.
    let phrase: { key: string; parts: string[]; len: number } | undefined
    for (let len = 3; len >= 2 && !phrase; len--) {
      if (i + len > cs.length) continue
      const run = cs.slice(i, i + len)
      if (run.some((x) => x.cjk || x.parts.length !== 1 || x.joined || x.glue)) continue
      const parts = run.map((x) => x.parts[0]!)
      const key = PHRASES.get(parts.join(' '))
      if (key) phrase = { key, parts, len }
    }
    if (phrase) {
      i += phrase.len - 1
      if (seen.has(phrase.key)) continue
      seen.add(phrase.key)
      out.push({ key: phrase.key, parts: phrase.parts, cjk: false, generic: false })
      continue
    }
    if (c.glue) {
      const key = c.parts[0]!
      if (seen.has(key)) continue
      seen.add(key)
      out.push({ key, parts: c.glue, cjk: false, generic: false })
      continue
    }
    // A compound that lost a part (a function word or a letter: "to-dos", "check-in", "e-mail") is
    // the glued word, present also where a row holds the part it kept, as a compound is.
    const lost = c.joined !== undefined && c.parts.length === 1 && c.parts[0] !== c.joined
    const key = c.joined && (c.parts.length !== 1 || lost) ? c.joined : c.parts[0]
    if (!key || seen.has(key)) continue
    seen.add(key)
    const token: QueryToken = { key, parts: c.joined && (c.parts.length > 1 || lost) ? c.parts : [], cjk: c.cjk, generic: c.generic }
    if (c.also) token.glued = c.also
    if (c.raw && !c.cjk && !c.generic) {
      const variants = derivedVariants(c.raw, key)
      if (variants.length) token.variants = variants
      if (isPlainWord(c.raw)) token.raw = c.raw
    }
    out.push(token)
  }
  if (dict) takenSenses(out, dict)
  return out
}

/**
 * Two words of one query seldom mean the same thing, so a dictionary sense an earlier word of the
 * query already has (as its own word, table or dictionary sense) is left out of a later word's
 * senses, as long as that word keeps another. The hand table is never changed.
 */
function takenSenses(tokens: QueryToken[], dict: ZhDictionary): void {
  const used = new Set<string>()
  for (const t of tokens) {
    if (!t.cjk || t.generic) {
      used.add(t.key)
      continue
    }
    const table = TERMS.zhToEn.get(t.key)
    const senses = (table ?? dict.get(t.key) ?? []).map((g) => g.join(' '))
    if (!table) {
      const taken = senses.filter((g) => used.has(g))
      if (taken.length && taken.length < senses.length) t.taken = taken
    }
    for (const g of senses) used.add(g)
  }
}

/**
 * How many words the query was written with, stop words and sentence filler included (lone CJK
 * characters aside): a request of 3–4 topic words written as a sentence ("对我们商业计划里的关键假设
 * 做压力测试") is still a sentence, not a keyword list.
 */
export function writtenWords(text: string): number {
  return chunks(text).length
}

/**
 * Query words: the topic words of a query (generic phrasing dropped unless nothing else is left),
 * de-duplicated in order and capped.
 */
export function queryWords(text: string, maxWords: number): string[] {
  const tokens = queryTokens(text)
  const topical = tokens.filter((t) => !t.generic)
  return (topical.length ? topical : tokens).slice(0, maxWords).map((t) => t.key)
}

// ----- alternatives -----

export type AltKind = 'word' | 'parts' | 'synonym' | 'translation' | 'derived' | 'situation'

/** A way a query word can be present in a document: every term of `terms` present. */
export interface Alternative {
  terms: string[]
  kind: AltKind
}

export function parseSynonyms(text: string): Map<string, string[][]> {
  const map = new Map<string, string[][]>()
  for (const line of text.split('\n')) {
    const members = line
      .split(',')
      .map((m) => {
        const raw = [...m.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((x) => x[0]).filter((w) => !STOP.has(w))
        const terms = raw.map(stem)
        // A phrase member is looked up by its glued form: the key a compound ("pull-request") or a
        // query phrase ("pull request", see queryTokens) gets.
        return { terms, key: terms.length > 1 ? stem(raw.join('')) : (terms[0] ?? '') }
      })
      .filter((m) => m.terms.length > 0)
    if (members.length < 2) continue
    for (const m of members) {
      if (m.terms.length > 1 && m.terms.length <= 3) PHRASES.set(m.terms.join(' '), m.key)
      const list = map.get(m.key) ?? []
      for (const other of members) {
        if (other.key === m.key) continue
        if (!list.some((x) => x.join(' ') === other.terms.join(' '))) list.push(other.terms)
      }
      map.set(m.key, list)
    }
  }
  return map
}

export const SYNONYMS = parseSynonyms(SYNONYM_GROUPS)

/** Stemmed broader word → the narrower terms (each a stem list: a phrase) that count as it. */
export function parseNarrower(text: string): Map<string, string[][]> {
  const map = new Map<string, string[][]>()
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const broad = latinTerms(line.slice(0, colon))
    if (broad.length !== 1) continue
    const list: string[][] = []
    for (const member of line.slice(colon + 1).split(',')) {
      const raw = [...member.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((x) => x[0]).filter((w) => !STOP.has(w))
      if (!raw.length) continue
      list.push(raw.map(stem))
      if (raw.length > 1) list.push([stem(raw.join(''))])
    }
    map.set(broad[0]!, list)
  }
  return map
}

export const NARROWER = parseNarrower(NARROWER_TERMS)
/** Situation words (lexicon.ts), read like narrower words: query word → the domain terms that count as it. */
export const SITUATION = parseNarrower(SITUATION_TERMS)

/**
 * Every alternative that stands for a query word, the word itself first: compound parts, synonyms
 * (deploy → release, ship), translations both ways (部署 → deploy; deploy → 部署). Deterministic order.
 */
export function alternatives(token: QueryToken, dict?: ZhDictionary): Alternative[] {
  const out: Alternative[] = [{ terms: [token.key], kind: 'word' }]
  const seen = new Set([token.key])
  const add = (terms: readonly string[], kind: AltKind) => {
    const id = terms.join(' ')
    if (!terms.length || seen.has(id)) return
    seen.add(id)
    out.push({ terms: [...terms], kind })
  }
  // A compound's or a glued pair's parts (a phrasal verb's one: "set up" is present where a row says "set").
  if (token.parts.length > 1 || (token.parts.length === 1 && token.parts[0] !== token.key)) add(token.parts, 'parts')
  if (token.cjk) {
    // The hand table overrides the dictionary: its translations were chosen for this engine.
    for (const alt of TERMS.zhToEn.get(token.key) ?? dict?.get(token.key) ?? []) {
      if (token.taken?.includes(alt.join(' '))) continue
      add(alt, 'translation')
      if (alt.length === 1) for (const syn of [...(SYNONYMS.get(alt[0]!) ?? []), ...(NARROWER.get(alt[0]!) ?? [])]) add(syn, 'synonym')
    }
    return out
  }
  if (token.glued) add([token.glued], 'parts')
  for (const syn of SYNONYMS.get(token.key) ?? []) add(syn, 'synonym')
  for (const narrow of NARROWER.get(token.key) ?? []) add(narrow, 'synonym')
  for (const zh of TERMS.enToZh.get(token.key) ?? []) add([zh], 'translation')
  // After the word's own forms: the scorer weighs the word by the alternatives before these.
  for (const domain of SITUATION.get(token.key) ?? []) add(domain, 'situation')
  // A word the library lacks, through its related words in the library's thesaurus extract (en-dict.ts).
  for (const related of dict?.get(token.key) ?? []) add(related, 'situation')
  for (const v of token.variants ?? []) {
    add([v], 'derived')
    for (const syn of SYNONYMS.get(v) ?? []) add(syn, 'synonym')
  }
  return out
}
