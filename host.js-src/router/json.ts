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
      if (Array.isArray(value)) return Array.from(value, (v) => (v === undefined ? null : toLosslessJson(v)))
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (v === undefined || typeof v === 'function') continue
        out[k] = toLosslessJson(v)
      }
      return out
    }
    default:
      return null
  }
}
