import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toLosslessJson } from './json.ts'

/** The copy as it was written before issue 18's loops: Array.from and Object.entries. */
function reference(value: unknown): unknown {
  if (value === null) return null
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value
    case 'number':
      if (!Number.isFinite(value)) return null
      return Object.is(value, -0) ? 0 : value
    case 'object': {
      if (Array.isArray(value)) return Array.from(value, (v) => (v === undefined ? null : reference(v)))
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (v === undefined || typeof v === 'function') continue
        out[k] = reference(v)
      }
      return out
    }
    default:
      return null
  }
}

const leaf = fc.oneof(fc.string(), fc.boolean(), fc.double(), fc.constantFrom(undefined, null, -0, NaN, Infinity, () => 1, 10n, Symbol('s')))
const value = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('v')), fc.sparseArray(tie('v')), fc.dictionary(fc.string(), tie('v'))),
})).v

describe('toLosslessJson', () => {
  it('copies any value exactly as the Array.from / Object.entries version did', () => {
    fc.assert(
      fc.property(value, (v) => {
        const got = toLosslessJson(v)
        expect(got).toStrictEqual(reference(v))
        expect(Object.is(got, -0)).toBe(false)
      }),
      { numRuns: 500 },
    )
  })

  it('drops undefined and function members, and turns holes, NaN, ±Infinity and -0 into JSON', () => {
    // eslint-disable-next-line no-sparse-arrays
    const got = toLosslessJson({ a: undefined, f: () => 1, n: NaN, i: -Infinity, z: -0, s: [1, , undefined, 'x'], o: { deep: [Infinity] } })
    expect(got).toStrictEqual({ n: null, i: null, z: 0, s: [1, null, null, 'x'], o: { deep: [null] } })
    expect(JSON.stringify(got)).toBe('{"n":null,"i":null,"z":0,"s":[1,null,null,"x"],"o":{"deep":[null]}}')
  })
})
