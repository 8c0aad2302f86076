type Hasher = { createHash(algorithm: 'sha256'): { update(data: Uint8Array | string): { digest(encoding: 'hex'): string } } }
type HostProcess = { getBuiltinModule?: (id: string) => unknown }

/**
 * Node's own hash when the host has Node (process.getBuiltinModule, Node ≥ 20.16), else undefined.
 * Asked once: a cold process then hashes its index synchronously, without loading Web Crypto
 * (issue 18: Web Crypto's first digest of a 10,000-row index cost a cold search ~10 ms more).
 */
let nodeHasher: Hasher | null | undefined
function hasher(): Hasher | null {
  if (nodeHasher !== undefined) return nodeHasher
  nodeHasher = null
  try {
    const proc = (globalThis as { process?: HostProcess }).process
    const mod = typeof proc?.getBuiltinModule === 'function' ? (proc.getBuiltinModule('node:crypto') as Hasher | undefined) : undefined
    if (mod && typeof mod.createHash === 'function') nodeHasher = mod
  } catch {
    nodeHasher = null
  }
  return nodeHasher
}

/** SHA-256 as lowercase hex: Node's crypto where there is Node, else Web Crypto (Node ≥ 20 and every browser); no import needed. */
export async function sha256Hex(text: string | Uint8Array): Promise<string> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text
  const node = hasher()
  if (node) return node.createHash('sha256').update(bytes).digest('hex')
  return sha256HexWeb(bytes)
}

/** The Web Crypto half of sha256Hex (a host without Node: a browser). */
export async function sha256HexWeb(bytes: Uint8Array): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
