// A scripted DeepSeek-compatible chat-completions server for the whole-app suite, on 127.0.0.1 only.
//
// DSH's DeepSeek adapter posts streamed requests to `${DEEPSEEK_BASE_URL}/chat/completions`. Each
// user message in the suite names a script, `[script NAME]`; the server answers the request with
// the script's next step, counted as the assistant tool calls made since that user message. A
// request without our tools (DSH's title request) gets a short title. Every request and the tool
// results it carried are appended to MOCK_LOG as JSON lines, so a test can compare what the model
// read with what the Skills tab shows.
//
// usage: MOCK_PORT=18181 MOCK_LOG=requests.jsonl node mock-model.mjs
import { appendFileSync } from 'node:fs'
import { createServer } from 'node:http'

const PORT = Number(process.env.MOCK_PORT ?? 18181)
const LOG = process.env.MOCK_LOG ?? 'requests.jsonl'

/**
 * Steps of the `long` script, one call each. DSH pages history by user and assistant messages, 50
 * at a time (tool results do not count), so 220 steps need the opening page and four older ones.
 */
const LONG_STEPS = 220

/** Each script: a list of steps, each a list of tool calls; after the last step, a final text. */
const SCRIPTS = {
  basic: [
    [['skill_search', { query: 'extract tables from a pdf' }]],
    [['skill_load', { name: 'pdf-tools' }]],
    [['skill_ref', { name: 'pdf-tools', path: 'references/tables.md' }]],
  ],
  second: [
    [['skill_search', { query: 'excel pivot tables' }]],
    [['skill_load', { name: 'xlsx-editor' }]],
  ],
  long: Array.from({ length: LONG_STEPS }, (_, s) => [s % 2 === 0 ? ['skill_search', { query: `pdf tables ${s}` }] : ['skill_load', { name: 'pdf-tools' }]]),
  broken: [[['skill_search', { query: 'extract tables from a pdf' }]], [['skill_load', { name: 'pdf-tools' }]]],
  'review-me': [[['skill_search', { query: 'kiln glaze firing' }]], [['skill_search', { query: 'glaze hold time' }]]],
  hello: [],
}

/** What the background reviewer does when its transcript holds `[script review-me]`: one create, then a closing text. */
const REVIEWED_SKILL = {
  name: 'kiln-glaze-hold',
  content: '---\nname: kiln-glaze-hold\ndescription: Hold times for cone 6 stoneware glaze firings in an electric kiln\n---\n# Kiln glaze hold\n\n1. Fire to cone 6.\n2. Hold 15 minutes; 10 left pinholes.\n',
}
const isReviewer = (messages) => messages.some((m) => m.role === 'system' && textOf(m.content).startsWith('You look back over a finished stretch of work'))

let n = 0
const chunkBase = (model) => ({ id: `mock-${++n}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model })
const usage = { prompt_tokens: 120, completion_tokens: 12, total_tokens: 132 }

function textChunks(model, text) {
  const parts = text.match(/.{1,16}/gs) ?? [text]
  return [
    { ...chunkBase(model), choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] },
    ...parts.map((p) => ({ ...chunkBase(model), choices: [{ index: 0, delta: { content: p }, finish_reason: null }] })),
    { ...chunkBase(model), choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage },
  ]
}

function callChunks(model, calls) {
  const out = [{ ...chunkBase(model), choices: [{ index: 0, delta: { role: 'assistant', content: null }, finish_reason: null }] }]
  calls.forEach(([name, args], index) => {
    const id = `call_${n}_${index}_${name}`
    const json = JSON.stringify(args)
    out.push({ ...chunkBase(model), choices: [{ index: 0, delta: { tool_calls: [{ index, id, type: 'function', function: { name, arguments: '' } }] }, finish_reason: null }] })
    // Arguments arrive in two pieces, as a real stream splits them.
    out.push({ ...chunkBase(model), choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: json.slice(0, 7) } }] }, finish_reason: null }] })
    out.push({ ...chunkBase(model), choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: json.slice(7) } }] }, finish_reason: null }] })
  })
  out.push({ ...chunkBase(model), choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }], usage })
  return out
}

function sse(res, chunks) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
  for (const c of chunks) res.write(`data: ${JSON.stringify(c)}\n\n`)
  res.end('data: [DONE]\n\n')
}

const textOf = (content) => (typeof content === 'string' ? content : Array.isArray(content) ? content.map((p) => (typeof p === 'string' ? p : (p?.text ?? ''))).join('') : '')

/** The script named by the last user message, and the tool calls the assistant made since it. */
function position(messages) {
  let last = -1
  messages.forEach((m, i) => {
    if (m.role === 'user' && /\[script [\w-]+\]/.test(textOf(m.content))) last = i
  })
  if (last < 0) return undefined
  const script = /\[script ([\w-]+)\]/.exec(textOf(messages[last].content))[1]
  const steps = messages.slice(last + 1).filter((m) => m.role === 'assistant' && Array.isArray(m.tool_calls) && m.tool_calls.length).length
  return { script, step: steps }
}

createServer((req, res) => {
  let body = ''
  req.on('data', (d) => {
    body += d
  })
  req.on('end', () => {
    let request = {}
    try {
      request = JSON.parse(body || '{}')
    } catch {
      // An unparsable body is answered as a title request below.
    }
    const model = request.model ?? 'mock'
    const tools = (request.tools ?? []).map((t) => t.function?.name)
    const messages = request.messages ?? []
    const results = messages.filter((m) => m.role === 'tool').map((m) => ({ id: m.tool_call_id, text: textOf(m.content) }))
    const reviewer = tools.includes('skill_list') && isReviewer(messages)
    const pos = tools.includes('skill_search') && !reviewer ? position(messages) : undefined
    const steps = pos ? SCRIPTS[pos.script] : undefined
    let decision
    if (req.method !== 'POST' || !req.url.endsWith('/chat/completions')) decision = 'not-found'
    else if (reviewer) decision = /\[script review-me\]/.test(messages.map((m) => textOf(m.content)).join('\n')) && !messages.some((m) => m.role === 'tool') ? 'review-create' : 'review-done'
    else if (!pos) decision = 'title'
    else if (!steps) decision = 'unknown-script'
    else decision = pos.step < steps.length ? 'calls' : 'final'
    appendFileSync(LOG, JSON.stringify({ t: Date.now(), decision, script: pos?.script, step: pos?.step, tools, results }) + '\n')
    if (decision === 'not-found') {
      res.writeHead(404).end('{}')
      return
    }
    // Titles name the script, so the suite can find each session in DSH's sidebar.
    if (decision === 'title') {
      const named = /\[script ([\w-]+)\]/.exec(messages.map((m) => textOf(m.content)).join('\n'))
      return sse(res, textChunks(model, named ? `Script ${named[1]}` : 'Skill router check'))
    }
    if (decision === 'review-create') return sse(res, callChunks(model, [['skill_manage', { action: 'create', ...REVIEWED_SKILL }]]))
    if (decision === 'review-done') return sse(res, textChunks(model, 'Nothing else worth saving.'))
    if (decision === 'unknown-script') return sse(res, textChunks(model, `No such script: ${pos.script}. Done.`))
    if (decision === 'calls') return sse(res, callChunks(model, steps[pos.step]))
    return sse(res, textChunks(model, `Script ${pos.script} finished. Done.`))
  })
}).listen(PORT, '127.0.0.1', () => console.log(`mock model on http://127.0.0.1:${PORT}`))
