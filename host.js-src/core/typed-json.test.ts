import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeArray, encodeArray } from './typed-json.ts'

describe('encodeArray / decodeArray', () => {
  it('round-trips every kind through JSON text', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { maxLength: 70_000 }), (xs) => {
        const a = Int32Array.from(xs)
        const text = JSON.stringify(encodeArray('i32', a))
        expect(decodeArray(JSON.parse(text), 'i32')).toEqual(a)
      }),
      { numRuns: 20 },
    )
    const u16 = Uint16Array.from([0, 1, 65535])
    expect(decodeArray(encodeArray('u16', u16), 'u16')).toEqual(u16)
    const f32 = Float32Array.from([0.5, -1.25, 3e10])
    expect(decodeArray(encodeArray('f32', f32), 'f32')).toEqual(f32)
  })

  it('refuses a wrong kind, a wrong length or broken base64', () => {
    const enc = encodeArray('u32', Uint32Array.from([1, 2, 3]))
    expect(decodeArray(enc, 'i32')).toBeUndefined()
    expect(decodeArray({ ...enc, length: 4 }, 'u32')).toBeUndefined()
    expect(decodeArray({ ...enc, base64: '***' }, 'u32')).toBeUndefined()
    expect(decodeArray(undefined, 'u32')).toBeUndefined()
  })

  it('encodes a subarray view, not its whole buffer', () => {
    const whole = Int32Array.from([1, 2, 3, 4, 5])
    expect(decodeArray(encodeArray('i32', whole.subarray(1, 3)), 'i32')).toEqual(Int32Array.from([2, 3]))
  })
})
