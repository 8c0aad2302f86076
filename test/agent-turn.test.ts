import { describe, expect, it } from 'vitest'
import { BASIC_SKILLS, makeLibrary } from './fixtures.ts'
import { createTestHost, scriptedModel } from './host/index.ts'

describe('a whole agent turn through the built plugin', () => {
  it('search → load → ref → answer, with raw JSON arguments and our rendered text reaching the model', async () => {
    const fx = await makeLibrary(BASIC_SKILLS)
    const host = await createTestHost({ cwd: fx.root, skills: false })
    const session = host.createSession()
    const model = scriptedModel([
      { toolCalls: [{ name: 'skill_search', arguments: '{"query":"fill pdf form"}' }] },
      { toolCalls: [{ name: 'skill_load', arguments: '{"names":"[\\"pdf-forms\\"]"}' }] },
      { toolCalls: [{ name: 'skill_ref', arguments: '{"name":"pdf-forms","path":"references/fields.md"}' }] },
      { text: 'Filled the form.' },
    ])
    expect(await host.runTurn(session, 'Please fill this PDF form', model)).toEqual({ reason: 'completed' })
    const calls = session.events.filter((e) => e.type === 'tool/call').map((e) => e.data as { name: string; arguments: unknown })
    expect(calls.map((c) => c.name)).toEqual(['skill_search', 'skill_load', 'skill_ref'])
    for (const c of calls) expect(typeof c.arguments).toBe('string')
    // What the model saw on its last request: our rendered text, not the JSON value.
    const seen = model.requests.at(-1)!.messages.filter((m) => m.role === 'tool').map((m) => String(m.content))
    expect(seen[0]).toContain('1. pdf-forms [2 copies: acme, other; shown: acme/skills/pdf-forms]')
    expect(seen[1]).toContain('<skill_content name="pdf-forms"')
    expect(seen[2]).toContain('Text, checkbox, radio.')
    expect(seen.join('\n')).not.toContain('"hits"')
    host.dispose()
    fx.cleanup()
  })
})
