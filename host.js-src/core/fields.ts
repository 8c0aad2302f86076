/**
 * The fields of a search doc and how their term counts are packed (one number per posting). Shared
 * by the postings, the scorer and the learned bridge.
 */

export type Field = 'name' | 'whenToUse' | 'description' | 'path' | 'keywords'
export const FIELDS: readonly Field[] = ['name', 'whenToUse', 'description', 'path', 'keywords']
export const NF = FIELDS.length
/** Fields per doc: the stride of `fieldLen` (stored in the search sidecar). */
export const FIELD_COUNT = NF
/**
 * Per-field term frequency is packed 6 bits a field into one 32-bit number: 5 fields × 6 bits = 30
 * bits (a field rarely repeats a word 63 times; beyond that BM25 saturation makes counts moot).
 * The name is the lowest field, so `tf % FIELD_UNIT` is its count.
 */
export const FIELD_BITS = 6
export const FIELD_UNIT = 2 ** FIELD_BITS
export const TF_MAX = FIELD_UNIT - 1
export const SHIFT: readonly number[] = FIELDS.map((_, f) => FIELD_UNIT ** f)
/** Position of the keywords field (body words): its counts sit above every other field's. */
export const KEYWORDS_FIELD = FIELDS.indexOf('keywords')
export const DESCRIPTION_FIELD = FIELDS.indexOf('description')
export const WHEN_FIELD = FIELDS.indexOf('whenToUse')
/** Packed counts below this are in name, whenToUse or description (the fields below path). */
export const SELF_FIELDS_UNIT = SHIFT[FIELDS.indexOf('path')]!
