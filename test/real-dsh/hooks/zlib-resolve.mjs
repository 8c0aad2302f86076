/** Module resolve hook (see node20-compat.mjs): only the JSONL persistence package gets the facade. */
const FACADE = new URL('./zlib-facade.mjs', import.meta.url).href

export async function resolve(specifier, context, nextResolve) {
  const fromJsonl = typeof context.parentURL === 'string' && context.parentURL.includes('/dsh-session-persistence-jsonl/')
  if (fromJsonl && (specifier === 'node:zlib' || specifier === 'zlib')) return { url: FACADE, shortCircuit: true }
  return nextResolve(specifier, context)
}
