/**
 * Typed arrays in a JSON text file, for sidecars read through `ctx.fs.readText` (text only): each
 * array is stored as base64 of its little-endian bytes. No Buffer (host.js runs on any host):
 * `btoa`/`atob` exist in Node ≥ 16 and every browser.
 */

export type TypedArrayKind = 'i32' | 'u32' | 'u16' | 'u8' | 'f32'

type Typed = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float32Array

const CTORS = {
  i32: Int32Array,
  u32: Uint32Array,
  u16: Uint16Array,
  u8: Uint8Array,
  f32: Float32Array,
} as const

/** Typed arrays are laid out in the platform's byte order; the files are little-endian. */
export const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1

export interface EncodedArray {
  kind: TypedArrayKind
  length: number
  base64: string
}

export function encodeArray(kind: TypedArrayKind, array: Typed): EncodedArray {
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength)
  let binary = ''
  // fromCharCode over bounded slices: one call per byte would be slow, one call for all would
  // overflow the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return { kind, length: array.length, base64: btoa(binary) }
}

/** The array, or undefined when the record is not a well-formed encoded array of that kind. */
export function decodeArray<K extends TypedArrayKind>(value: unknown, kind: K): InstanceType<(typeof CTORS)[K]> | undefined {
  const v = value as Partial<EncodedArray> | undefined
  if (!v || v.kind !== kind || typeof v.base64 !== 'string' || typeof v.length !== 'number') return undefined
  let binary: string
  try {
    binary = atob(v.base64)
  } catch {
    return undefined
  }
  const Ctor = CTORS[kind]
  if (binary.length !== v.length * Ctor.BYTES_PER_ELEMENT) return undefined
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return new Ctor(bytes.buffer) as InstanceType<(typeof CTORS)[K]>
}
