#!/usr/bin/env node
// `npm start`: a two-minute tour. Searches and loads a skill from the bundled starter library with
// the same code the agent's tools run, then opens the Skills tab viewer on a bundled sample session
// and keeps serving it until Ctrl-C. Needs the built tools/cli.mjs (committed; `npm run build`).
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { run } from '../tools/cli.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const library = join(root, 'resources', 'starter-skills')
const sample = join(root, 'resources', 'sample-session.jsonl')
const bold = process.stdout.isTTY ? (t) => `\x1b[1m${t}\x1b[0m` : (t) => t

/** Runs one CLI command line; prints its output, at most `maxLines` lines of it. */
async function show(argv, maxLines = Infinity) {
  let out = ''
  const io = { cwd: root, isTTY: false, env: process.env, out: (t) => void (out += t), err: (t) => void process.stderr.write(t) }
  const code = await run(argv, io)
  const lines = out.replace(/\n$/, '').split('\n')
  process.stdout.write(lines.slice(0, maxLines).join('\n') + '\n')
  if (lines.length > maxLines) process.stdout.write(`… (${lines.length - maxLines} more lines)\n`)
  if (code !== 0) process.exitCode = code
}

const lib = relative(root, library)
// The CLI prints the answer the agent reads, with its "call skill_load {…}" hints written as the
// commands a person types instead.
process.stdout.write(bold(`\n1. skill_search — the answer the agent gets when it searches  (node tools/dsh-skill-router.mjs search "draft release notes" --library ${lib})\n\n`))
await show(['search', 'draft release notes', '--library', library])

process.stdout.write(bold(`\n2. skill_load — the SKILL.md the agent reads when it loads one  (node tools/dsh-skill-router.mjs load release-notes --library ${lib})\n\n`))
await show(['load', 'release-notes', '--library', library], 16)

process.stdout.write(bold(`\n3. The Skills tab on a sample session (${relative(root, sample)}), paging through a 200-event window:\n\n`))
// Serves until Ctrl-C; prints the URL to open.
process.exitCode = await run(['view', sample, '--window', '200', '--page', '50'], {
  cwd: root,
  isTTY: Boolean(process.stderr.isTTY),
  env: process.env,
  out: (t) => void process.stdout.write(t),
  err: (t) => void process.stderr.write(t),
})
