import { LIMITS } from '../core/limits.ts'
import type { LibraryFacts, LoadValue, RefValue, SearchValue } from './values.ts'

/** What the model reads. Every fact it needs, in few bytes. */

function header(v: LibraryFacts): string[] {
  const lines: string[] = []
  if (v.starterLibrary) lines.push(`Note: starter library (5 sample skills) — ${v.note ?? 'no .skill-src library found'}.`)
  else if (v.note) lines.push(`Note: ${v.note}.`)
  if (v.indexAlarm) lines.push(`Warning: ${v.indexAlarm}`)
  return lines
}

function plural(n: number, one: string, many = one + 's'): string {
  return `${n} ${n === 1 ? one : many}`
}

export function renderSearch(v: SearchValue): string {
  const lines = header(v)
  if (v.error) {
    lines.push(`Error: ${v.error}`)
    return lines.join('\n')
  }
  const q = JSON.stringify(v.query)
  const words = v.words.length ? ` (words: ${v.words.join(' ')})` : ''
  const unknown = v.unknown?.length ? ` No skill mentions: ${v.unknown.join(', ')}.` : ''
  if (v.total === 0) {
    lines.push(`No skill matches ${q}${words}: 0 exact, 0 partial among ${v.searched} skills.${unknown} Try fewer or other words; do the task without a skill if none fits.`)
    return lines.join('\n')
  }
  if (v.fallback === 'partial') {
    lines.push(`${q}${words}: 0 exact, ${v.total} partial — no skill has every word; each hit shows how many it has. Check a hit fits before loading it.${unknown} Showing ${v.shown}${v.more ? `, ${v.more} more` : ''}.`)
  } else {
    lines.push(`${q}: ${plural(v.total, 'exact match', 'exact matches')}${v.more ? `, showing ${v.shown} (${v.more} more: raise limit or add words)` : ''}.`)
  }
  v.hits.forEach((h, i) => {
    const flags: string[] = []
    if (h.copies > 1) flags.push(`${h.copies} copies: ${(h.repos ?? []).join(', ')}; shown: ${h.id}`)
    else flags.push(h.source === 'resident' ? 'resident' : h.repo)
    if (v.fallback === 'partial') flags.push(`${h.matchCount}/${v.words.length} words${h.bodyMatchCount ? ` (+${h.bodyMatchCount} only in its body)` : ''}`)
    if (h.stale) flags.push('STALE: SKILL.md missing, cannot load')
    if (h.label) flags.push(h.label)
    if (v.namesOnly) {
      lines.push(`${i + 1}. ${h.name} [${flags.join('; ')}]`)
      return
    }
    lines.push(`${i + 1}. ${h.name} [${flags.join('; ')}] — ${h.description}`)
    if (h.whenToUse) lines.push(`   when: ${h.whenToUse}`)
    if (h.why) lines.push(`   score ${h.score}: ${h.why.map((w) => `${w.word}→${w.field} ${w.score}`).join(', ')}`)
  })
  lines.push(v.hits.some((h) => h.copies > 1) ? 'Load with skill_load {"name": "…"} (or "names" for up to 8); {"id": "…"} loads exactly the copy shown.' : 'Load with skill_load {"name": "…"} (or "names" for up to 8).')
  return lines.join('\n')
}

export function renderLoad(v: LoadValue): string {
  const lines = header(v)
  if (v.error) {
    lines.push(`Error: ${v.error}`)
    return lines.join('\n')
  }
  for (const s of v.loaded) {
    const attrs = [`name="${s.name}"`, `source="${s.source}"`]
    if (s.repo) attrs.push(`repo="${s.repo}"`)
    lines.push(`<skill_content ${attrs.join(' ')}>`)
    if (s.label) lines.push(s.label)
    if (s.baseDir) lines.push(`Base directory: ${s.baseDir} (paths in this skill are relative to it)`)
    lines.push('')
    lines.push(s.content)
    if (s.truncated) {
      lines.push('')
      lines.push(`[cut: showing ${LIMITS.loadMaxChars} of ${s.chars} characters; the whole file is ${s.path ?? 'not readable here'}]`)
    }
    if (s.files.length) {
      lines.push('')
      const more = s.moreFiles ? ` and ${s.moreFiles} more` : ''
      lines.push(`Bundled files (read with skill_ref): ${s.files.join(', ')}${more}`)
    }
    if (s.otherCopies?.length) {
      lines.push('')
      const more = s.moreCopies ? ` and ${s.moreCopies} more` : ''
      lines.push(`This is the copy ${s.id}. Other copies of "${s.name}": ${s.otherCopies.join(', ')}${more} (load one with skill_load {"id": "…"})`)
    }
    lines.push('</skill_content>')
  }
  for (const e of v.errors) lines.push(`Error loading "${e.name}": ${e.reason}${e.tried ? ` (tried ${e.tried})` : ''}`)
  if (!v.loaded.length && !v.errors.length) lines.push('Nothing loaded.')
  return lines.join('\n')
}

export function renderRef(v: RefValue): string {
  const lines = header(v)
  if (v.error) {
    lines.push(`Error: ${v.error}`)
    return lines.join('\n')
  }
  if (v.mode === 'list') {
    const files = v.files ?? []
    lines.push(`${v.name}: ${plural(files.length, 'bundled file')}${v.capped ? ' (listing capped)' : ''} in ${v.baseDir}`)
    for (const f of files) lines.push(`- ${f}`)
    if (v.moreFiles) lines.push(`(and ${plural(v.moreFiles, 'more file')}, left out to keep this answer short: read them by path)`)
    if (v.outside) lines.push(`(${plural(v.outside, 'link')} pointing outside the skill folder not listed: skill_ref refuses to read them)`)
    if (files.length) lines.push('Read one with skill_ref {"name": "' + v.name + '", "path": "<file>"}.')
    return lines.join('\n')
  }
  lines.push(`${v.name}/${v.path} (${v.chars} characters${v.truncated ? `, showing the first ${LIMITS.refMaxChars}` : ''}):`)
  lines.push(v.content ?? '')
  if (v.truncated) lines.push(`[cut at ${LIMITS.refMaxChars} characters; the file is ${v.baseDir}/${v.path}]`)
  return lines.join('\n')
}
