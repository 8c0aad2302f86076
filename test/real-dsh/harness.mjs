/**
 * A real DSH host for the plugin: a cordis Context with the published services (LLM runtime,
 * session store, system prompt, tool registry, agent registry, local fs, skill registry, JSONL
 * persistence, agent loop) and a scripted model adapter registered the way DSH's own tests do —
 * a plugin that injects `llm` and calls `ctx.llm.registerAdapter`. Nothing here imitates DSH:
 * every object the plugin touches is the one from node_modules/@deepseek-ai/*.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { Context } from '@deepseek-ai/cordis'
import AgentRegistry from '@deepseek-ai/dsh-agent'
import AgentLoop from '@deepseek-ai/dsh-agent-loop'
import LocalFileSystem from '@deepseek-ai/dsh-fs-local'
import LlmRuntime, { CallId, LlmAdapter, createUserMessage } from '@deepseek-ai/dsh-llm'
import SessionStore, { SessionId } from '@deepseek-ai/dsh-session'
import SkillRegistry from '@deepseek-ai/dsh-skill'
import SystemPrompt from '@deepseek-ai/dsh-system-prompt'
import ToolRuntime from '@deepseek-ai/dsh-tools'
import JsonlSessionPersistence from '@deepseek-ai/dsh-session-persistence-jsonl'

const require = createRequire(import.meta.url)
/** Root of the plugin package (the repository checkout, linked by `file:../..`). */
export const pluginRoot = dirname(realpathSync(require.resolve('dsh-skill-router/package.json')))
export const pluginCli = join(pluginRoot, 'tools', 'dsh-skill-router.mjs')

/**
 * The plugin exactly as a DSH profile resolves it: the package's `exports['.']` (host.js).
 * REAL_DSH_HOST_JS=<file> swaps in another build of it, to try unmerged work without touching host.js.
 */
export const hostJsPath = process.env.REAL_DSH_HOST_JS ? realpathSync(process.env.REAL_DSH_HOST_JS) : realpathSync(require.resolve('dsh-skill-router'))
export const routerModule = await import(process.env.REAL_DSH_HOST_JS ? pathToFileURL(hostJsPath).href : 'dsh-skill-router')

export const PROVIDER = 'scripted'
export const MODEL = 'scripted-1'

const made = []
/** A fresh temporary folder (real path: fs-local keys targets by realpath); removed by removeTempDirs(). */
export function tempDir(label) {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), `real-dsh-${label}-`)))
  made.push(dir)
  return dir
}

export function removeTempDirs() {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/**
 * Writes `<root>/.skill-src/<repo>/<skill>/SKILL.md` (+ extra files) and builds the index with
 * the plugin's own CLI, as a user would.
 * @param {string} root
 * @param {{repo: string, name: string, description: string, body?: string, files?: Record<string, string>}[]} skills
 */
export function makeLibrary(root, skills) {
  const lib = join(root, '.skill-src')
  for (const s of skills) {
    const dir = join(lib, s.repo, s.name)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'SKILL.md'), `---\nname: ${s.name}\ndescription: ${s.description}\n---\n${s.body ?? `# ${s.name}\n`}`)
    for (const [rel, text] of Object.entries(s.files ?? {})) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true })
      writeFileSync(join(dir, rel), text)
    }
  }
  execFileSync(process.execPath, [pluginCli, 'build-index', lib], { stdio: 'pipe' })
  return lib
}

/** The fixture library every scenario uses: small, but big enough for document frequencies to mean something. */
export const FIXTURE_SKILLS = [
  {
    repo: 'acme',
    name: 'pdf-tools',
    description: 'Extract text and tables from PDF files, merge and split PDF documents',
    body: '# PDF tools\n\nRun pdftotext for plain text. The merge API is in references/api.md.\n',
    files: { 'references/api.md': '# PDF API\n\nmerge(a, b) joins two PDF files into one.\n' },
  },
  { repo: 'acme', name: 'kube-deploy', description: 'Deploy services to a Kubernetes cluster with rolling updates' },
  { repo: 'acme', name: 'sql-tuning', description: 'Find slow SQL queries and add the right database indexes' },
  { repo: 'labs', name: 'csv-clean', description: 'Clean messy CSV exports: fix encodings, dates and duplicate rows' },
  { repo: 'labs', name: 'git-bisect', description: 'Hunt down the commit that introduced a regression with git bisect' },
  { repo: 'labs', name: 'image-resize', description: 'Batch resize and compress PNG and JPEG images for the web' },
]

/**
 * One scripted model step: one tool call or several (raw JSON strings, each delivered in three deltas
 * as a provider streams them) or a final text answer. The script is consumed one entry per request.
 * @typedef {{ call: string, args: string }} Call
 * @typedef {Call | { calls: Call[] } | { text: string }} Reply
 * @typedef {Reply | ((request: any) => Reply)} ScriptEntry
 */
export class ScriptedModel extends LlmAdapter {
  /** @param {ScriptEntry[]} script */
  constructor(script = []) {
    super()
    this.script = [...script]
    /** Every request the loop sent, in order (GenerateOptions). */
    this.requests = []
    this.calls = 0
  }

  /** @param {ScriptEntry[]} entries */
  push(...entries) {
    this.script.push(...entries)
  }

  async *stream(options) {
    this.requests.push(options)
    let entry = this.script.shift() ?? { text: 'done' }
    if (typeof entry === 'function') entry = entry(options)
    const calls = 'calls' in entry ? entry.calls : 'call' in entry ? [entry] : []
    if (calls.length) {
      for (const [index, c] of calls.entries()) {
        const id = CallId(`call-${++this.calls}`)
        yield { type: 'block-start', index, blockType: 'tool-call' }
        for (const [i, part] of thirds(c.args).entries()) {
          yield { type: 'tool-call-delta', index, id, ...(i === 0 ? { name: c.call } : {}), argumentsDelta: part }
        }
        yield { type: 'block-end', index, block: { type: 'tool-call', id, name: c.call, arguments: c.args } }
      }
      yield { type: 'usage', usage: { inputTokens: 12, outputTokens: 4 } }
      yield { type: 'finish', reason: { kind: 'tool-calls' } }
      return
    }
    yield { type: 'block-start', index: 0, blockType: 'text' }
    for (const part of thirds(entry.text)) yield { type: 'text-delta', index: 0, text: part }
    yield { type: 'block-end', index: 0, block: { type: 'text', text: entry.text } }
    yield { type: 'usage', usage: { inputTokens: 12, outputTokens: 2 } }
    yield { type: 'finish', reason: { kind: 'stop' } }
  }
}

/** Splits a string into up to three non-empty deltas, as a provider streams it. */
function thirds(text) {
  const a = Math.ceil(text.length / 3)
  const b = Math.ceil((2 * text.length) / 3)
  return [text.slice(0, a), text.slice(a, b), text.slice(b)].filter((part) => part.length > 0)
}

/**
 * Boots the real services in dependency order.
 * @param {{ fsCwd: string, sessionsRoot?: string, model: ScriptedModel, residents?: object[], runtimeContext?: string }} o
 *   runtimeContext: a system-prompt context section; the real loop then appends a runtime-context
 *   user/message (source kind "plugin") at step 1 beside the user's own, as the full app does.
 */
export async function bootHost(o) {
  const ctx = new Context()
  await ctx.plugin(LlmRuntime)
  await ctx.plugin(SessionStore)
  await ctx.plugin(SystemPrompt, { persona: '' })
  await ctx.plugin(ToolRuntime, {})
  await ctx.plugin(AgentRegistry)
  // The provider cwd is deliberately NOT the session cwd: the plugin must pass the session's.
  await ctx.plugin(LocalFileSystem, { cwd: o.fsCwd })
  await ctx.plugin(SkillRegistry, {})
  if (o.sessionsRoot) {
    // compression 'none': the default 'zstd' needs Node >= 22 (docs/host-notes.md).
    await ctx.plugin(JsonlSessionPersistence, { root: o.sessionsRoot, compression: 'none' })
  }
  await ctx.plugin(AgentLoop, { agents: [] })
  await ctx.plugin({
    name: 'scripted-model',
    inject: ['llm'],
    apply(c) {
      c.llm.registerAdapter([PROVIDER], o.model)
    },
  })
  if (o.runtimeContext) {
    await ctx.plugin({
      name: 'runtime-context',
      inject: ['systemPrompt'],
      apply(c) {
        c.systemPrompt.context({ name: 'workspace', order: 10, text: o.runtimeContext })
      },
    })
  }
  if (o.residents?.length) {
    await ctx.plugin({
      name: 'resident-skills',
      inject: ['skills'],
      apply(c) {
        for (const skill of o.residents) c.skills.register(skill)
      },
    })
  }
  return ctx
}

/** Loads the plugin module as a cordis plugin with a Loader-style row config; returns its fiber. */
export async function loadRouter(ctx, config) {
  const fiber = ctx.plugin(routerModule, config)
  await fiber
  return fiber
}

/** Runs one user turn in a new session and waits until the agent is idle again. */
export async function runTurn(ctx, { sessionId, cwd, text }) {
  const agent = ctx.agentLoop.create(SessionId(sessionId), { provider: PROVIDER, model: MODEL }, { cwd })
  agent.followup(createUserMessage({ content: [{ type: 'text', text }], source: { kind: 'user' } }))
  await agent.whenIdle()
  return agent
}

/** The session's committed events of one type. */
export function eventsOf(agent, type) {
  return agent.session.events.filter((e) => e.type === type)
}

/** The text the model reads for one tool/result event. */
export function resultText(event) {
  return event.data.message.content
    .flatMap((block) => (block.type === 'tool-result' ? block.content : [block]))
    .filter((block) => block.type === 'text')
    .map((block) => block.text)
    .join('')
}

/** Number of listeners cordis holds for an event (used only to detect whether a feature is built). */
export function listenerCount(ctx, name) {
  return ctx.events?._hooks?.[name]?.length ?? 0
}

/**
 * Why a hook-point feature is absent from the built host.js, or undefined when it should be there.
 * Pending = host.js still carries the placeholder body (the feature has not been built in yet);
 * anything else means the feature was built but did not register, which is a failure.
 * @param {'discovery' | 'manage'} feature
 */
export function pendingReason(feature) {
  const built = readFileSync(hostJsPath, 'utf8')
  const stub =
    feature === 'discovery'
      ? /function installDiscovery\d*\([^)]*\) \{\s*\}/.test(built)
      : /function manageTools\d*\([^)]*\) \{\s*return \[\];\s*\}/.test(built)
  if (!stub) return undefined
  const src = `host.js-src/${feature}/index.ts`
  let srcStub = true
  try {
    srcStub = /Placeholder until/.test(readFileSync(join(pluginRoot, src), 'utf8'))
  } catch {
    /* a packed plugin has no sources */
  }
  return srcStub ? `pending: ${src} is still the placeholder` : `pending: ${src} has landed but host.js was built before it (run npm run build)`
}

/** Disposes the whole context; the JSONL backend flushes every live session on teardown. */
export async function shutdown(ctx) {
  await ctx.fiber.dispose()
}
