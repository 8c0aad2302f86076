/**
 * The Skills tab component. It is built from whatever React the host hands over (DSH's React in the
 * web UI, preact/compat in the standalone viewer and the tests), with htm bound to its
 * `createElement`, so client.js bundles no React of its own.
 */
import htm from 'htm'
import { chineseName } from './glossary.ts'
import { createHistoryReader } from './history.ts'
import type { EventWindow, HistoryState, Observable, SessionLike } from './history.ts'
import type { SearchRow, SkillLine } from './ledger.ts'
import { HISTORY } from '../host.js-src/core/limits.ts'
import { approxTokens } from './results.ts'
import { STRINGS, uiLanguage } from './strings.ts'
import type { Lang, Missing, Strings } from './strings.ts'
import { STYLES } from './styles.ts'

/** The slice of React the tab uses; React and preact/compat both fit. */
export interface ReactLike {
  // biome-ignore lint: the element factory takes any component type.
  createElement(type: any, props: any, ...children: any[]): any
  useState<T>(initial: T | (() => T)): [T, (next: T | ((prev: T) => T)) => void]
  useEffect(effect: () => void | (() => void), deps?: readonly unknown[]): void
}

/** What the slot entry's `inject` returns, plus whatever the host's session kit adds. */
export interface SkillsTabProps {
  source?: Observable<EventWindow | undefined>
  session?: SessionLike
  /** Why there is nothing to read; set when `source` is missing. */
  missing?: Missing
  /** Overrides the UI language (tests, the viewer's language switch). */
  lang?: Lang
}

export function createSkillsTab(React: ReactLike, version: string): (props: SkillsTabProps) => unknown {
  const html = htm.bind(React.createElement)

  function useHistory(props: SkillsTabProps): [HistoryState | undefined, (() => void) | undefined] {
    const [state, setState] = React.useState<HistoryState | undefined>(undefined)
    const [retry, setRetry] = React.useState<(() => void) | undefined>(undefined)
    React.useEffect(() => {
      if (!props.source) return undefined
      const reader = createHistoryReader(props.source, props.session, { onChange: setState })
      setState(reader.getState())
      setRetry(() => () => reader.retry())
      return () => reader.dispose()
    }, [props.source, props.session])
    return [state, retry]
  }

  /** A chip counting loads that were withheld or failed, the answer's reason on hover; nothing at 0. */
  function outcomeChip(kind: 'withheld' | 'failed', count: number, word: string, reason: string | undefined): unknown {
    return count ? html`<span class=${'dsr-chip is-' + kind} title=${reason ?? ''}>${word}${count > 1 ? ` ×${count}` : ''}</span>` : null
  }

  function SkillRowView({ line, index, t, lang }: { line: SkillLine; index: number; t: Strings; lang: Lang }) {
    const zh = lang === 'zh' ? chineseName(line.name) : undefined
    return html`<tr data-skill=${line.name}>
      <td class="dsr-idx dsr-num">${index + 1}</td>
      <td>
        <div class="dsr-skill">
          ${zh ? html`<span class="dsr-zh" title=${line.name}>${zh}</span>` : null}
          <span class="dsr-name">${line.name}</span>
          ${line.paths.length ? html`<span class="dsr-paths">${line.paths.join(' · ')}</span>` : null}
        </div>
      </td>
      <td class=${'dsr-num' + (line.loads ? '' : ' dsr-zero')}>${line.loads}</td>
      <td class=${'dsr-num' + (line.reads ? '' : ' dsr-zero')}>${line.reads}</td>
      <td class="dsr-num dsr-cost" data-bytes=${String(line.bytes)}>
        ${line.bytes ? t.size(line.bytes, approxTokens(line.bytes)) : '—'}
        ${outcomeChip('withheld', line.withheld, t.withheld, line.reason)}
        ${outcomeChip('failed', line.failed, t.failed, line.reason)}
      </td>
      <td class="dsr-when" title=${line.firstSeq === undefined ? '' : `seq ${line.firstSeq}`}>${line.firstTurn === undefined ? '—' : t.turn(line.firstTurn)}</td>
      <td>
        ${line.tools.map((tool) => html`<span class="dsr-chip">${tool}</span>`)}
        ${line.viaCode ? html`<span class="dsr-chip is-code">${t.viaCode}</span>` : null}
      </td>
    </tr>`
  }

  function SearchItem({ search, t }: { search: SearchRow; t: Strings }) {
    const meta = [search.turn === undefined ? undefined : t.turn(search.turn), search.repo, search.viaCode ? t.viaCode : undefined].filter(Boolean).join(' · ')
    const outcome = search.outcome
    const after = outcome && outcome.hits.length ? (search.loadedAfter.length ? t.loadedAfter(search.loadedAfter) : t.notLoaded) : undefined
    return html`<li data-query=${search.query} data-kind=${outcome?.kind ?? ''} data-hits=${outcome ? String(outcome.total) : ''} data-loaded=${search.loadedAfter.join(',')}>
      <span class="dsr-query">${search.query || '—'}</span>
      ${outcome ? html`<span class=${'dsr-chip is-' + outcome.kind}>${t.search(outcome.kind, outcome.total)}</span>` : search.viaCode ? null : html`<span class="dsr-chip is-pending">${t.pending}</span>`}
      <span class="dsr-meta">${meta}</span>
      ${after ? html`<span class="dsr-after">${after}</span>` : null}
    </li>`
  }

  function status(state: HistoryState | undefined, t: Strings): [string, string] {
    if (!state || state.phase === 'waiting') return ['is-waiting', t.waiting]
    if (state.phase === 'paging') return ['is-paging', t.paging(state.pages)]
    const reason = state.stop ?? 'stalled'
    return [reason === 'start' ? 'is-start' : 'is-gave-up', t.stopped(reason, HISTORY)]
  }

  return function SkillsTab(props: SkillsTabProps) {
    const lang = props.lang ?? uiLanguage()
    const t = STRINGS[lang]
    const [state, retry] = useHistory(props)
    if (!props.source) {
      const reason = props.missing ?? 'no-source'
      return html`<div class="dsr-root" data-complete="false" data-missing=${reason}>
        <style>${STYLES}</style>
        <div class="dsr-head"><p class="dsr-title">${t.title}</p></div>
        <div class="dsr-status is-missing" role="status">${t.missing(reason)}</div>
        <div class="dsr-foot">dsh-skill-router ${version}</div>
      </div>`
    }
    const ledger = state?.ledger
    const complete = state?.complete ?? false
    const calls = ledger?.calls ?? 0
    const skills = ledger?.skills ?? []
    const searches = ledger?.searches ?? []
    const gap = ledger ? t.gap(ledger.rows.length, ledger.calls, ledger.gap) : undefined
    const [statusClass, statusText] = status(state, t)
    const canRetry = state?.phase === 'stopped' && state.stop !== 'start' && retry
    return html`<div class="dsr-root" data-total-calls=${String(calls)} data-total-skills=${String(skills.length)} data-context-bytes=${String(ledger?.contextBytes ?? 0)} data-complete=${String(complete)} data-stop=${state?.stop ?? ''} data-pages=${String(state?.pages ?? 0)} data-events=${String(state?.events ?? 0)}>
      <style>${STYLES}</style>
      <div class="dsr-head">
        <div>
          <p class="dsr-title">${t.title}</p>
          <p class=${'dsr-totals' + (complete ? '' : ' is-partial')}>${t.totals(calls, skills.length, complete)}</p>
          <p class="dsr-cost-total" data-context-bytes=${String(ledger?.contextBytes ?? 0)}>${t.cost(ledger?.contextBytes ?? 0, approxTokens(ledger?.contextBytes ?? 0), complete)}</p>
          ${gap ? html`<p class="dsr-gap">${gap}</p>` : null}
        </div>
      </div>
      <div class=${'dsr-status ' + statusClass} role="status">
        <span>${statusText}</span>
        ${canRetry ? html`<button type="button" class="dsr-retry" onClick=${() => retry()}>${t.retry}</button>` : null}
      </div>
      <section class="dsr-section">
        <h3 class="dsr-h">${t.loadedHeading}<span class="dsr-count">${skills.length}</span></h3>
        ${skills.length === 0
          ? html`<div class="dsr-empty">${t.noRows}</div>`
          : html`<table class="dsr-table">
              <thead><tr>
                <th class="dsr-num">${t.columns.index}</th><th>${t.columns.skill}</th><th class="dsr-num">${t.columns.loads}</th>
                <th class="dsr-num">${t.columns.reads}</th><th class="dsr-num">${t.columns.context}</th><th>${t.columns.first}</th><th>${t.columns.via}</th>
              </tr></thead>
              <tbody>${skills.map((line, i) => html`<${SkillRowView} key=${line.normalised} line=${line} index=${i} t=${t} lang=${lang} />`)}</tbody>
            </table>`}
      </section>
      <section class="dsr-section">
        <h3 class="dsr-h">${t.searchesHeading}<span class="dsr-count">${searches.length}</span></h3>
        ${searches.length === 0
          ? html`<div class="dsr-empty">${t.noSearches}</div>`
          : html`<ol class="dsr-searches">${searches.map((s) => html`<${SearchItem} key=${s.key} search=${s} t=${t} />`)}</ol>`}
      </section>
      <div class="dsr-foot">${t.footer(version, state?.pages ?? 0, state?.events ?? 0, complete)}</div>
    </div>`
  }
}
