/**
 * The tab's stylesheet, rendered inside its root so the tab carries its own look into DSH and into
 * the standalone viewer alike. Every selector starts with `.dsr-` so nothing leaks out. Colours are
 * translucent greys over the host's own text colour, so the tab reads on light and dark themes.
 */
export const STYLES = `
.dsr-root { font: 13px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif;
  color: inherit; padding: 18px 22px 14px; max-width: 980px; box-sizing: border-box; }
.dsr-root * { box-sizing: border-box; }
.dsr-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 16px; margin-bottom: 10px; }
.dsr-title { font-size: 12px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; opacity: .6; margin: 0; }
.dsr-totals { font-size: 20px; font-weight: 600; font-variant-numeric: tabular-nums; margin: 2px 0 0; }
.dsr-totals.is-partial { font-weight: 500; opacity: .8; }
.dsr-gap { font-size: 12px; opacity: .7; margin: 2px 0 0; }
.dsr-status { display: flex; align-items: center; gap: 10px; font-size: 12px; padding: 7px 12px; border-radius: 8px; margin: 12px 0 16px;
  background: rgba(127,127,127,.08); border: 1px solid rgba(127,127,127,.16); }
.dsr-status::before { content: ""; flex: none; width: 8px; height: 8px; border-radius: 50%; background: #9ca3af; }
.dsr-status.is-start::before { background: #16a34a; }
.dsr-status.is-paging::before { background: #2563eb; animation: dsr-pulse 1s ease-in-out infinite alternate; }
.dsr-status.is-gave-up { background: rgba(217,119,6,.08); border-color: rgba(217,119,6,.3); }
.dsr-status.is-gave-up::before { background: #d97706; }
.dsr-status.is-missing { background: rgba(220,38,38,.06); border-color: rgba(220,38,38,.25); }
.dsr-status.is-missing::before { background: #dc2626; }
@keyframes dsr-pulse { from { opacity: .35; } to { opacity: 1; } }
.dsr-retry { margin-left: auto; font: inherit; font-size: 12px; padding: 2px 10px; border-radius: 6px; cursor: pointer;
  color: inherit; background: transparent; border: 1px solid rgba(127,127,127,.4); }
.dsr-retry:hover { background: rgba(127,127,127,.12); }
.dsr-section { margin: 0 0 18px; }
.dsr-h { font-size: 13px; font-weight: 600; margin: 0 0 6px; display: flex; gap: 8px; align-items: baseline; }
.dsr-h .dsr-count { font-weight: 400; opacity: .55; font-variant-numeric: tabular-nums; }
.dsr-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.dsr-table th { text-align: left; font-size: 11px; font-weight: 500; letter-spacing: .03em; opacity: .6; padding: 4px 10px 5px;
  border-bottom: 1px solid rgba(127,127,127,.35); white-space: nowrap; }
.dsr-table td { padding: 6px 10px; border-bottom: 1px solid rgba(127,127,127,.14); vertical-align: top; }
.dsr-table tbody tr:hover td { background: rgba(127,127,127,.06); }
.dsr-table .dsr-num { text-align: right; width: 1%; white-space: nowrap; }
.dsr-table .dsr-idx { opacity: .45; width: 1%; }
.dsr-table .dsr-zero { opacity: .3; }
.dsr-skill { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 8px; }
.dsr-zh { font-weight: 600; }
.dsr-name { font: 12.5px/1.4 ui-monospace, SFMono-Regular, "JetBrains Mono", Menlo, Consolas, monospace; font-weight: 500; }
.dsr-zh + .dsr-name { font-weight: 400; opacity: .7; }
.dsr-paths { width: 100%; font: 11.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; opacity: .6; }
.dsr-when { white-space: nowrap; opacity: .75; }
.dsr-chip { display: inline-block; font-size: 11px; line-height: 18px; padding: 0 7px; margin: 0 4px 2px 0; border-radius: 9px;
  background: rgba(127,127,127,.12); white-space: nowrap; }
.dsr-chip.is-code { background: rgba(124,58,237,.12); }
.dsr-chip.is-withheld { background: rgba(217,119,6,.16); }
.dsr-chip.is-failed, .dsr-chip.is-error { background: rgba(220,38,38,.14); }
.dsr-chip.is-exact { background: rgba(22,163,74,.14); }
.dsr-chip.is-partial { background: rgba(37,99,235,.12); }
.dsr-cost { white-space: nowrap; }
.dsr-cost .dsr-chip { margin: 0 0 0 6px; }
.dsr-cost-total { font-size: 12.5px; opacity: .75; margin: 2px 0 0; font-variant-numeric: tabular-nums; }
.dsr-after { flex-basis: 100%; font-size: 11.5px; opacity: .65; padding-left: 2px; }
.dsr-searches { list-style: none; margin: 0; padding: 0; }
.dsr-searches li { display: flex; flex-wrap: wrap; gap: 2px 10px; align-items: baseline; padding: 5px 10px; border-bottom: 1px solid rgba(127,127,127,.14); }
.dsr-query { flex: 1; }
.dsr-query::before { content: "“"; opacity: .45; }
.dsr-query::after { content: "”"; opacity: .45; }
.dsr-meta { font-size: 11.5px; opacity: .6; white-space: nowrap; }
.dsr-empty { opacity: .6; font-size: 12px; padding: 6px 10px; }
.dsr-foot { font-size: 11px; opacity: .55; border-top: 1px solid rgba(127,127,127,.2); padding-top: 8px; margin-top: 6px; font-variant-numeric: tabular-nums; }
`
