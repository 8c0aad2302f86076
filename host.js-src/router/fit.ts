/**
 * Every answer stays within ARGS.answerMaxBytes apart from the bodies asked for (issue 14): a
 * search answer gives up its when-to-use lines first, then description length, then hits (which
 * stay counted in `more`); a file listing is cut and says how many it left out.
 */
import { ARGS } from '../core/limits.ts'
import { renderSearch } from './render.ts'
import type { SearchValue } from './values.ts'

const encoder = new TextEncoder()
const bytes = (text: string): number => encoder.encode(text).length
let room = new Uint8Array(0)

/**
 * More than `limit` bytes in UTF-8 (issue 18: every search measures its answer; most are told by
 * their length alone). A UTF-16 unit is 1 to 3 bytes (a surrogate pair 4 for two), so a text
 * longer than `limit` is over and one of at most `limit / 3` units is not; in between it is
 * encoded into a buffer kept for the purpose, never into a fresh array.
 */
export function moreBytesThan(text: string, limit: number): boolean {
  if (text.length > limit) return true
  if (text.length * 3 <= limit) return false
  if (room.length < limit + 4) room = new Uint8Array(limit + 4)
  const { read, written } = encoder.encodeInto(text, room.length === limit + 4 ? room : room.subarray(0, limit + 4))
  return read < text.length || written > limit
}

/** Over budget: what the model reads, or the JSON value the UI gets (room kept for the note this adds). */
function over(v: SearchValue, max: number): boolean {
  return moreBytesThan(renderSearch(v), max - NOTE_ROOM) || moreBytesThan(JSON.stringify(v), ARGS.valueMaxBytes - NOTE_ROOM)
}

/** Bytes kept free for the note saying what was left out. */
const NOTE_ROOM = ARGS.fitNoteBytes

function shorten(text: string, max: number): string {
  return text.length > max ? text.slice(0, max - 1).trimEnd() + '…' : text
}

export function fitSearch(v: SearchValue, max: number = ARGS.answerMaxBytes): SearchValue {
  if (!over(v, max)) return v
  const note = (n: string) => (v.note = v.note ? `${v.note}; ${n}` : n)
  if (v.hits.some((h) => h.whenToUse)) {
    for (const h of v.hits) delete h.whenToUse
    note(`when-to-use lines left out to keep the answer under ${Math.round(max / 1024)} KB`)
    if (!over(v, max)) return v
  }
  for (const h of v.hits) h.description = shorten(h.description, ARGS.fitDescriptionChars)
  if (!over(v, max)) return v
  let dropped = 0
  // Hits are dropped for the text the model reads only: a names-only ranking (search --batch) keeps every hit.
  while (v.hits.length > 1 && moreBytesThan(renderSearch(v), max - NOTE_ROOM)) {
    v.hits.pop()
    dropped++
  }
  if (!dropped) return v
  v.shown = v.hits.length
  v.more = v.total - v.shown
  note(`${dropped} more hit${dropped === 1 ? '' : 's'} left out to keep the answer under ${Math.round(max / 1024)} KB (ask with names_only, or add words)`)
  return v
}

/** As many listed files as fit in the answer; the rest are counted. */
export function fitList(files: readonly string[], max: number = ARGS.answerMaxBytes - ARGS.fitListHeaderBytes): { files: string[]; left: number } {
  let used = 0
  const out: string[] = []
  for (const f of files) {
    used += bytes(f) + 4
    if (used > max) break
    out.push(f)
  }
  return { files: out, left: files.length - out.length }
}
