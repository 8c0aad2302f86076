import { describe, expect, it } from 'vitest'
import { DISCOVERY } from '../core/limits.ts'
import { cutDescription, hintMessage, historyHasHint, renderHint, taskText, utf8Bytes } from './hint.ts'

describe('renderHint', () => {
  it('lists names with their real descriptions cut to the limit, and permits ignoring them', () => {
    const long = 'Runs a Semgrep security scan over a codebase: detects languages, picks rulesets, triages findings.'
    const text = renderHint([
      { name: 'semgrep', description: long },
      { name: 'bare', description: '' },
    ])
    expect(text).toContain(`semgrep (${long.slice(0, DISCOVERY.hintDescriptionChars - 1).trimEnd()}…)`)
    expect(text).toContain('; bare.')
    expect(text).toMatch(/disregard this note/)
    expect(text).not.toContain('triages findings')
  })

  it('keeps a short description whole and on one line', () => {
    expect(cutDescription('Fill\n  PDF   forms')).toBe('Fill PDF forms')
    expect(cutDescription('x'.repeat(DISCOVERY.hintDescriptionChars))).toHaveLength(DISCOVERY.hintDescriptionChars)
    expect(cutDescription('x'.repeat(DISCOVERY.hintDescriptionChars + 1))).toHaveLength(DISCOVERY.hintDescriptionChars)
  })
})

describe('hintMessage', () => {
  it('has the log-valid user message shape with the skill-router source', () => {
    expect(hintMessage('t', 'id-1')).toEqual({ id: 'id-1', role: 'user', content: [{ type: 'text', text: 't' }], source: { kind: 'skill-router' } })
  })
})

describe('taskText', () => {
  it('takes the text blocks of user-sourced messages only', () => {
    const messages = [
      { id: '1', role: 'user', source: { kind: 'user' }, content: [{ type: 'text', text: 'scan this' }, { type: 'image', url: 'x' }] },
      { id: '2', role: 'user', source: { kind: 'plugin', plugin: '@deepseek-ai/dsh-system-prompt', form: 'snapshot' }, content: [{ type: 'text', text: 'cwd: /x' }] },
      { id: '3', role: 'user', source: { kind: 'skill-router' }, content: [{ type: 'text', text: 'old hint' }] },
      { id: '4', role: 'user', source: { kind: 'user' }, content: [{ type: 'text', text: 'with semgrep' }] },
    ]
    expect(taskText(messages)).toBe('scan this\nwith semgrep')
  })
  it('returns empty text for anything that is not a message list', () => {
    expect(taskText(undefined)).toBe('')
    expect(taskText([null, 3, { role: 'user', source: { kind: 'user' }, content: 'not blocks' }])).toBe('')
  })
})

describe('historyHasHint', () => {
  it('finds an earlier skill-router message in the session events', () => {
    expect(historyHasHint([{ type: 'user/message', data: { source: { kind: 'user' } } }])).toBe(false)
    expect(historyHasHint([{ type: 'turn/start', data: {} }, { type: 'user/message', data: { source: { kind: 'skill-router' } } }])).toBe(true)
    expect(historyHasHint(undefined)).toBe(false)
  })
})

describe('utf8Bytes', () => {
  it('counts bytes, not characters', () => {
    expect(utf8Bytes('a…')).toBe(4)
  })
})
