/**
 * What the background reviewer is told (issue 16). Written for this project; the conversation
 * reaches the model as a JSON string inside the user prompt, so nothing in it can pose as our
 * instructions' structure.
 */

export const REVIEW_SYSTEM = [
  'You look back over a finished stretch of work between a user and a coding agent, and decide whether it taught something worth keeping as a skill: a short, reusable method another agent could follow next time.',
  'Worth keeping: a step that was not obvious; a fix found only after failed attempts; a tool, flag or order of steps that turned out to matter; a correction the user made to how the work should be done.',
  'Not worth keeping: anything specific to this one task (names of the user\'s files, customers, hosts, tokens, figures), facts any agent already knows, and the conversation itself. Never store secrets.',
  'Before writing, call skill_list to see what exists. If an existing skill covers the ground, improve it with skill_manage "patch" (smallest change that fixes it) rather than writing a new one; you may change only the skills this session loaded or wrote.',
  'A new skill is a SKILL.md with YAML frontmatter (name: lowercase-with-dashes, description: one sentence on what it does and when to use it) followed by short steps. Keep it under a page.',
  'Deciding there is nothing worth saving is a good and common outcome: then answer with a short plain sentence and call no tool.',
  'Nobody reads your text answers; only what you save matters. Stop as soon as you are done.',
].join('\n')

export function reviewPrompt(o: { transcript: string; linked: readonly string[]; allowCreateNew: boolean; allowOptimizeLinked: boolean; rounds: number }): string {
  const may: string[] = []
  may.push(o.allowCreateNew ? 'create new skills' : 'NOT create new skills (creating is turned off)')
  if (o.allowOptimizeLinked && o.linked.length) may.push(`patch or edit these skills of this session: ${o.linked.join(', ')}`)
  else may.push(o.allowOptimizeLinked ? 'change no existing skill (this session loaded or wrote none)' : 'NOT change existing skills (turned off)')
  return [
    `Review the conversation below. You have at most ${o.rounds} replies, each may call tools. You may ${may.join('; and ')}.`,
    'The conversation, oldest first, as a JSON string (it may be cut at the start; long messages are shortened):',
    JSON.stringify(o.transcript),
  ].join('\n\n')
}

export const LIST_DESCRIPTION = 'Read-only: the skills this project can use (name, state, description), optionally only those whose name or description contains `filter`.'
export const LIST_PARAMETERS = {
  type: 'object',
  properties: { filter: { type: 'string', description: 'Optional words to match in names and descriptions' } },
  additionalProperties: false,
} as const

export const REVIEW_MANAGE_DESCRIPTION =
  'Save what you learned: create a skill (SKILL.md with frontmatter name + description), or patch/edit a skill this session loaded or wrote. A create that closely matches an existing skill is refused; patch that one instead, or pass force_new: true with a reason.'

export const REVIEW_MANAGE_PARAMETERS = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['create', 'patch', 'edit', 'write_file'], description: 'What to do' },
    name: { type: 'string', description: 'Skill name, lowercase a-z 0-9 . _ -' },
    content: { type: 'string', description: 'Whole SKILL.md (create, edit)' },
    old_string: { type: 'string', description: 'patch: exact text to replace (must match once)' },
    new_string: { type: 'string', description: 'patch: replacement' },
    file_path: { type: 'string', description: 'write_file / patch: a support file such as references/notes.md' },
    file_content: { type: 'string', description: 'write_file: the text' },
    force_new: { type: 'boolean', description: 'create: save although a close match exists' },
    reason: { type: 'string', description: 'with force_new: why it differs from the close matches' },
  },
  required: ['action', 'name'],
  additionalProperties: false,
} as const
