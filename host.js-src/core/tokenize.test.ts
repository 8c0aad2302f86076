import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { alternatives, oneEditStems, queryTokens, queryWords, segmentCjk, stem, tokenize, writtenWords } from './tokenize.ts'

describe('stem', () => {
  /** Word forms that must meet at one stem. */
  const same: Record<string, string[]> = {
    'debug forms': ['debug', 'debugging', 'debugs', 'debugged'],
    'deploy forms': ['deploy', 'deploys', 'deploying', 'deployed'],
    '-ity noun and its adjective': ['security', 'secure', 'securing'],
    '-ability noun and its verb': ['scalability', 'scalable', 'scale', 'scaling'],
    'British and American -ise/-ize': ['optimising', 'optimizing', 'optimise', 'optimize', 'optimisation', 'optimization'],
    'silent e': ['create', 'creates', 'creating', 'created'],
    'doubled consonant': ['plan', 'plans', 'planning', 'planned'],
    '-ies plural': ['policy', 'policies'],
    '-ction noun': ['predict', 'prediction', 'predicting'],
    '-ular adjective': ['molecule', 'molecules', 'molecular'],
    'adverb': ['concurrent', 'concurrently'],
    'derived noun (table)': ['invoke', 'invoking', 'invocation', 'invocations'],
    'British spelling table': ['behaviour', 'behavior'],
    '-ation noun': ['automate', 'automation', 'automating'],
  }
  for (const [label, forms] of Object.entries(same)) {
    it(`joins ${label}`, () => {
      expect(new Set(forms.map(stem)).size).toBe(1)
    })
  }

  const exact: Record<string, [input: string, expected: string]> = {
    'debugging → debug': ['debugging', 'debug'],
    'deploys → deploy': ['deploys', 'deploy'],
    'optimising → optimis': ['optimising', 'optimis'],
    'optimizing → optimis': ['optimizing', 'optimis'],
    'short words stay': ['api', 'api'],
    'words with digits stay': ['k8s', 'k8s'],
    '-ss stays': ['class', 'class'],
    '-is stays': ['basis', 'basis'],
    'derived noun meets its verb': ['responses', 'respond'],
    'install keeps its double l': ['installing', 'install'],
    'embed is not a past tense': ['embed', 'embed'],
  }
  it.each(Object.entries(exact))('%s', (_label, [input, expected]) => {
    expect(stem(input)).toBe(expected)
  })
})

describe('tokenize', () => {
  const cases: Record<string, [input: string, expected: string[]]> = {
    'lowercases, stems, drops stop words': ['Debugging the Deploys', ['debug', 'deploy']],
    'compound: parts and the glued word': ['JSON-LD', ['json', 'ld', 'jsonld']],
    'initialism of single letters survives glued': ['E-E-A-T signals', ['eeat', 'signal']],
    'c++ and c#': ['c++ and c#', ['cpp', 'csharp']],
    'possessive': ["grandfather's", ['grandfather']],
    'pure numbers dropped': ['5,000 URLs', ['url']],
    'emoji and dashes are separators': ['fast — 🚀 deploys', ['fast', 'deploy']],
    'CJK kept as is, segmented at table words': ['飞书审批 API', ['飞书', '审批', 'api']],
    'mixed CJK and Latin in one chunk': ['执行plan.md里的任务', ['执行', 'plan', 'md', 'planmd', '任务']],
  }
  it.each(Object.entries(cases))('%s', (_label, [input, expected]) => {
    expect(tokenize(input)).toEqual(expected)
  })

  it('never returns an empty term', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (s) => {
        for (const t of tokenize(s)) expect(t.length).toBeGreaterThan(0)
      }),
    )
  })
})

describe('segmentCjk', () => {
  it('keeps table words whole where Intl.Segmenter splits them', () => {
    // The ICU dictionary splits 飞书 into 飞|书 and 构建 into 构|建.
    expect(segmentCjk('飞书')).toEqual(['飞书'])
    expect(segmentCjk('构建镜像')).toEqual(['构建', '镜像'])
  })
  it('segments the stretches between table words with Intl.Segmenter and drops lone characters', () => {
    const words = segmentCjk('帮我读取这批文件')
    expect(words).toContain('读取')
    expect(words).toContain('文件')
    for (const w of words) expect(w.length).toBeGreaterThan(1)
  })
})

describe('queryTokens / queryWords', () => {
  it('drops generic phrasing when topic words remain', () => {
    expect(queryWords('help me deploy my app next week please', 16)).toEqual(['deploy', 'app'])
  })
  it('keeps generic words when nothing else is left', () => {
    expect(queryWords('help', 16)).toEqual(['help'])
  })
  it('de-duplicates and caps', () => {
    expect(queryWords('test tests testing deploy', 16)).toEqual(['test', 'deploy'])
    expect(queryWords('alpha bravo delta echo golf', 2)).toHaveLength(2)
  })
  it('keeps technical Chinese terms whole and drops sentence filler around them', () => {
    expect(queryTokens('用 Rust 做系统编程，所有权、生命周期和 trait 总是搞不清楚').map((t) => t.key)).toEqual(['rust', '系统编程', '所有权', '生命周期', 'trait'])
  })
  it('drops the filler of a spoken sentence (find, people, again, walk me through)', () => {
    expect(queryWords('find out which one gets more people through the signup again', 16)).toEqual(['signup'])
  })
  it('reads "bring back" as one word meaning restore', () => {
    expect(queryTokens('bring back the saved session')[0]!.key).toBe('bringback')
    expect(alternatives(queryTokens('bring back')[0]!).map((a) => a.terms.join('+'))).toContain('restor')
  })
  it('knows everyday Chinese business words (创始人, 顾问)', () => {
    expect(queryTokens('作为创始人，我的问题该交给哪个顾问').map((t) => t.key)).toEqual(['创始人', '顾问'])
  })
  it('drops Chinese sentence words', () => {
    expect(queryTokens('帮我把这个部署一下').map((t) => t.key)).toEqual(['部署'])
  })
  it('reads a known phrase as one word, wherever it stands', () => {
    expect(queryTokens('open a pull request today').map((t) => t.key)).toEqual(['open', 'pullrequest', 'today'])
    expect(queryTokens('machine learning pipeline')[0]).toMatchObject({ key: 'machinelearn', parts: ['machin', 'learn'] })
    expect(queryTokens('request pull').map((t) => t.key)).toEqual(['request', 'pull'])
  })
  it('reads a compound as one word with its parts', () => {
    expect(queryTokens('json-ld')).toEqual([{ key: 'jsonld', parts: ['json', 'ld'], cjk: false, generic: false }])
  })
  it('reads a compound that lost a function word or a letter as the glued word, with the part it kept', () => {
    // Before: "to-dos" was read as "dos" and "check-in" as "check", the compound lost.
    expect(queryTokens('to-dos')).toEqual([{ key: stem('todos'), parts: ['dos'], cjk: false, generic: false }])
    expect(queryTokens('check-in')[0]).toMatchObject({ key: 'checkin', parts: ['check'] })
    expect(queryTokens('e-mail')[0]).toMatchObject({ key: 'email', parts: ['mail'] })
    // A compound of function words only is still the glued word ("to-do", "how-to"), not dropped.
    expect(queryTokens('a to-do list').map((t) => t.key)).toEqual(['todo', 'list'])
    expect(queryTokens('how-to guide').map((t) => t.key)).toEqual(['howto', stem('guide')])
    // …but not when the glued form is a function word itself.
    expect(queryTokens('in-to').map((t) => t.key)).toEqual([])
  })
})

describe('writtenWords', () => {
  it('counts the words a query was written with, filler included', () => {
    expect(writtenWords('DPO preference pairs training')).toBe(4)
    expect(queryTokens('对我们商业计划里的关键假设做压力测试')).toHaveLength(4)
    expect(writtenWords('对我们商业计划里的关键假设做压力测试')).toBeGreaterThan(4)
  })
})

describe('oneEditStems', () => {
  it('stems every one-edit repair of the word as typed', () => {
    const stems = oneEditStems('optimzing')
    expect(stems.has('optimis')).toBe(true) // optimizing
  })
})

describe('alternatives', () => {
  const alts = (q: string) => alternatives(queryTokens(q)[0]!).map((a) => `${a.kind}:${a.terms.join('+')}`)
  const cases: Record<string, [query: string, expected: string[]]> = {
    'deploy ~ release ~ ship, its Chinese word and its -ment noun': ['deploy', ['word:deploy', 'synonym:releas', 'synonym:ship', 'synonym:rollout', 'translation:部署', 'translation:上线', 'derived:deployment', 'derived:deployer']],
    'test ~ spec': ['tests', ['word:test', 'synonym:spec', 'translation:测试', 'translation:检验', 'derived:tester']],
    'k8s ~ kubernetes': ['k8s', ['word:k8s', 'synonym:kubernet']],
    'pr ~ pull request (a phrase)': ['PR', ['word:pr', 'synonym:pull+request', 'synonym:merg+request', 'translation:拉取请求', 'translation:合并请求']],
    '性能 → performance': ['性能', ['word:性能', 'translation:performanc', 'synonym:perf']],
    '审计 → audit': ['审计', ['word:审计', 'translation:audit']],
    '部署 → deploy, with its synonyms': ['部署', ['word:部署', 'translation:deploy', 'synonym:releas', 'synonym:ship', 'synonym:rollout']],
    '调试 → debug': ['调试', ['word:调试', 'translation:debug', 'synonym:troubleshoot', 'synonym:diagnos']],
    '飞书 → lark, feishu': ['飞书', ['word:飞书', 'translation:lark', 'translation:feishu']],
    '最短路径 → shortest path (a phrase)': ['最短路径', ['word:最短路径', 'translation:shortest+path']],
    'compound parts': ['json-ld', ['word:jsonld', 'parts:json+ld']],
    'a situation word reaches its domain word, after its own forms': ['attacker', ['word:attacker', 'situation:attack', 'situation:secur', 'situation:threat']],
    'fine tune, a phrase, finds finetune': ['fine tuning', ['word:finetun', 'parts:fin+tun', 'translation:微调']],
    'a phrase found as its synonym': ['pull request', ['word:pullrequest', 'parts:pull+request', 'synonym:pr', 'synonym:merg+request']],
    'a three-word phrase': ['large language model', ['word:largelanguagemodel', 'parts:larg+languag+model', 'synonym:llm']],
    '-ation noun → its verb': ['transformation', ['word:transformat', 'derived:transform']],
    'verb → its -ation and -ment nouns and its doer': ['transform', ['word:transform', 'derived:transformat', 'derived:transformment', 'derived:transformer']],
    '-ment noun → its verb': ['management', ['word:management', 'translation:管理', 'derived:manag']],
    'verb ending in e → -ement noun and its doer': ['manage', ['word:manag', 'translation:管理', 'derived:management', 'derived:manager']],
    'implement → implementation': ['implement', ['word:implement', 'translation:实现', 'derived:implementat']],
    'no variants for a noun': ['server', ['word:server', 'translation:服务器', 'translation:主机']],
    '-ate verb → its -or doer': ['generate', ['word:generat', 'translation:生成', 'derived:generator']],
    'a broader word is present through narrower ones': ['training', ['word:train', 'synonym:fin+tun', 'synonym:finetun', 'synonym:pretrain', 'synonym:sft', 'translation:训练', 'derived:trainment', 'derived:trainer']],
  }
  it.each(Object.entries(cases))('%s', (_label, [query, expected]) => {
    expect(alts(query)).toEqual(expected)
  })
  it('reaches the domain word from a complaint: attacks → security, inconsistent → consistency', () => {
    expect(alts('attacks')).toEqual(expect.arrayContaining(['word:attack', 'situation:secur', 'situation:vulnerability']))
    expect(alts('inconsistent')).toContain('situation:consistency')
    expect(alts('invalid')).toContain('situation:validat')
    expect(alts('consistency')).not.toContain('situation:inconsistent')
  })
  it('outlier ~ anomaly', () => {
    expect(alts('outliers')).toContain('synonym:anoma')
    expect(queryTokens('anomalies')[0]!.key).toBe(queryTokens('anomaly')[0]!.key)
  })
  it('knows 质量, 维度 and 建议', () => {
    expect(alts('质量')).toContain('translation:quality')
    expect(alts('维度')).toContain('translation:dimension')
    expect(alts('建议')).toContain('translation:recommendat')
  })
  it('puts the word itself first', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (s) => {
        for (const t of queryTokens(s)) expect(alternatives(t)[0]).toEqual({ terms: [t.key], kind: 'word' })
      }),
    )
  })
})
