/**
 * DSH copies a tool's return value as lossless JSON and rejects `undefined`, NaN, ±Infinity, -0,
 * class instances and sparse arrays. This makes any value we build safe to return.
 */
export function toLosslessJson(value: unknown): unknown {
  if (value === null) return null
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value
    case 'number':
      if (!Number.isFinite(value)) return null
      return Object.is(value, -0) ? 0 : value
    case 'object': {
      // Index and key loops, not Array.from / Object.entries (issue 18: every tool answer is copied
      // here; the entries' pair arrays were most of it). A hole reads as undefined, hence null.
      if (Array.isArray(value)) {
        const n = value.length
        const out = new Array<unknown>(n)
        for (let i = 0; i < n; i++) {
          const v: unknown = value[i]
          out[i] = v === undefined ? null : typeof v === 'string' ? v : toLosslessJson(v)
        }
        return out
      }
      const out: Record<string, unknown> = {}
      const from = value as Record<string, unknown>
      for (const k of Object.keys(from)) {
        const v = from[k]
        if (v === undefined || typeof v === 'function') continue
        out[k] = typeof v === 'string' ? v : toLosslessJson(v)
      }
      return out
    }
    default:
      return null
  }
}
