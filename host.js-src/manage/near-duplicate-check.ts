/**
 * The near-duplicate check on create (issue 16): a new skill whose name + description closely
 * match a skill the library already has is refused with the close matches named and a hint to
 * patch instead, unless the request says `force_new: true` with a reason (recorded in the ledger).
 */
import { parseIndex } from '../core/index-file.ts'
import { NEAR_DUPLICATE } from '../core/limits.ts'
import { nearDuplicatesOf } from '../core/near-duplicate.ts'
import { parseFrontmatter } from '../core/frontmatter.ts'
import type { Store } from './store.ts'
import { LEARNED_REPO } from './store.ts'
import { readUtf8 } from './write-port.ts'

export async function nearDuplicateCheck(
  store: Store,
  req: { name: string; content: string; force_new?: boolean; reason?: string },
): Promise<{ refusal: 'conflict' | 'arguments'; error: string } | undefined> {
  if (req.force_new === true) {
    if (typeof req.reason === 'string' && req.reason.trim().length >= 3) return undefined
    return { refusal: 'arguments', error: 'force_new: true needs a "reason" saying why this is not a duplicate of the close matches (it is recorded with the skill)' }
  }
  if (!store.paths.indexFile) return undefined
  const text = await readUtf8(store.port, store.paths.indexFile).catch(() => undefined)
  if (!text) return undefined
  const meta = parseFrontmatter(req.content, req.name)
  const rows = parseIndex(text).rows.map((r) => ({ name: r.name, description: r.description, where: `${r.repo}/${r.relpath}` }))
  const matches = nearDuplicatesOf({ name: req.name, description: meta.description }, rows)
  if (!matches.length) return undefined
  const shown = matches.slice(0, NEAR_DUPLICATE.shownMatches).map((m) => `"${m.name}" (${m.where ?? ''}, similarity ${m.score.toFixed(2)})`)
  const more = matches.length > shown.length ? ` and ${matches.length - shown.length} more` : ''
  const learned = matches.find((m) => m.where?.startsWith(`${LEARNED_REPO}/`))
  const hint = learned
    ? `Improve "${learned.name}" instead with action "patch" (or "edit")`
    : `Load ${matches[0]!.name} and use it, or save only what it lacks under a name that says how it differs`
  return {
    refusal: 'conflict',
    error: `"${req.name}" closely matches ${shown.join(', ')}${more} by name and description (near-duplicate threshold ${NEAR_DUPLICATE.threshold}). ${hint}. If it really is a different skill, create it again with "force_new": true and a "reason"`,
  }
}
