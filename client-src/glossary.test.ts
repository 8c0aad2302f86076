import { describe, expect, it } from 'vitest'
import { chineseName } from './glossary.ts'

describe('chineseName', () => {
  const cases: Record<string, [name: string, expected: string | undefined]> = {
    'phrase before words': ['code-review-checklist', '代码审查清单'],
    'words only': ['systematic-debug', '系统化调试'],
    'kept product name beside Chinese': ['pdf-editor', undefined],
    'kept acronym with a known word': ['react-patterns', 'React模式'],
    'two kept words get a space': ['git-pr-workflow', undefined],
    'filler words drop': ['build-a-skill-library', '构建技能库'],
    'repeated rendering said once': ['debug-debugging', '调试'],
    'only kept words: nothing to add': ['pdf', undefined],
    'unknown word: no half translation': ['release-notes-wizard', undefined],
    'underscores and case': ['Release_Notes', '发布说明'],
    'empty': ['', undefined],
  }
  for (const [label, [name, expected]] of Object.entries(cases)) it(label, () => expect(chineseName(name)).toBe(expected))

  it('separates adjacent kept words with a space', () => {
    expect(chineseName('python-sql-testing')).toBe('Python SQL测试')
  })
})
