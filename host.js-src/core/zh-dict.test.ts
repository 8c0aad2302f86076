import { describe, expect, it } from 'vitest'
import { buildSearchIndex, rank } from './search.ts'
import { alternatives, dictionaryWords, inTermTable, queryTokens, stem } from './tokenize.ts'
import type { SearchDoc } from './types.ts'
import { MAX_GLOSSES, glossTerms, parseDictionary, reduceDictionary, reverseSenses } from './zh-dict.ts'
import type { ZhDictionary } from './zh-dict.ts'

const doc = (name: string, description: string): SearchDoc => ({ name, description, repo: 'r', relpath: `skills/${name}`, source: 'library' })
const LIBRARY = [
  doc('api-spec-writer', 'Write an OpenAPI specification for a REST service'),
  doc('deadlock-hunter', 'Find what blocks threads and causes a deadlock'),
  doc('music-theory', 'Explain chords and scales'),
  doc('pdf-tools', 'Fill PDF forms'),
  doc('fuzz-blockers', 'Patch code to bypass checksums in the way of a fuzzer'),
]
const index = buildSearchIndex(LIBRARY)
const has = (t: string) => index.postings.has(t)

// Entries shaped like CC-CEDICT's (simplified form, English senses).
const CEDICT: [string, string[]][] = [
  ['规格', ['standard', 'norm', 'specification']],
  ['阻塞', ['to block', 'to clog']],
  ['拿到', ['to get', 'to obtain']],
  ['张', ['surname Zhang', 'classifier for flat objects']],
  ['潮汐', ['tide']],
  ['李白', ['Li Bai (701-762), Tang dynasty poet']],
  ['部署', ['to deploy']],
  ['绕过', ['to detour', 'to bypass']],
  ['不能', ['cannot', 'must not', 'should not']],
]

function dictionary(): ZhDictionary {
  const d = parseDictionary(reduceDictionary(CEDICT, has, inTermTable))
  if (typeof d === 'string') throw new Error(d)
  return d
}

describe('glossTerms', () => {
  it('keeps the stemmed words of a short sense and drops notes, "to" and placeholders', () => {
    expect(glossTerms('to block')).toEqual([stem('block')])
    expect(glossTerms('to ask sb for sth (formal)')).toEqual([stem('ask')])
  })
  it('refuses surnames, cross-references, long explanations and numbers', () => {
    expect(glossTerms('surname Zhang')).toBeUndefined()
    expect(glossTerms('variant of 規格')).toBeUndefined()
    expect(glossTerms('the large gathering of people who come to watch a parade')).toBeUndefined()
    expect(glossTerms('Li Bai (701-762), Tang dynasty poet')).toBeUndefined()
  })
})

describe('reduceDictionary', () => {
  it('keeps only entries whose senses the library uses, never a hand-table word, sorted lines', () => {
    const stored = reduceDictionary(CEDICT, has, inTermTable)
    const keys = stored.split('\n').map((l) => l.split('\t')[0])
    expect(keys).toContain('规格')
    expect(keys).toContain('阻塞')
    expect(keys).not.toContain('潮汐') // "tide": no skill says it
    expect(keys).not.toContain('张') // single character, and only a surname/classifier
    expect(inTermTable('部署')).toBe(true)
    expect(keys).not.toContain('部署') // the hand table has it; it overrides the dictionary
    expect([...keys].sort()).toEqual(keys)
    const line = stored.split('\n').find((l) => l.startsWith('规格\t'))!
    expect(line.split('\t')[1]!.split('|')).toEqual([stem('specification')])
  })
})

describe('reduceDictionary: spelling twins', () => {
  it("keeps a sense in the library's spelling of a doer's -er/-or ending (adviser → advisor)", () => {
    const lib = buildSearchIndex([doc('board-advisor', 'An advisor for the board')])
    const stored = reduceDictionary([['参谋', ['adviser', 'staff officer']]], (t) => lib.postings.has(t), () => false)
    expect(stored).toBe('参谋\tadvisor')
    // Without the twin in the library the sense is dropped as before.
    expect(reduceDictionary([['参谋', ['adviser']]], () => false, () => false)).toBe('')
  })
})

describe('parseDictionary', () => {
  it('finds every stored word by binary search and nothing else', () => {
    const d = dictionary()
    expect(d.get('规格')).toEqual([[stem('specification')]])
    expect(d.has('阻塞')).toBe(true)
    expect(d.has('潮汐')).toBe(false)
    expect(d.has('hello')).toBe(false)
  })
  it('refuses what is not a string of lines, and reads a malformed line as absent', () => {
    expect(typeof parseDictionary({ 规格: ['x'] })).toBe('string')
    expect(typeof parseDictionary(42)).toBe('string')
    const tooMany = Array.from({ length: MAX_GLOSSES + 1 }, () => 'x').join('|')
    const d = parseDictionary(`乱码\t${tooMany}\n规格\tspecif`) as ZhDictionary
    expect(d.has('乱码')).toBe(false)
    expect(d.get('规格')).toEqual([['specif']])
    expect((parseDictionary('') as ZhDictionary).has('规格')).toBe(false)
  })
})

describe('queries read through the dictionary', () => {
  it('finds dictionary words in a stretch of single characters, longest first', () => {
    expect(dictionaryWords('写规格说明', dictionary())).toContain('规格')
  })
  it('keeps a dictionary word whole where the segmenter alone cuts across it (绕过去: 绕过 + 去, not 绕 + 过去)', () => {
    const segments = [...new Intl.Segmenter('zh', { granularity: 'word' }).segment('绕过去')].map((s) => s.segment)
    expect(segments).not.toContain('绕过') // the premise: without the dictionary the word is lost
    expect(queryTokens('改代码绕过去', { dict: dictionary() }).map((t) => t.key)).toContain('绕过')
    const withDict = buildSearchIndex(LIBRARY)
    withDict.zh = dictionary()
    expect(rank(withDict, '改代码绕过去').hits[0]?.name).toBe('fuzz-blockers')
  })
  it('reads a verb–object word split by a measure word or a result whole (截个图 is 截图), unless the object starts a word', () => {
    const d = parseDictionary('多角\tpolygon\n截图\tscreenshot\n角色\trol') as ZhDictionary
    const keys = (q: string) => queryTokens(q, { dict: d }).map((t) => t.key)
    expect(keys('每页截个图')).toEqual(['截图'])
    expect(keys('截好图')).toEqual(['截图'])
    // 多个角色 is "several roles": 角色 starts at the object, so 多角 is not read.
    expect(keys('多个角色')).toContain('角色')
    expect(keys('多个角色')).not.toContain('多角')
    const lib = buildSearchIndex([doc('page-capture', 'Capture a screenshot of each page'), ...LIBRARY])
    lib.zh = d
    expect(rank(lib, '每页截个图').hits[0]?.name).toBe('page-capture')
  })
  it('reads a word only ever meaning phrasing (拿到 → get) as generic', () => {
    const t = queryTokens('拿到规格', { dict: dictionary() }).find((x) => x.key === '拿到')
    expect(t?.generic).toBe(true)
  })
  it('keeps a word whose senses are function words only (不能 → must not) as phrasing, so it is not an unknown word', () => {
    const d = dictionary()
    expect(d.has('不能')).toBe(true)
    expect(queryTokens('不能阻塞', { dict: d }).find((x) => x.key === '不能')?.generic).toBe(true)
    const withDict = buildSearchIndex(LIBRARY)
    withDict.zh = d
    const r = rank(withDict, '线程不能阻塞')
    expect(r.unknown).toEqual([])
    expect(r.strict).toBe(1)
  })
  it('leaves out a sense an earlier word of the query already has, unless it is the only one', () => {
    // 甲乙 and 丙丁 stand for two dictionary words, as 功能 (function) and 性能 (function; performance).
    const d = parseDictionary('丙丁\tfunct|performanc\n戊己\tfunct\n甲乙\tfunct') as ZhDictionary
    const senses = (q: string, key: string) => alternatives(queryTokens(q, { dict: d }).find((t) => t.key === key)!, d).filter((a) => a.kind !== 'synonym').map((a) => a.terms.join(' '))
    expect(senses('甲乙，丙丁', '丙丁')).toEqual(['丙丁', 'performanc'])
    expect(senses('丙丁', '丙丁')).toEqual(['丙丁', 'funct', 'performanc'])
    // Its only sense stays: the word would otherwise be unknown.
    expect(senses('甲乙，戊己', '戊己')).toEqual(['戊己', 'funct'])
    // The first word keeps every sense; an English word of the query counts as taken too.
    expect(senses('丙丁，甲乙', '丙丁')).toEqual(['丙丁', 'funct', 'performanc'])
    expect(senses('performance 丙丁', '丙丁')).toEqual(['丙丁', 'funct'])
  })
  it('ranks the skill a dictionary word translates to, and not without the dictionary', () => {
    const withDict = buildSearchIndex(LIBRARY)
    withDict.zh = dictionary()
    expect(inTermTable('规格')).toBe(false)
    expect(rank(withDict, '规格').hits.map((h) => h.name)).toEqual(['api-spec-writer'])
    expect(rank(index, '规格').hits).toEqual([])
  })
})

describe('reverseSenses: the dictionary read backwards over a library', () => {
  // Lines sorted by code units, as the stored form is (任 待 标 清 相).
  const d = parseDictionary(`任务\ttask|assign\n待办\ttodo\n标题\ttitl|head|caption\n清单\tlist of item\n相关\trelat`) as ZhDictionary
  it("maps an English term to the library's Chinese terms whose first senses it is", () => {
    const m = reverseSenses(['待办', '标题', '任务', '清单', 'task', '张'], d, 2, 4)
    expect(m.get('todo')).toEqual(['待办'])
    expect(m.get('titl')).toEqual(['标题'])
    expect(m.get('head')).toEqual(['标题'])
    expect(m.get('task')).toEqual(['任务'])
    // A later sense is left out; a many-word sense is not a translation of one word.
    expect(m.has('caption')).toBe(false)
    expect(m.has('list')).toBe(false)
    // Only terms the library holds are reached (相关 is in the dictionary, not in the terms).
    expect(m.has('relat')).toBe(false)
  })
  it('reaches at most maxTerms Chinese terms a word, first senses first', () => {
    const many = parseDictionary(`事项\tmatter|item\n任务\ttask\n条目\titem\n项目\tproject|item`) as ZhDictionary
    expect(reverseSenses(['事项', '任务', '条目', '项目'], many, 2, 2).get('item')).toEqual(['条目', '事项'])
    expect(reverseSenses(['事项', '任务', '条目', '项目'], many, 2, 4).get('item')).toEqual(['条目', '事项', '项目'])
  })
  it('reads no Latin term and no single character as a Chinese term', () => {
    const m = reverseSenses(['task', '张'], parseDictionary('张\tsheet') as ZhDictionary, 2, 4)
    expect(m.size).toBe(0)
  })
})

describe('an English query meets a skill described in Chinese only', () => {
  it('through the reduced dictionary, not without it', () => {
    const lib = buildSearchIndex([
      doc('lark-task', '飞书任务：创建待办事项，拆分子任务，分配给同事'),
      doc('lark-calendar', '飞书日历：查看日程'),
      ...LIBRARY,
    ])
    const q = 'my colleagues on Feishu'
    const before = rank(lib, q)
    expect(before.strict).toBe(0) // "colleagues" is no word of the library
    lib.zh = parseDictionary(`同事\t${stem('colleague')}`) as ZhDictionary
    const after = rank(lib, q)
    expect(after.strict).toBe(1)
    expect(after.hits[0]?.name).toBe('lark-task')
  })
})
