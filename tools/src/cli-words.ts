/**
 * The Router's answers are written for the model ("Call skill_search …", `skill_ref {"name": …}`).
 * A person at a shell needs the command to type instead. These rewrites apply to the CLI's human
 * output only: never inside a skill's body (a SKILL.md may well mention the tools by name), never
 * to `--json`, which stays exactly what the tool returns.
 */
import { PROGRAM } from './cli-io.ts'

const RULES: readonly [RegExp, string | ((...m: string[]) => string)][] = [
  [/Call skill_search first if you do not know the name/g, `Find the name first with: ${PROGRAM} search <words>`],
  [/Call skill_search to find the right name/g, `Find the right name with: ${PROGRAM} search <words>`],
  [/call skill_ref with list: true to see its files/g, `list its files with: ${PROGRAM} ref <name>`],
  [/Load with skill_load \{"name": "…"\} \(or "names" for up to 8\)/g, `Load one with: ${PROGRAM} load <name> (up to 8 names at once)`],
  [/\{"id": "…"\} loads exactly the copy shown/g, '--id <copy id> loads exactly the copy shown'],
  [/\bwith skill_load \{"id": "…"\}/g, `with: ${PROGRAM} load --id <copy id>`],
  [/Read one with skill_ref \{"name": "([^"]*)", "path": "<file>"\}\.?/g, (_m, name) => `Read one with: ${PROGRAM} ref ${name} <file>`],
  [/\(read with skill_ref\)/g, `(read one with ${PROGRAM} ref <name> <file>)`],
  // Any other call written as JSON: the command with its arguments as words.
  [/\bskill_(search|load|ref) \{"(?:name|query)": "([^"]*)"(?:, "path": "([^"]*)")?\}/g, (_m, tool, a, b) => `${PROGRAM} ${tool} ${a}${b ? ' ' + b : ''}`],
  [/\bskill_(load|ref) \{"id": "([^"]*)"\}/g, (_m, tool, id) => `${PROGRAM} ${tool} --id ${id}`],
  [/\bskill_ref list\b/g, `${PROGRAM} ref <name>`],
  [/\bskill_(search|load|ref): /g, (_m, tool) => `${tool}: `],
  [/\bskill_(search|load|ref)\b/g, (_m, tool) => `${PROGRAM} ${tool}`],
]

/** One message (an error, a note, a reason) in CLI words. */
export function cliWords(text: string): string {
  let out = text
  for (const [re, to] of RULES) out = out.replace(re, to as string)
  return out
}

/** Lines the renderer adds inside a <skill_content> block, after the body. */
const BLOCK_FOOTERS = /^(Bundled files \(read with skill_ref\): |This is the copy )/

/** The rendered answer's own lines (never a body) in CLI words. */
export function cliAnswer(rendered: string): string {
  const lines = rendered.split('\n')
  let inBody = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (line.startsWith('<skill_content ')) inBody = true
    else if (line === '</skill_content>') inBody = false
    else if (!inBody || BLOCK_FOOTERS.test(line)) lines[i] = cliWords(line)
  }
  return lines.join('\n')
}
