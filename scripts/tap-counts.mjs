// The counters Node's TAP reporter writes at the end of a run (`# tests N`, `# pass N`, …), read
// from the report file; the file is removed with its folder. Shared by the real-DSH and whole-app
// runners, which each print one summary line from them.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'

/** `{ text, tests, passed, failed, skipped }`; `tests` is NaN when the runner wrote no results. */
export function readTapCounts(tapFile) {
  const text = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : ''
  rmSync(dirname(tapFile), { recursive: true, force: true })
  const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN)
  return { text, tests: count('tests'), passed: count('pass'), failed: count('fail') + (count('cancelled') || 0), skipped: count('skipped') || 0 }
}
