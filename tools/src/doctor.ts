import { existsSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import { DOCTOR_KINDS, runDoctor } from '../../host.js-src/library/doctor.ts'
import type { DoctorKind, DoctorProblem, DoctorReport } from '../../host.js-src/library/doctor.ts'
import { INDEX_FILE, LIBRARY_DIR, locateLibrary } from '../../host.js-src/library/locate.ts'
import { CliFailure, UsageError, parse, progress } from './cli-io.ts'
import type { Command } from './cli-io.ts'
import { createNodeFs } from './node-fs.ts'

const USAGE = 'dsh-skill-router doctor [--library DIR] [--index FILE] [--json] [--all] [--strict]'

export interface RenderOptions {
  /** Every problem instead of the first `LIMITS.doctorShownPerKind` of each kind. */
  all?: boolean
  /** Warnings count towards the exit code. */
  strict?: boolean
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
  const code = doctorExitCode(report, opts.strict)
  const rule = opts.strict ? 'warnings count with --strict' : 'warnings alone do not fail; add --strict to count them'
  out.push(`${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} (${rule}): exit ${code}`)
  return out.join('\n') + '\n'
}

/** The nearest `.skill-src` folder from `cwd` up, as far as the plugin walks; undefined when none. */
export function nearestLibraryDir(cwd: string): string | undefined {
  let dir = cwd
  for (let level = 0; level <= LIMITS.libraryWalkLevels; level++) {
    const candidate = join(dir, LIBRARY_DIR)
    if (existsSync(candidate) && statSync(candidate).isDirectory()) return candidate
    const up = dirname(dir)
    if (up === dir) break
    dir = up
  }
  return undefined
}

/** doctor's missing-index detail when no library was named and none was found walking up. */
export function noLibraryMessage(cwd: string): string {
  return `no .skill-src/skill-index.tsv in ${cwd} or the ${LIMITS.libraryWalkLevels} folders above it. Run doctor inside the project, pass --library DIR, or build an index first: dsh-skill-router build-index <project>/.skill-src`
}

export const doctorCommand: Command = async (argv, io) => {
  const { values, positionals } = parse(
    argv,
    { library: { type: 'string' }, index: { type: 'string' }, json: { type: 'boolean' }, all: { type: 'boolean' }, strict: { type: 'boolean' } },
    USAGE,
  )
  if (positionals.length > 1 || (positionals.length === 1 && values.library)) {
    throw new UsageError(`expected at most one library folder (or --library DIR), got: ${positionals.join(' ')}\nusage: ${USAGE}`)
  }
  const explicit = values.library ?? positionals[0]
  if (explicit) {
    // A mistyped path is a usage error, not a library with a "missing index" to rebuild.
    const dir = resolve(io.cwd, explicit)
    if (!existsSync(dir)) throw new CliFailure(`doctor: ${dir} does not exist. Give the library folder (normally <project>/.skill-src) or the project folder above it.`, 2)
    if (!statSync(dir).isDirectory()) throw new CliFailure(`doctor: ${dir} is a file, not a folder. Give the library folder (normally <project>/.skill-src) or the project folder above it.`, 2)
  }
  const fs = createNodeFs(io.cwd)
  // Found exactly as the plugin finds it, minus the starter fallback: doctor checks your library.
  const found = await locateLibrary(fs, {
    cwd: io.cwd,
    ...(explicit ? { explicit: resolve(io.cwd, explicit) } : {}),
    ...(values.index ? { indexFile: resolve(io.cwd, values.index) } : {}),
  })
  // The plugin's message ends "…and the bundled starter library could not be found", which is
  // beside the point for doctor (it never uses the starter); say what to do instead.
  let location = found
  if (!explicit && !values.index && (found.starter || !found.dir)) {
    // No index on the walk up. A .skill-src folder on the same walk is the library still to be
    // indexed: check it (its skills show as unindexed) and say how to build its index.
    const unindexed = nearestLibraryDir(io.cwd)
    location = unindexed
      ? { dir: unindexed, indexPath: join(unindexed, INDEX_FILE), starter: false, error: `${unindexed} has no ${INDEX_FILE} yet. Build it with: dsh-skill-router build-index ${unindexed}` }
      : { ...found, error: noLibraryMessage(io.cwd) }
  }
  const bar = progress(io, 'checking SKILL.md')
  const report = await runDoctor(fs, location, { onProgress: (n) => bar.tick(n) })
  bar.done()
  const code = doctorExitCode(report, values.strict)
  if (values.json) {
    const errors = report.problems.filter((p) => p.severity === 'error').length
    io.out(JSON.stringify({ ...report, counts: countByKind(report.problems), errors, warnings: report.problems.length - errors, exitCode: code }) + '\n')
  } else io.out(renderDoctor(report, { all: values.all ?? false, strict: values.strict ?? false }))
  return code
}
