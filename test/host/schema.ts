/**
 * The host's JSON-Schema subset (HOST-CONTRACT §2), with DSH's error messages, and a validator
 * of values against such a schema. Part of the in-repo test host.
 */

const STRUCTURAL = ['type', 'oneOf', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const']
const ANNOTATIONS = ['description', 'title', 'default', 'examples']
const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']

export class JsonSchemaError extends Error {
  readonly code = 'UNSUPPORTED_SCHEMA'
  constructor(violations: string[]) {
    super(`unsupported JSON schema: ${violations.join('; ')}`)
    this.name = 'JsonSchemaError'
  }
}

function scalarMatches(type: string, v: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof v === 'string'
    case 'number':
      return typeof v === 'number' && Number.isFinite(v)
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v) && !Object.is(v, -0)
    case 'boolean':
      return typeof v === 'boolean'
    case 'null':
      return v === null
    default:
      return false
  }
}

/** Every violation of the subset in a schema node, as DSH words them. */
export function subsetViolations(node: unknown, path = 'schema', seen = new Set<unknown>()): string[] {
  const out: string[] = []
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [`${path} must be an object`]
  if (seen.has(node)) return [`${path} contains a cycle`]
  seen.add(node)
  const n = node as Record<string, unknown>
  for (const key of Object.keys(n)) {
    if (!STRUCTURAL.includes(key) && !ANNOTATIONS.includes(key)) out.push(`${path}.${key} is not a supported keyword (subset: ${[...STRUCTURAL, ...ANNOTATIONS].join(', ')})`)
  }
  const type = n['type']
  if (Array.isArray(type)) out.push(`${path}.type arrays are not supported`)
  else if (type !== undefined && (typeof type !== 'string' || !TYPES.includes(type))) out.push(`${path}.type must be one of object/array/string/number/integer/boolean/null`)
  if ('oneOf' in n) {
    if ('type' in n) out.push(`${path}.oneOf cannot sit beside type`)
    const branches = n['oneOf']
    if (!Array.isArray(branches) || branches.length < 2) out.push(`${path}.oneOf needs at least 2 branches`)
    else branches.forEach((b, i) => out.push(...subsetViolations(b, `${path}.oneOf[${i}]`, seen)))
    for (const k of ['properties', 'required', 'additionalProperties', 'items', 'enum', 'const']) if (k in n) out.push(`${path}.${k} cannot sit beside oneOf`)
  }
  const isObject = type === 'object'
  for (const k of ['properties', 'required', 'additionalProperties']) if (k in n && !isObject) out.push(`${path}.${k} is only allowed on type object`)
  if ('items' in n && type !== 'array') out.push(`${path}.items is only allowed on type array`)
  if (isObject) {
    const props = (n['properties'] ?? {}) as Record<string, unknown>
    if (typeof props !== 'object' || Array.isArray(props)) out.push(`${path}.properties must be an object`)
    else for (const [k, v] of Object.entries(props)) out.push(...subsetViolations(v, `${path}.properties.${k}`, seen))
    if ('required' in n) {
      const req = n['required']
      if (!Array.isArray(req)) out.push(`${path}.required must be an array`)
      else for (const r of req) if (typeof r !== 'string' || !(r in props)) out.push(`${path}.required names "${String(r)}" which is not in properties`)
    }
    if ('additionalProperties' in n && typeof n['additionalProperties'] !== 'boolean') out.push(`${path}.additionalProperties must be a boolean`)
  }
  if (type === 'array' && 'items' in n) out.push(...subsetViolations(n['items'], `${path}.items`, seen))
  if ('enum' in n || 'const' in n) {
    if (typeof type !== 'string' || type === 'object' || type === 'array') out.push(`${path}.enum/const are for scalar types only`)
    if ('enum' in n) {
      const e = n['enum']
      if (!Array.isArray(e) || e.length === 0) out.push(`${path}.enum must be a non-empty array`)
      else for (const v of e) if (typeof type === 'string' && !scalarMatches(type, v)) out.push(`${path}.enum value ${JSON.stringify(v)} does not match type ${type}`)
    }
    if ('const' in n) {
      if (typeof type === 'string' && !scalarMatches(type, n['const'])) out.push(`${path}.const does not match type ${String(type)}`)
      if (Array.isArray(n['enum']) && !(n['enum'] as unknown[]).includes(n['const'])) out.push(`${path}.const must be one of the enum values`)
    }
  }
  if (!('type' in n) && !('oneOf' in n)) {
    for (const k of Object.keys(n)) if (!ANNOTATIONS.includes(k)) out.push(`${path}.${k} needs a type`)
  }
  return out
}

export function assertSubset(schema: unknown): void {
  const v = subsetViolations(schema)
  if (v.length) throw new JsonSchemaError(v)
}

/** Validation errors of a value against a subset schema ([] = valid). */
export function validateValue(value: unknown, schema: Record<string, unknown>, path = '$'): string[] {
  if ('oneOf' in schema) {
    const ok = (schema['oneOf'] as Record<string, unknown>[]).some((b) => validateValue(value, b, path).length === 0)
    return ok ? [] : [`${path} matches no oneOf branch`]
  }
  const type = schema['type']
  if (type === undefined) return []
  if (type === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${path} must be an object`]
    const out: string[] = []
    const props = (schema['properties'] ?? {}) as Record<string, Record<string, unknown>>
    for (const r of (schema['required'] ?? []) as string[]) if (!(r in (value as object))) out.push(`${path}.${r} is required`)
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (props[k]) out.push(...validateValue(v, props[k]!, `${path}.${k}`))
      else if (schema['additionalProperties'] === false) out.push(`${path}.${k} is not allowed`)
    }
    return out
  }
  if (type === 'array') {
    if (!Array.isArray(value)) return [`${path} must be an array`]
    const items = schema['items'] as Record<string, unknown> | undefined
    return items ? value.flatMap((v, i) => validateValue(v, items, `${path}[${i}]`)) : []
  }
  if (!scalarMatches(String(type), value)) return [`${path} must be ${String(type)}`]
  if (Array.isArray(schema['enum']) && !(schema['enum'] as unknown[]).includes(value)) return [`${path} must be one of the enum values`]
  return []
}

/** Why a value is not lossless JSON (HOST-CONTRACT §2), or undefined. */
export function losslessProblem(value: unknown, path = '$', seen = new Set<unknown>()): string | undefined {
  if (value === null) return undefined
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined
    case 'number':
      if (!Number.isFinite(value)) return `${path} is ${value}`
      if (Object.is(value, -0)) return `${path} is -0`
      return undefined
    case 'undefined':
      return `${path} is undefined`
    case 'bigint':
      return `${path} is a BigInt`
    case 'function':
      return `${path} is a function`
    case 'object': {
      // `seen` holds the ancestors only: a shared, non-cyclic reference is fine (DSH copies it twice).
      if (seen.has(value)) return `${path} is a cycle`
      seen.add(value)
      if (Object.getOwnPropertySymbols(value).length) return `${path} has a symbol key`
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value)) return `${path} is a sparse array`
          const p = losslessProblem(value[i], `${path}[${i}]`, seen)
          if (p) return p
        }
      } else {
        const proto = Object.getPrototypeOf(value)
        if (proto !== Object.prototype && proto !== null) return `${path} is a class instance`
        for (const [k, v] of Object.entries(value)) {
          const p = losslessProblem(v, `${path}.${k}`, seen)
          if (p) return p
        }
      }
      seen.delete(value)
      return undefined
    }
    default:
      return `${path} is ${typeof value}`
  }
}
