/**
 * The discovery log: JSON Lines appended through Node's fs, found at run time with
 * `process.getBuiltinModule` so host.js keeps zero imports. Every failure is swallowed (and kept
 * in `lastError` for tests): telemetry must never fail a step or a turn.
 */
import { DISCOVERY } from '../core/limits.ts'
import { dirname, joinPath } from '../core/_path.ts'
import type { TelemetryRecord } from './records.ts'

/** The slice of `node:fs/promises` the log needs; tests pass a fake with the same shape. */
export interface LogFs {
  mkdir(path: string, opts: { recursive: true }): Promise<unknown>
  stat(path: string): Promise<{ size: number }>
  rename(from: string, to: string): Promise<void>
  appendFile(path: string, data: string, encoding: 'utf8'): Promise<void>
}

export interface LogSink {
  /** Queues one record; returns at once, never throws. */
  write(record: TelemetryRecord): void
  /** Resolves when every queued record has been written (or has failed quietly). */
  flush(): Promise<void>
  readonly path: string | undefined
  /** The last write failure, for tests and diagnostics; undefined while all is well. */
  readonly lastError: string | undefined
}

type Env = Record<string, string | undefined>

interface NodeProcess {
  env?: Env
  getBuiltinModule?: (id: string) => unknown
}

function nodeProcess(): NodeProcess | undefined {
  return (globalThis as { process?: NodeProcess }).process
}

/** `node:fs`'s promises API, or null in a host without Node built-ins (browser, old Node). */
export function nodeLogFs(): LogFs | null {
  try {
    const fs = nodeProcess()?.getBuiltinModule?.('node:fs') as { promises?: LogFs } | undefined
    return fs?.promises ?? null
  } catch {
    return null
  }
}

function homeDir(env: Env): string | undefined {
  try {
    const os = nodeProcess()?.getBuiltinModule?.('node:os') as { homedir?: () => string } | undefined
    const home = os?.homedir?.()
    if (home) return home
  } catch {
    /* fall back to the environment */
  }
  return env['HOME'] || env['USERPROFILE'] || undefined
}

/**
 * Where the log goes: the configured path (config `discovery.logPath` or env
 * DSH_SKILL_ROUTER_DISCOVERY_LOG, already merged by readConfig), else
 * `$DSH_HOME/skill-router/discovery.jsonl`, with `~/.dsh` when DSH_HOME is unset.
 */
export function resolveLogPath(configured: string | undefined, env: Env = nodeProcess()?.env ?? {}): string | undefined {
  const home = () => homeDir(env)
  if (configured) {
    if (configured === '~' || configured.startsWith('~/')) {
      const h = home()
      return h ? joinPath(h, configured.slice(1)) : undefined
    }
    return configured
  }
  const dshHome = env['DSH_HOME'] || (home() ? joinPath(home()!, '.dsh') : undefined)
  return dshHome ? joinPath(dshHome, 'skill-router', 'discovery.jsonl') : undefined
}

/**
 * A sink that appends one line per record, in order, rotating the file to `<path>.1` (replacing
 * an older `.1`) before a write would take it past DISCOVERY.logRotateBytes.
 */
export function createLogSink(path: string | undefined, fs: LogFs | null = nodeLogFs(), rotateBytes: number = DISCOVERY.logRotateBytes): LogSink {
  let queue: Promise<void> = Promise.resolve()
  let madeDir = false
  let lastError: string | undefined
  const append = async (line: string) => {
    if (!path || !fs) return
    if (!madeDir) {
      await fs.mkdir(dirname(path), { recursive: true })
      madeDir = true
    }
    let size = 0
    try {
      size = (await fs.stat(path)).size
    } catch {
      size = 0 // no file yet
    }
    if (size > 0 && size + line.length > rotateBytes) await fs.rename(path, path + '.1')
    await fs.appendFile(path, line, 'utf8')
  }
  return {
    path,
    get lastError() {
      return lastError
    },
    write(record) {
      let line: string
      try {
        line = JSON.stringify(record) + '\n'
      } catch (err) {
        lastError = `could not serialise a ${record.kind} record: ${(err as Error).message}`
        return
      }
      queue = queue.then(
        () =>
          append(line).then(
            () => {
              lastError = undefined
            },
            (err: unknown) => {
              madeDir = false
              lastError = `could not write ${path}: ${err instanceof Error ? err.message : String(err)}`
            },
          ),
        () => undefined,
      )
    },
    flush() {
      return queue
    },
  }
}
