import { describe, expect, it } from 'vitest'
import { balancedArgs, findEmbeddedCalls, readArgs } from './embedded-calls.ts'

const ours = (t: string) => t.startsWith('skill')

describe('findEmbeddedCalls', () => {
  const cases: Record<string, [code: string, expected: { tool: string; args: Record<string, unknown> }[]]> = {
    'member call with a JS object literal': ['await tools.skill_load({ name: "pdf" })', [{ tool: 'skill_load', args: { name: 'pdf' } }]],
    'quoted member with a JSON object': [`await tools["skill_ref"]({"name": "pdf", "path": "refs/a.md"})`, [{ tool: 'skill_ref', args: { name: 'pdf', path: 'refs/a.md' } }]],
    'single-quoted strings and a names array': [`tools.skill_load({names: ['a', "b"], repo: 'x'})`, [{ tool: 'skill_load', args: { names: ['a', 'b'], repo: 'x' } }]],
    'Python keyword arguments': [`r = await tools.skill_load(names=["a", "b"])`, [{ tool: 'skill_load', args: { names: ['a', 'b'] } }]],
    'optional chaining': ['tools?.skill({name: "x"})', [{ tool: 'skill', args: { name: 'x' } }]],
    'computed name is left out': ['for (const n of list) await tools.skill_load({ name: n })', [{ tool: 'skill_load', args: {} }]],
    'template with a hole is left out': ['tools.skill_load({ name: `${p}-x` })', [{ tool: 'skill_load', args: {} }]],
    'other tools are ignored': ['await tools.bash({command: "ls"}); await tools.skill_search({query: "pdf forms"})', [{ tool: 'skill_search', args: { query: 'pdf forms' } }]],
    'a string that looks like a pair does not count': [`tools.skill_load({ note: "name: wrong", name: "right" })`, [{ tool: 'skill_load', args: { note: 'name: wrong', name: 'right' } }]],
    'nested objects do not leak keys': [`tools.skill_ref({ opts: { name: "inner" }, name: "outer" })`, [{ tool: 'skill_ref', args: { name: 'outer' } }]],
    'several calls in program order': ['const a = await tools.skill_load({name:"a"});\nconst b = await tools.skill_ref({name:"b", list:true})', [{ tool: 'skill_load', args: { name: 'a' } }, { tool: 'skill_ref', args: { name: 'b', list: true } }]],
    'unbalanced code still reads': ['tools.skill_load({name: "cut"', [{ tool: 'skill_load', args: { name: 'cut' } }]],
  }
  for (const [label, [code, expected]] of Object.entries(cases)) {
    it(label, () => {
      expect(findEmbeddedCalls(code, ours).map(({ tool, args }) => ({ tool, args }))).toEqual(expected)
    })
  }
})

describe('balancedArgs', () => {
  it('stops at the matching parenthesis, skipping ones inside strings', () => {
    const code = 'f({ a: ")", b: [1, (2)] }) + rest'
    expect(balancedArgs(code, 2)).toBe('{ a: ")", b: [1, (2)] }')
  })
})

describe('readArgs', () => {
  it('decodes escapes in string literals', () => {
    expect(readArgs(`{ name: 'it\\'s' }`)).toEqual({ name: "it's" })
  })
  it('keeps the first value of a repeated key', () => {
    expect(readArgs('{ name: "a", name: "b" }')).toEqual({ name: 'a' })
  })
})
