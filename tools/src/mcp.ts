import type { Server } from '@modelcontextprotocol/sdk/server/index.js'
import type { CallToolResult, JSONRPCMessage, Tool } from '@modelcontextprotocol/sdk/types.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import * as nodeFs from 'node:fs'
import { Transform } from 'node:stream'
import type { Readable, Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { MCP } from '../../host.js-src/core/limits.ts'
import { manageTools } from '../../host.js-src/manage/index.ts'
import { nodeWritePort } from '../../host.js-src/manage/write-port.ts'
import { readConfig } from '../../host.js-src/router/config.ts'
import type { RouterConfig } from '../../host.js-src/router/config.ts'
import type { CallContext, Router } from '../../host.js-src/router/router.ts'
import { failedValue, routerTools } from '../../host.js-src/router/tools.ts'
import type { ToolEntry } from '../../host.js-src/router/tools.ts'
import { UsageError, parse } from './cli-io.ts'
import type { CliIo, Command } from './cli-io.ts'
import { cliRouter } from './library-cli.ts'
import { VERSION } from './version.ts'

/**
 * The MCP adapter. It owns no tool logic: it serves the same neutral tool table the DSH plugin
 * wraps (`routerTools` + `manageTools`: names, descriptions, schemas, run, render), over a Router
 * built with the same visibility hooks. This file only translates between MCP requests and those
 * entries.
 */

const USAGE = 'dsh-skill-router mcp [--library DIR] [--index FILE] [--manage]'

/** Sent to clients that show server instructions to the model; kept to one short paragraph. */
const INSTRUCTIONS =
  'A library of skills (SKILL.md instructions). Before a non-trivial task call skill_search with a few keywords; ' +
  'load the best hit with skill_load; read its bundled files with skill_ref.'

export interface McpOptions {
  library?: string | undefined
  index?: string | undefined
  manage?: boolean | undefined
}

export interface McpToolset {
  tools: ToolEntry[]
  router: Router
  call: CallContext
  config: RouterConfig
  /** Set when --manage was asked for but this build has no skill_manage tool. */
  manageMissing: boolean
}

/**
 * The tool entries for one server: the library found from flags or the working directory, Node's
 * fs, no resident skills but the global store's promoted ones (the Router's visibility hooks).
 */
export function mcpToolset(io: CliIo, options: McpOptions): McpToolset {
  // An explicit manage flag decides; DSH_SKILL_ROUTER_MANAGE is not consulted for MCP.
  const config = readConfig({ ...(options.library ? { library: options.library } : {}), manage: { enabled: options.manage === true } }, io.env)
  const { router, call } = cliRouter(io, { library: options.library, index: options.index })
  const routerFor = async () => router
  const tools = routerTools(routerFor, config.problems)
  let manageMissing = false
  if (config.manage.enabled) {
    const library = router.options.library ?? config.library
    const extra = manageTools({ enabled: true, ...(library ? { library } : {}) }, nodeWritePort(nodeFs, process), (tool, args, c) => router.witness(tool, args, c))
    tools.push(...extra)
    manageMissing = extra.length === 0
  }
  return { tools, router, call, config, manageMissing }
}

export { failedValue }

function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text: `Error: ${text}` }], isError: true }
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

/**
 * Where a tools/call whose `arguments` is not an object (a JSON string, a number) travels inside
 * the object the SDK insists on, so the shared tools judge it exactly as they do in DSH: a JSON
 * string is parsed, anything else is answered with the tool's own "must be a JSON object" error.
 */
const RAW_ARGUMENTS = '\u0000raw-arguments'

/** Call after `connect`: wraps the transport's delivery so non-object arguments reach our handler. */
export function acceptRawArguments(transport: Transport): void {
  const deliver = transport.onmessage
  if (!deliver) throw new Error('acceptRawArguments: connect the server to the transport first')
  transport.onmessage = (message, extra) => deliver(carryRawArguments(message), extra)
}

function carryRawArguments(message: JSONRPCMessage): JSONRPCMessage {
  if (!('method' in message) || message.method !== 'tools/call' || !('id' in message)) return message
  const params = message.params as Record<string, unknown> | undefined
  if (!params || !('arguments' in params)) return message
  const raw = params['arguments']
  if (raw === undefined || raw === null || (typeof raw === 'object' && !Array.isArray(raw))) return message
  return { ...message, params: { ...params, arguments: { [RAW_ARGUMENTS]: raw } } }
}

function unwrapArguments(args: Record<string, unknown> | undefined): unknown {
  if (!args) return {}
  const keys = Object.keys(args)
  return keys.length === 1 && keys[0] === RAW_ARGUMENTS ? args[RAW_ARGUMENTS] : args
}

export interface McpServerHandle {
  server: Server
  /** Resolves once no tool call is running (used before closing, so no answer is dropped). */
  idle(): Promise<void>
}

/**
 * The SDK, imported when the server starts: evaluating it (zod schemas, ajv) costs every other
 * command ~30 ms and ~12 MB, so the bundle keeps it behind a dynamic import.
 */
async function loadSdk() {
  const [server, stdio, types, shared] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/server/stdio.js'),
    import('@modelcontextprotocol/sdk/types.js'),
    import('@modelcontextprotocol/sdk/shared/stdio.js'),
  ])
  return {
    Server: server.Server,
    StdioServerTransport: stdio.StdioServerTransport,
    STDIO_DEFAULT_MAX_BUFFER_SIZE: shared.STDIO_DEFAULT_MAX_BUFFER_SIZE,
    JSONRPCMessageSchema: types.JSONRPCMessageSchema,
    ErrorCode: types.ErrorCode,
    CallToolRequestSchema: types.CallToolRequestSchema,
    ListToolsRequestSchema: types.ListToolsRequestSchema,
    RootsListChangedNotificationSchema: types.RootsListChangedNotificationSchema,
  }
}

export interface McpServerOptions {
  /** The folder the library walk-up starts from until the client names its roots. */
  cwd: string
  /** Ask a client that supports roots for its workspace and walk up from the first file root. */
  useRoots?: boolean
  /** One line to stderr. */
  log?: (line: string) => void
  /** Told the walk-up folder once the session is initialized (and again when the roots change). */
  onWorkDir?: (dir: string) => void
}

/** An MCP server over the given tool definitions. Transport-agnostic (stdio here, in-memory in tests). */
export async function createMcpServer(toolset: Pick<McpToolset, 'tools' | 'call'>, options: McpServerOptions): Promise<McpServerHandle> {
  const { Server, CallToolRequestSchema, ListToolsRequestSchema, RootsListChangedNotificationSchema } = await loadSdk()
  const log = options.log ?? (() => undefined)
  let running = 0
  let waiters: (() => void)[] = []
  const settle = () => {
    if (running > 0 || !waiters.length) return
    // A macrotask later the SDK has written the last answer, and a request that arrived with the
    // end of input has reached its handler (then `running` is above 0 again and we keep waiting).
    setImmediate(() => {
      if (running > 0) return
      const ready = waiters
      waiters = []
      ready.forEach((w) => w())
    })
  }
  const server = new Server({ name: 'dsh-skill-router', version: VERSION }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS })
  const byName = new Map(toolset.tools.map((t) => [t.name, t]))

  // Where the library walk-up starts: our own cwd, or the client's first workspace root. Clients
  // such as Claude Desktop start servers in a folder unrelated to the user's project; clients
  // that support roots (many editors) tell us the project instead.
  let workDir = options.cwd
  // One MCP connection is one session for the tools that record who did what (skill_manage).
  const sessionId = `mcp-${process.pid}-${Date.now().toString(36)}`
  let rootsRead: Promise<void> = Promise.resolve()
  const readRoots = () => {
    if (!options.useRoots || !server.getClientCapabilities()?.roots) {
      options.onWorkDir?.(workDir)
      return
    }
    rootsRead = server.listRoots(undefined, { timeout: MCP.rootsTimeoutMs }).then(
      ({ roots }) => {
        const first = roots.find((r) => r.uri.startsWith('file:'))
        if (!first) return
        let dir: string
        try {
          dir = fileURLToPath(first.uri)
        } catch (err) {
          log(`ignoring the client's root ${first.uri}: ${describe(err)}`)
          return
        }
        if (dir !== workDir) log(`finding the library from the client's workspace root ${dir}`)
        workDir = dir
      },
      (err) => log(`the client did not list its roots (${describe(err)}); finding the library from ${workDir}`),
    )
    void rootsRead.then(() => options.onWorkDir?.(workDir))
  }
  server.oninitialized = readRoots
  server.setNotificationHandler(RootsListChangedNotificationSchema, async () => readRoots())

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: toolset.tools.map(
      (t): Tool => ({
        name: t.name,
        description: t.description,
        // The shared JSON Schema, passed as it is (type "object", additionalProperties stated).
        inputSchema: t.parameters as Tool['inputSchema'],
        ...(t.readOnly ? { annotations: { readOnlyHint: true, openWorldHint: false } } : {}),
      }),
    ),
  }))

  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    running++
    try {
      return await callTool(request.params.name, unwrapArguments(request.params.arguments), extra.signal)
    } finally {
      running--
      settle()
    }
  })

  async function callTool(name: string, args: unknown, signal: AbortSignal): Promise<CallToolResult> {
    const tool = byName.get(name)
    if (!tool) {
      log(`unknown tool "${name}"`)
      return errorResult(`no tool named "${name}" on this server; it offers ${[...byName.keys()].join(', ')}`)
    }
    await rootsRead
    const call: CallContext = { ...toolset.call, cwd: workDir, sessionId, signal }
    let value: unknown
    try {
      value = await tool.run(args, call)
    } catch (err) {
      // The shared tools turn their own failures into values; this catches anything that escapes.
      log(`${name} failed: ${describe(err)}`)
      return errorResult(`${name}: internal error: ${describe(err)}. Retry, or report this with the arguments used`)
    }
    let content: { type: 'text'; text: string }[]
    try {
      content = [{ type: 'text', text: tool.render(value) }]
    } catch (err) {
      log(`${name} render failed: ${describe(err)}`)
      return errorResult(`${name}: could not render the answer: ${describe(err)}`)
    }
    const result: CallToolResult = { content }
    if (tool.failed(value)) {
      result.isError = true
      log(`${name}: ${content.map((c) => c.text).join(' ').split('\n').at(-1) ?? ''}`)
    }
    return result
  }

  return {
    server,
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve)
        settle()
      }),
  }
}

/** What to do with one line of stdin: hand it to the SDK, answer it ourselves, or drop it (a blank line). */
export type Screened = { deliver: true } | { reply: JSONRPCMessage; log: string } | { drop: true }

type Sdk = Awaited<ReturnType<typeof loadSdk>>

/** A zod issue list as one sentence: `params.name: expected string, received undefined; …`. */
function issuesSentence(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? `${i.path.map(String).join('.')}: ` : ''}${i.message.replace(/^Invalid input: /, '')}`)
    .join('; ')
}

/**
 * The SDK's stdio reader drops a line it cannot read with a protocol error on our side and no word to
 * the client; JSON-RPC 2.0 wants a reply. Each line is judged with the SDK's own schemas and error
 * codes first: not JSON → -32700 (id null); not a JSON-RPC message → -32600 (its id when it has one);
 * a tools/call whose params do not fit → -32602 with one readable sentence (the SDK would answer
 * -32603 with its raw zod dump). A blank line between messages is nothing to answer.
 */
export function screenLine(line: string, sdk: Pick<Sdk, 'JSONRPCMessageSchema' | 'CallToolRequestSchema' | 'ErrorCode'>): Screened {
  if (!line.trim()) return { drop: true }
  const fail = (id: string | number | null, code: number, message: string, log: string): Screened => ({ reply: { jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage, log })
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch (err) {
    return fail(null, sdk.ErrorCode.ParseError, `Parse error: the line is not JSON (${describe(err)})`, `answered a line that is not JSON with a parse error (${line.length} characters)`)
  }
  const obj = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  const rawId = obj?.['id']
  const id = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null
  const message = sdk.JSONRPCMessageSchema.safeParse(value)
  if (!message.success) {
    return fail(
      id,
      sdk.ErrorCode.InvalidRequest,
      'Invalid Request: a JSON-RPC 2.0 message is an object with "jsonrpc": "2.0" and a "method" (a request or notification), or an "id" with a "result" or "error" (a response)',
      `answered an invalid JSON-RPC message (id ${JSON.stringify(id)}) with invalid request`,
    )
  }
  const msg = message.data as JSONRPCMessage
  if ('method' in msg && msg.method === 'tools/call' && 'id' in msg) {
    // Judged as it will be delivered: a non-object `arguments` travels wrapped (acceptRawArguments).
    const call = sdk.CallToolRequestSchema.safeParse(carryRawArguments(msg))
    if (!call.success) {
      const why = issuesSentence(call.error.issues)
      return fail(msg.id, sdk.ErrorCode.InvalidParams, `Invalid params for tools/call: ${why}. Give the tool's name in params.name and its arguments as an object in params.arguments.`, `answered tools/call ${JSON.stringify(msg.id)} with invalid params: ${why}`)
    }
  }
  return { deliver: true }
}

/**
 * The SDK's stdio transport reading a screened copy of `stdin`: lines the SDK would drop unanswered
 * are answered here (screenLine), the rest reach it unchanged. A line longer than the SDK's own
 * buffer cap is passed on unscreened, for the SDK to refuse as it always has.
 */
export async function screenedStdioTransport(stdin: Readable, stdout: Writable, log: (line: string) => void): Promise<{ transport: Transport; input: Readable }> {
  const sdk = await loadSdk()
  let pending: Buffer = Buffer.alloc(0)
  let passing = false
  const screened = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      for (let nl = pending.indexOf(10); nl >= 0; nl = pending.indexOf(10)) {
        const line = pending.subarray(0, nl + 1)
        pending = pending.subarray(nl + 1)
        if (passing) {
          passing = false
          this.push(line)
          continue
        }
        const verdict = screenLine(line.toString('utf8').replace(/\r?\n$/, ''), sdk)
        if ('deliver' in verdict) this.push(line)
        else if ('reply' in verdict) {
          log(verdict.log)
          void transport.send(verdict.reply)
        }
      }
      if (pending.length > sdk.STDIO_DEFAULT_MAX_BUFFER_SIZE) {
        passing = true
        this.push(pending)
        pending = Buffer.alloc(0)
      }
      done()
    },
  })
  stdin.pipe(screened)
  const transport = new sdk.StdioServerTransport(screened, stdout)
  // Closing lets go of the real stdin too, as the SDK's transport does when it reads stdin itself.
  const close = transport.close.bind(transport)
  transport.close = async () => {
    stdin.unpipe(screened)
    stdin.pause()
    await close()
  }
  return { transport, input: screened }
}

export const mcpCommand: Command = async (argv, io) => {
  const { values, positionals } = parse(
    argv,
    {
      library: { type: 'string' },
      // SPEC §9 spells the flag --root; both name the library folder.
      root: { type: 'string' },
      index: { type: 'string' },
      manage: { type: 'boolean' },
      // Every command accepts --json; here stdout is the protocol whatever it says.
      json: { type: 'boolean' },
    },
    USAGE,
  )
  if (positionals.length) throw new UsageError(`expected no arguments (got ${positionals.map((p) => JSON.stringify(p)).join(' ')})\nusage: ${USAGE}`)
  if (values.library && values.root && values.library !== values.root) throw new UsageError(`give --library or --root, not both\nusage: ${USAGE}`)
  const log = (line: string) => io.err(`dsh-skill-router mcp: ${line}\n`)
  const toolset = mcpToolset(io, { library: values.library ?? values.root, index: values.index, manage: values.manage })
  if (toolset.manageMissing) log('--manage given, but this build has no skill_manage tool yet; serving the read-only tools')

  // stdout carries the protocol only: anything printing through console.log goes to stderr.
  const saved = { log: console.log, info: console.info, debug: console.debug }
  console.log = console.info = console.debug = (...parts: unknown[]) => console.error(...parts)
  // An explicit library (flag or DSH_SKILL_ROUTER_LIBRARY) needs no walk-up, so no roots either.
  const { server, idle } = await createMcpServer(toolset, {
    cwd: io.cwd,
    useRoots: !toolset.config.library,
    log,
    onWorkDir: (dir) => void describeLibrary(toolset, dir).then(log, () => undefined),
  })
  const { transport, input } = await screenedStdioTransport(process.stdin, process.stdout, log)
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve
  })
  server.onerror = (err) => log(`protocol error: ${describe(err)}`)
  // The client ends the session by closing our stdin; the SDK transport does not watch for that.
  // Calls still running are answered first (closing aborts them). The screened copy ends only
  // once the SDK has read its last line, so a request sent with the end of input is not lost.
  const stop = () => void idle().then(() => server.close()).catch(() => undefined)
  // stdin closed without ending (destroyed, an error): the pipe never ends the copy, so stop here.
  const closedRaw = () => void (process.stdin.readableEnded || stop())
  input.once('end', stop)
  process.stdin.once('close', closedRaw)
  try {
    await server.connect(transport)
    acceptRawArguments(transport)
    log(`serving ${toolset.tools.map((t) => t.name).join(', ')} over stdio (${VERSION})`)
    if (process.stdin.isTTY) log('waiting for an MCP client on stdin; an MCP client starts this command itself (see docs/mcp.md). Ctrl-D ends it')
    await closed
  } finally {
    input.off('end', stop)
    process.stdin.off('close', closedRaw)
    Object.assign(console, saved)
  }
  return 0
}

/**
 * One stderr line saying which library answers. It also loads the index and builds the search
 * index while the client is still idle, so the first real call does not pay for them.
 */
async function describeLibrary(toolset: McpToolset, cwd: string): Promise<string> {
  const started = performance.now()
  const call = { ...toolset.call, cwd }
  const { facts, library, cacheNote } = await toolset.router.warmUp(call)
  if (facts.error) return `library problem: ${facts.error}`
  const ms = Math.round(performance.now() - started)
  const parts = [`library ${facts.library} (${library?.rows.length ?? 0} skills${facts.starterLibrary ? ', starter' : ''}, ready in ${ms} ms${facts.starterLibrary || !facts.why ? '' : `; ${facts.why}`})`]
  if (facts.note) parts.push(facts.note)
  if (facts.indexAlarm) parts.push(`warning: ${facts.indexAlarm}`)
  if (cacheNote) parts.push(cacheNote)
  if (toolset.config.problems.length) parts.push(...toolset.config.problems)
  return parts.join('; ')
}
