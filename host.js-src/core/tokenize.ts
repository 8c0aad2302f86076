/**
 * Text → search terms. One tokenizer for documents and queries alike, so a word is stemmed the same
 * way on both sides. Documents become flat term lists (`tokenize`); queries become words, each with
 * the alternatives that may stand for it (`queryTokens`, `alternatives`): its compound parts, its
 * synonyms, its translations. The scorer (search.ts) adds the alternatives that need the index
 * (spelling neighbours, prefixes).
 */
//
// The reading is split by concept: stem.ts (English stems), cjk.ts (Chinese words), chunks.ts (text
// → chunks), query.ts (query words and their alternatives). This module is the one entry point.

import { chunks } from './chunks.ts'

export { dictionaryWords, inTermTable, segmentCjk } from './cjk.ts'
export { alternatives, queryTokens, queryWords, writtenWords } from './query.ts'
export type { AltKind, Alternative, QueryContext, QueryToken } from './query.ts'
export { isGenericTerm, oneEditStems, stem } from './stem.ts'

/**
 * Document side: every searchable term of a text (lowercase, stemmed, stop words dropped, CJK
 * segmented, compounds indexed both as parts and glued: `json-ld` → json, ld, jsonld).
 */
export function tokenize(text: string): string[] {
  const out: string[] = []
  for (const c of chunks(text)) {
    if (c.stop) continue
    for (const p of c.parts) out.push(p)
    if (c.joined && !c.parts.includes(c.joined)) out.push(c.joined)
  }
  return out
}
