/**
 * Every sentence the Skills tab shows, in English and Chinese. Pure functions of their numbers, so
 * the tab stays a thin renderer and the wording can be tested.
 */
import type { RowCallGap } from './ledger.ts'
import type { StopReason } from './history.ts'

export type Lang = 'en' | 'zh'

/** Why there is no ledger to show (SPEC §6: three distinct messages, no counts). */
export type Missing = 'no-sessions' | 'no-binding' | 'no-source'

/** The UI language: DSH points `<html lang>` at its active locale; the browser's language otherwise. */
export function uiLanguage(): Lang {
  const doc = typeof document !== 'undefined' ? document.documentElement?.lang : ''
  const nav = typeof navigator !== 'undefined' ? navigator.language : ''
  return /^zh\b/i.test(doc || nav || '') ? 'zh' : 'en'
}

const n = (count: number, one: string, many: string): string => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

const size = (bytes: number): string => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`)

export interface Strings {
  label: string
  title: string
  loadedHeading: string
  searchesHeading: string
  columns: { index: string; skill: string; loads: string; reads: string; context: string; first: string; via: string }
  totals(calls: number, skills: number, complete: boolean): string
  /** The session's context cost of loads and reads: bytes and approximate tokens. */
  cost(bytes: number, tokens: number, complete: boolean): string
  size(bytes: number, tokens: number): string
  withheld: string
  failed: string
  pending: string
  search(kind: 'exact' | 'partial' | 'none' | 'error', total: number): string
  loadedAfter(names: string[]): string
  notLoaded: string
  gap(rows: number, calls: number, gap: RowCallGap): string | undefined
  waiting: string
  paging(pages: number): string
  stopped(reason: StopReason, limits: { pageTimeoutMs: number; stallLimit: number; maxPages: number }): string
  retry: string
  missing(reason: Missing): string
  noRows: string
  noSearches: string
  turn(turn: number): string
  viaCode: string
  footer(version: string, pages: number, events: number, complete: boolean): string
}

export const STRINGS: Record<Lang, Strings> = {
  en: {
    label: 'Skills',
    title: 'Skills in this session',
    loadedHeading: 'Loaded and read',
    searchesHeading: 'Searches',
    columns: { index: '#', skill: 'Skill', loads: 'Loads', reads: 'Reads', context: 'In context', first: 'First', via: 'Via' },
    totals: (calls, skills, complete) => (complete ? `${n(calls, 'call', 'calls')} over ${n(skills, 'skill', 'skills')}` : `So far ${n(calls, 'call', 'calls')} over ${n(skills, 'skill', 'skills')}`),
    cost: (bytes, tokens, complete) => `${complete ? '' : 'So far '}${size(bytes)} (~${tokens.toLocaleString('en-US')} tokens) of skills in the model’s context`,
    size: (bytes, tokens) => `${size(bytes)} · ~${tokens.toLocaleString('en-US')} tok`,
    withheld: 'withheld',
    failed: 'failed',
    pending: 'no answer yet',
    search: (kind, total) => (kind === 'exact' ? `${n(total, 'exact hit', 'exact hits')}` : kind === 'partial' ? `${n(total, 'partial hit', 'partial hits')}` : kind === 'none' ? 'no match' : 'error'),
    loadedAfter: (names) => `loaded after: ${names.join(', ')}`,
    notLoaded: 'no hit loaded',
    gap(rows, calls, gap) {
      if (rows === calls && gap.unnamedCalls === 0) return undefined
      const parts: string[] = []
      if (gap.multiNameCalls) parts.push(`${n(gap.multiNameCalls, 'call', 'calls')} named several skills at once (+${gap.extraRows})`)
      if (gap.mergedRows) parts.push(`${n(gap.mergedRows, 'repeated name', 'repeated names')} inside one run_code program counted once (−${gap.mergedRows})`)
      if (gap.unnamedCalls) parts.push(`${n(gap.unnamedCalls, 'call', 'calls')} named no skill that could be read, not counted`)
      return `${n(rows, 'row', 'rows')} from ${n(calls, 'call', 'calls')}: ${parts.join('; ')}.`
    },
    waiting: 'Waiting for this session’s events: DSH opens the event window of the session on screen.',
    paging: (pages) => `Reading older history… ${n(pages, 'page', 'pages')} so far.`,
    stopped(reason, limits) {
      switch (reason) {
        case 'start':
          return 'History read from its start; totals are final.'
        case 'timeout':
          return `Gave up: the host did not answer a request for older events within ${limits.pageTimeoutMs / 1000} s. Counts cover what was read.`
        case 'stalled':
          return `Gave up: ${limits.stallLimit} requests in a row for older events brought nothing new. Counts cover what was read.`
        case 'cap':
          return `Stopped after ${limits.maxPages} pages, the most this tab reads in one go. Counts cover what was read.`
      }
    },
    retry: 'Read older history again',
    missing(reason) {
      switch (reason) {
        case 'no-sessions':
          return 'No ledger: this DSH build gives plugins no sessions service, so there is no event log to read.'
        case 'no-binding':
          return 'No ledger: DSH has no binding for this session. Open the session again and reopen this tab.'
        case 'no-source':
          return 'No ledger: this DSH version gives plugins neither a session event stream nor conversation views to read a session through, so skill calls cannot be counted.'
      }
    },
    noRows: 'No skill was loaded or read in what has been read so far.',
    noSearches: 'No skill_search calls.',
    turn: (turn) => `turn ${turn}`,
    viaCode: 'run_code',
    footer: (version, pages, events, complete) => `dsh-skill-router ${version} · ${n(pages, 'page', 'pages')} read · ${n(events, 'event', 'events')} · ${complete ? 'start of history reached' : 'start of history not reached'}`,
  },
  zh: {
    label: '技能',
    title: '本会话用到的技能',
    loadedHeading: '加载与读取',
    searchesHeading: '搜索',
    columns: { index: '#', skill: '技能', loads: '加载', reads: '读取', context: '进入上下文', first: '首次', via: '方式' },
    totals: (calls, skills, complete) => (complete ? `共 ${calls} 次调用，涉及 ${skills} 个技能` : `目前已读到 ${calls} 次调用，涉及 ${skills} 个技能`),
    cost: (bytes, tokens, complete) => `${complete ? '' : '目前'}技能内容占模型上下文 ${size(bytes)}（约 ${tokens} 个 token）`,
    size: (bytes, tokens) => `${size(bytes)} · 约 ${tokens} token`,
    withheld: '已扣留',
    failed: '失败',
    pending: '尚无结果',
    search: (kind, total) => (kind === 'exact' ? `${total} 个完全匹配` : kind === 'partial' ? `${total} 个部分匹配` : kind === 'none' ? '无匹配' : '出错'),
    loadedAfter: (names) => `随后加载：${names.join('、')}`,
    notLoaded: '未加载任何结果',
    gap(rows, calls, gap) {
      if (rows === calls && gap.unnamedCalls === 0) return undefined
      const parts: string[] = []
      if (gap.multiNameCalls) parts.push(`${gap.multiNameCalls} 次调用一次点名多个技能（+${gap.extraRows}）`)
      if (gap.mergedRows) parts.push(`同一 run_code 程序中重复的 ${gap.mergedRows} 个名字只计一次（−${gap.mergedRows}）`)
      if (gap.unnamedCalls) parts.push(`${gap.unnamedCalls} 次调用读不出技能名，未计入`)
      return `${rows} 行来自 ${calls} 次调用：${parts.join('；')}。`
    },
    waiting: '等待本会话的事件：DSH 只为屏幕上的会话打开事件窗口。',
    paging: (pages) => `正在读取更早的历史……已读 ${pages} 页。`,
    stopped(reason, limits) {
      switch (reason) {
        case 'start':
          return '已读到历史的开头，统计为最终结果。'
        case 'timeout':
          return `已放弃：宿主在 ${limits.pageTimeoutMs / 1000} 秒内没有回应更早事件的请求。统计只含已读部分。`
        case 'stalled':
          return `已放弃：连续 ${limits.stallLimit} 次请求更早事件都没有新内容。统计只含已读部分。`
        case 'cap':
          return `已读 ${limits.maxPages} 页，达到本标签一次读取的上限。统计只含已读部分。`
      }
    },
    retry: '再次读取更早的历史',
    missing(reason) {
      switch (reason) {
        case 'no-sessions':
          return '无法统计：此 DSH 版本没有向插件提供 sessions 服务，没有可读的事件记录。'
        case 'no-binding':
          return '无法统计：DSH 中没有此会话的绑定。请重新打开会话后再打开本标签。'
        case 'no-source':
          return '无法统计：此 DSH 版本既没有向插件提供会话事件流，也没有可供读取会话的对话视图，无法统计技能调用。'
      }
    },
    noRows: '已读部分中没有加载或读取任何技能。',
    noSearches: '没有 skill_search 调用。',
    turn: (turn) => `第 ${turn} 轮`,
    viaCode: 'run_code',
    footer: (version, pages, events, complete) => `dsh-skill-router ${version} · 已读 ${pages} 页 · ${events} 个事件 · ${complete ? '已到历史开头' : '未到历史开头'}`,
  },
}
