/**
 * A learned caution signal for the guard: hashed word / character n-grams of a SKILL.md, scored by a
 * small logistic-regression model (learned-model.ts, written by scripts/guard-learned.mjs --model).
 *
 * It may only WITHHOLD (lift a verdict from safe to caution), never refuse: it is a statistical
 * signal without a line to point at, so a false positive must stay cheap. `learnedFinding` is the
 * finding scanText would add; it is NOT called yet: wired in, it withheld 39 short legitimate-twin
 * fixtures of the guard's own tests (docs/guard-learned.md, "Wired in, then taken out").
 *
 * Pure: no node:, no process. The featuriser must stay identical to featureStrings() in
 * scripts/guard-learned.mjs (learned.test.ts checks that they agree).
 */
import { GUARD_LEARNED } from '../core/limits.ts'
import { LEARNED_MODEL } from './learned-model.ts'
import type { Finding } from './types.ts'

export interface LearnedModel {
  /** Hash buckets are 2**bits. */
  bits: number
  bias: number
  /** Withhold when the score is strictly above this. */
  threshold: number
  /** Bucket indices, ascending, and their weights (same length). Only the largest |weights| are kept. */
  idx: readonly number[]
  w: readonly number[]
}

export function fnv1a(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const WORD = /[a-z_][a-z0-9_.-]*|[0-9]+/g
const CJK_RUN = /[\u3400-\u9fff]+/g
const URL_RE = /\b(?:https?|ftp|wss?):\/\/([^\s/'"`)<>]+)([^\s'"`)<>]*)/gi

/** The feature strings of one document (a set: presence, not counts). */
export function featureStrings(text: string): Set<string> {
  const t = text.slice(0, GUARD_LEARNED.maxCharsPerDoc)
  const out = new Set<string>()
  const code: string[] = []
  const prose: string[] = []
  let inFence = false
  for (const line of t.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence
      continue
    }
    ;(inFence ? code : prose).push(line)
  }
  const proseText = prose.join('\n').replace(/`([^`\n]+)`/g, (_m, c: string) => {
    code.push(c)
    return ' '
  })
  const codeText = code.join('\n')
  for (const [tag, s] of [['p', proseText], ['c', codeText]] as const) {
    const w = s.toLowerCase().match(WORD) ?? []
    for (let i = 0; i < w.length; i++) {
      out.add(`${tag}w:${w[i]}`)
      if (i + 1 < w.length) out.add(`${tag}b:${w[i]} ${w[i + 1]}`)
    }
    for (const run of s.match(CJK_RUN) ?? []) for (let i = 0; i + 1 < run.length; i++) out.add(`${tag}z:${run.slice(i, i + 2)}`)
  }
  const cc = codeText.toLowerCase().replace(/\s+/g, ' ')
  for (let i = 0; i + 4 <= cc.length; i++) out.add(`c4:${cc.slice(i, i + 4)}`)
  for (const line of code) {
    for (const seg of line.split(/\|\||&&|[|;]/)) {
      const m = seg.trim().match(/^(?:sudo\s+)?([A-Za-z][\w.-]*)/)
      if (m?.[1]) out.add(`cmd:${m[1].toLowerCase()}`)
    }
  }
  for (const m of t.matchAll(URL_RE)) {
    const host = (m[1] ?? '').toLowerCase().replace(/:\d+$/, '')
    const path = m[2] ?? ''
    if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) out.add('url:ip')
    else {
      const parts = host.split('.')
      out.add(`url:tld:${parts[parts.length - 1]}`)
      out.add(`url:host:${parts.slice(-2).join('.')}`)
      if (parts.length > 3) out.add('url:deep-subdomain')
    }
    if (/\.(sh|ps1|py|exe|bin|zip|tar\.gz)$/i.test(path)) out.add('url:script-path')
    if (/[?&][a-z]+=/.test(path)) out.add('url:query')
  }
  if (/[A-Za-z0-9+/]{60,}={0,2}/.test(t)) out.add('shape:long-base64')
  if (/\\x[0-9a-f]{2}(\\x[0-9a-f]{2}){8,}/i.test(t)) out.add('shape:hex-escapes')
  if (/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/.test(t)) out.add('shape:invisible-or-bidi')
  // indexOf, not /<!--[\s\S]*?-->/: the lazy regex rescans to the end from every '<!--' (quadratic)
  const open = t.indexOf('<!--')
  if (open >= 0 && t.indexOf('-->', open + 4) >= 0) out.add('shape:html-comment')
  return out
}

/** The sorted, distinct hash buckets of a document. */
export function buckets(text: string, bits: number): Int32Array {
  const mask = (1 << bits) - 1
  const set = new Set<number>()
  for (const f of featureStrings(text)) set.add(fnv1a(f) & mask)
  return Int32Array.from(set).sort()
}

/** Weight lookup: binary search over the model's ascending bucket list. */
function weightOf(model: LearnedModel, bucket: number): number {
  let lo = 0
  let hi = model.idx.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const v = model.idx[mid] ?? 0
    if (v === bucket) return model.w[mid] ?? 0
    if (v < bucket) lo = mid + 1
    else hi = mid - 1
  }
  return 0
}

export interface LearnedScore {
  score: number
  /** true: the guard should withhold (caution); never a refusal. */
  withhold: boolean
}

/** Scores one SKILL.md. Rows are L2-normalised binary vectors, as in training. */
export function scoreLearned(text: string, model: LearnedModel): LearnedScore {
  const b = buckets(text, model.bits)
  if (b.length === 0) return { score: model.bias, withhold: model.bias > model.threshold }
  let sum = 0
  for (const i of b) sum += weightOf(model, i)
  const score = model.bias + sum / Math.sqrt(b.length)
  return { score, withhold: score > model.threshold }
}

/** The rule id of the learned signal's finding; waivers and ledgers name it like any rule's. */
export const LEARNED_RULE_ID = 'resemblance-learned-attack'

/**
 * The learned signal's finding for one file, or undefined. Only a SKILL.md is scored (the model was
 * trained on SKILL.md files alone), and only when no finding already withholds or refuses it: the
 * signal can lift safe to caution, never further. Severity high = caution (withheld at every load,
 * never refused at write); a person who reads the skill may waive it like any finding.
 */
export function learnedFinding(text: string, file: string, findings: readonly Finding[], sha: () => string, model: LearnedModel = LEARNED_MODEL): Finding | undefined {
  const base = file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1)
  if (base.toLowerCase() !== 'skill.md') return undefined
  if (findings.some((f) => f.severity === 'high' || f.severity === 'critical')) return undefined
  const { score, withhold } = scoreLearned(text, model)
  if (!withhold) return undefined
  const first = text.split('\n', 1)[0] ?? ''
  return {
    ruleId: LEARNED_RULE_ID,
    category: 'resemblance',
    severity: 'high',
    file,
    line: 1,
    context: 'prose',
    excerpt: first.slice(0, 120),
    message:
      `The whole skill resembles known attack skills (a learned model over its words and code shapes scores it ${score.toFixed(2)}, above ${model.threshold.toFixed(2)}), ` +
      'though no rule names a line. It is withheld until a person reads it; if it is what it says, waive this finding to serve it.',
    contentSha256: sha(),
  }
}
