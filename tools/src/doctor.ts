import { join } from 'node:path'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import { DOCTOR_KINDS, runDoctor } from '../../host.js-src/library/doctor.ts'
import type { DoctorKind, DoctorProblem, DoctorReport } from '../../host.js-src/library/doctor.ts'
import { INDEX_FILE } from '../../host.js-src/library/locate.ts'
import type { LibraryLocation } from '../../host.js-src/library/locate.ts'
import { UsageError, defineCommand, progress } from './cli-io.ts'
import { checkLibraryFlags, cliLocation } from './library-cli.ts'
import { createNodeFs } from './node-fs.ts'

export interface RenderOptions {
  /** Every problem instead of the first `LIMITS.doctorShownPerKind` of each kind. */
  all?: boolean
  /** Warnings count towards the exit code. */
  strict?: boolean
  /** One line under the header: which library this is and why (the same answer search gives). */
  why?: string
  /** The exit code when it is not the report's own (2: no library was found to check). */
  exitCode?: number
}

/** Exit code of a report: 1 when an error (or, with `strict`, any problem) was found. */
export function doctorExitCode(report: DoctorReport, strict = false): number {
  return report.problems.some((p) => strict || p.severity === 'error') ? 1 : 0
}

/** Problems per kind, every kind listed (0 included), in report order. */
export function countByKind(problems: readonly DoctorProblem[]): Record<DoctorKind, number> {
  const counts = Object.fromEntries(DOCTOR_KINDS.map((k) => [k, 0])) as Record<DoctorKind, number>
  for (const p of problems) counts[p.kind]++
  return counts
}

function line(p: DoctorProblem): string {
  const where = p.path ?? (p.name ? `"${p.name}"` : '')
  // Some details start with the very path or name the line starts with; print it once.
  const detail = where && p.detail.startsWith(where + ' ') ? p.detail.slice(where.length + 1) : p.detail
  return `  ${where ? where + ': ' : ''}${detail}`
}

/** The human report: a count per kind, then the first few problems of each kind. Pure. */
export function renderDoctor(report: DoctorReport, opts: RenderOptions = {}): string {
  const out: string[] = []
  const index = report.index ? `index ${report.index} (${report.indexRows ?? 0} rows)` : 'no index'
  out.push(`library ${report.library || '(none found)'}: ${report.skills} SKILL.md on disk, ${index}`)
  if (opts.why) out.push(opts.why)
  const counts = countByKind(report.problems)
  const errors = report.problems.filter((p) => p.severity === 'error').length
  const warnings = report.problems.length - errors
  if (!report.problems.length) {
    out.push('no problems found')
    return out.join('\n') + '\n'
  }
  out.push('')
  for (const kind of DOCTOR_KINDS) {
    if (!counts[kind]) continue
    const ofKind = report.problems.filter((p) => p.kind === kind)
    const e = ofKind.filter((p) => p.severity === 'error').length
    const split = e && e < ofKind.length ? ` (${e} errors, ${ofKind.length - e} warnings)` : e ? ' (errors)' : ' (warnings)'
    out.push(`${kind.padEnd(20)}${String(counts[kind]).padStart(6)}${split}`)
  }
  for (const kind of DOCTOR_KINDS) {
    const ofKind = report.problems.filter((p) => p.kind === kind)
    if (!ofKind.length) continue
    // Errors first, so the first few shown are the ones that decide the exit code.
    const ordered = [...ofKind.filter((p) => p.severity === 'error'), ...ofKind.filter((p) => p.severity === 'warning')]
    const shown = opts.all ? ordered : ordered.slice(0, LIMITS.doctorShownPerKind)
    out.push('', `${kind}${shown.length < ordered.length ? ` (first ${shown.length} of ${ordered.length}; --all shows every one)` : ''}:`)
    for (const p of shown) out.push(line(p))
  }
  out.push('')
  const code = opts.exitCode ?? doctorExitCode(report, opts.strict)
  const rule = opts.strict ? 'warnings count with --strict' : 'warnings alone do not fail; add --strict to count them'
  out.push(`${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} (${rule}): exit ${code}`)
  return out.join('\n') + '\n'
}

/** doctor's missing-index detail when no library was named and none was found walking up. */
export function noLibraryMessage(cwd: string): string {
  return `no .skill-src/skill-index.tsv in ${cwd} or the ${LIMITS.libraryWalkLevels} folders above it. Run doctor inside the project, pass --library DIR, or build an index first: dsh-skill-router build-index <project>/.skill-src`
}

/**
 * The library doctor checks, found as search, load, ref, the plugin and the MCP server find it.
 * When they would fall back to the starter library, doctor checks your library instead — the
 * unindexed `.skill-src` on the walk up, or none — and says that the tools use the starter here.
 */
export async function doctorLocation(io: Parameters<typeof cliLocation>[0], flags: { library?: string | undefined; index?: string | undefined }, flagName = '--library'): Promise<{ location: LibraryLocation; why: string }> {
  // --index checks that file: against the library found as usual, never against the starter's.
  const found = await cliLocation(io, flags, { flagName, ...(flags.index ? { starter: false } : {}) })
  if (!found.starter || flags.index) return { location: found, why: `(${found.why ?? 'found'})` }
  const tools = found.dir ? `search, load, ref, the plugin and the MCP server use the bundled starter library ${found.dir} here` : 'search, load, ref, the plugin and the MCP server find no library here'
  // The walk is locateLibrary's: a .skill-src it met without an index is the library to build.
  const unindexed = found.unindexed
  if (unindexed) {
    return {
      location: { dir: unindexed, indexPath: join(unindexed, INDEX_FILE), starter: false, error: `${unindexed} has no ${INDEX_FILE} yet. Build it with: dsh-skill-router build-index ${unindexed}` },
      why: `(found walking up from ${io.cwd}; until it has an index, ${tools})`,
    }
  }
  return { location: { dir: '', indexPath: '', starter: false, error: noLibraryMessage(io.cwd) }, why: `(no project library: ${tools})` }
}

export const doctorDef = defineCommand({
  name: 'doctor',
  summary: 'Checks a library: missing index, stale rows, unindexed skills, missing descriptions, duplicate names, spec violations, integrity.',
  args: '[library]',
  options: {
    library: { type: 'string', arg: 'DIR', help: 'The library to check (or give it as the one argument); otherwise DSH_SKILL_ROUTER_LIBRARY, then the walk up from here.' },
    index: { type: 'string', arg: 'FILE', help: 'Check this skill-index.tsv instead of the one inside the library.' },
    json: { type: 'boolean', help: 'Print the report as one JSON object (problems, counts, errors, warnings, exitCode).' },
    all: { type: 'boolean', help: `List every problem instead of the first ${LIMITS.doctorShownPerKind} of each kind.` },
    strict: { type: 'boolean', help: 'Count warnings towards the exit code too.' },
  },
  notes: ['Exit 0 when no error was found (warnings alone do not fail without --strict), 1 when one was, 2 on a usage error or a missing path (no library found included: the report still says where it looked).'],
  async run({ values, positionals }, io) {
    if (positionals.length > 1 || (positionals.length === 1 && values.library)) {
      throw new UsageError(`expected at most one library folder (or --library DIR), got: ${positionals.join(' ')}`)
    }
    const flagName = positionals[0] !== undefined ? '' : '--library'
    const flags = { library: values.library ?? positionals[0], index: values.index }
    // A mistyped path is a usage error (exit 2), not a library with a "missing index" to rebuild.
    checkLibraryFlags('doctor', io, flags, flagName)
    const { location, why } = await doctorLocation(io, flags, flagName)
    const fs = createNodeFs(io.cwd)
    const bar = progress(io, 'checking SKILL.md')
    const report = await runDoctor(fs, location, { onProgress: (n) => bar.tick(n) })
    bar.done()
    // No library at all is a missing path (exit 2, as audit), not a library with problems (exit 1).
    const code = location.dir ? doctorExitCode(report, values.strict) : 2
    if (values.json) {
      const errors = report.problems.filter((p) => p.severity === 'error').length
      io.out(JSON.stringify({ ...report, libraryWhy: why.slice(1, -1), counts: countByKind(report.problems), errors, warnings: report.problems.length - errors, exitCode: code }) + '\n')
    } else io.out(renderDoctor(report, { all: values.all ?? false, strict: values.strict ?? false, why, exitCode: code }))
    return code
  },
})
