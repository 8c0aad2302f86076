import { ARGS, LIMITS } from '../core/limits.ts'
import { basename, dirname, joinPath } from '../core/_path.ts'
import { assembleSearchIndex, buildSearchIndex, collectPostings, mergeRawPostings, normalizeName, rank } from '../core/search.ts'
import { queryWords } from '../core/tokenize.ts'
import type { EngineRankResult, RawPostings, SearchIndex } from '../core/search.ts'
import type { RankedHit, SearchDoc, SkillRow } from '../core/types.ts'
import type { FsInfo, FsPort, FsTarget } from '../library/fs-port.ts'
import { describeFsError, versionKey } from '../library/fs-port.ts'
import { LibraryCache, META_FILE, SHA_FILE, readOptional, readOptionalBytes, skillDir } from '../library/library.ts'
import { SEARCH_SIDECAR, SEARCH_SIDECAR_JSON, readSearchSidecar, readSearchSidecarJson, rowDocs } from '../library/search-sidecar.ts'
import type { Library } from '../library/library.ts'
import { locateLibrary } from '../library/locate.ts'
import type { LibraryLocation } from '../library/locate.ts'
import { listSkillFiles, readSkillFile, readSkillMd } from '../library/skill-files.ts'
import { wrapUntrusted } from '../guard/envelope.ts'
import { cutLine } from './cut.ts'
import { fitList, fitSearch } from './fit.ts'
import { mapBounded } from './parallel.ts'
import { readLoad, readRef, readSearch } from './requests.ts'
import type { ResidentDefinition, ResidentPort, ResidentSkill } from './resident.ts'
import type { LibraryFacts, LoadError, LoadValue, LoadedSkill, RefValue, SearchHitValue, SearchValue } from './values.ts'
import { SHOW_ALL } from './visibility.ts'
import type { Decision, Use, Visibility } from './visibility.ts'

/** What one call runs against: the host's fs, the session's cwd and id, optional resident skills. */
export interface CallContext {
  fs: FsPort
  cwd?: string
  /** The session (a clean load of a quarantined skill counts once per session). */
  sessionId?: string
  signal?: AbortSignal
  residents?: ResidentPort
}

export interface RouterOptions {
  /** Explicit library (config `library`). */
  library?: string
  /** What named `library` (config key, environment variable, flag), so messages can say. */
  libraryFrom?: string
  /** Index file read from elsewhere (CLI `--index`). */
  indexFile?: string
  /** The bundled starter library's folder. */
  starterDir?: string
  /** Who may see which copy (manage/ implements it for agent-written skills). Default: everyone sees everything. */
  visibility?: Visibility
}

interface IndexEntry {
  /** Resident skills the index was built with. */
  key: string
  index: SearchIndex
  /** Normalised name → resident copies hidden behind a library row of that name. */
  shadowed: Map<string, string[]>
  /** Why the stored search cache was not used; said once, by the search that built this entry. */
  note?: string
}

/** A library's stored postings, or why a sidecar that is there was not used. */
interface Prebuilt {
  raw?: RawPostings
  note?: string
}

interface Resolved {
  facts: LibraryFacts
  library?: Library
}

/** A call context's library, kept while its index file's version (one stat) stays the same. */
interface Placed {
  location: LibraryLocation
  indexVersion: string
  resolved: Resolved
}

/** Lookups over one loaded index, built once per index version (never per call). */
interface Lookups {
  /** Normalised name → rows of that name, in index order. */
  byName: Map<string, SkillRow[]>
  byId: Map<string, SkillRow>
  /** Distinct names, for the closest-name hint of a miss. */
  names: string[]
  /** Folders (relative to the library) that hold indexed skills, most skills first: where a miss probes. */
  parents: string[]
}

interface Located {
  row?: SkillRow
  dir?: string
  skillFile?: string
  source: LoadedSkill['source']
  resident?: ResidentDefinition
  error?: LoadError
  /** The visibility decision, when the copy is governed by it. */
  decision?: Decision
  /** Ids of the other library copies of this name (not loaded). */
  others?: string[]
}

/** A library copy's stable id: its repo and its folder inside the repo, as search hits show it. */
export function copyId(row: Pick<SkillRow, 'repo' | 'relpath'>): string {
  return row.relpath ? joinPath(row.repo, row.relpath) : row.repo
}

function shallowness(row: SkillRow): number {
  return row.relpath === '' ? 0 : row.relpath.split('/').length
}


/** The three model-facing tools over one library cache. Shared by the DSH plugin, CLI and MCP. */
export class Router {
  private readonly cache = new LibraryCache()
  private readonly searchIndexes = new WeakMap<Library, IndexEntry>()
  private readonly prebuiltIndexes = new WeakMap<Library, Promise<Prebuilt>>()
  /** The search sidecar's bytes, read while a search's library was read and parsed; taken by `prebuilt`. */
  private readonly prefetched = new WeakMap<Library, ReturnType<typeof readOptionalBytes>>()
  private readonly lookups = new WeakMap<Library, Lookups>()
  /** Per row: 0 not asked yet, 1 not governed, 2 governed by the visibility hooks. */
  private readonly governed = new WeakMap<Library, Uint8Array>()
  /** Per loaded index: whether any row is governed (known from its second search on; 'asked' after its first). */
  private readonly governsAny = new WeakMap<Library, boolean | 'asked'>()
  /** Per call context (its cwd): the library it located, re-located only when its index file changes. */
  private readonly placed = new Map<string, Placed>()
  /** Per fs port: paths whose resolved target is the path itself, so a stat needs no resolve first. */
  private readonly targets = new WeakMap<FsPort, Map<string, FsTarget>>()
  readonly options: RouterOptions
  private readonly visibility: Visibility

  constructor(options: RouterOptions = {}) {
    this.options = options
    this.visibility = options.visibility ?? SHOW_ALL
  }

  /**
   * Shows one tool call's arguments to the visibility hooks: when they carry a canary this session
   * was served with, the answer says why the call is refused (and the skills are withheld).
   */
  async witness(tool: string, args: unknown, call: Pick<CallContext, 'cwd' | 'sessionId'>): Promise<string | undefined> {
    try {
      return await this.visibility.witness(tool, args, { ...(call.cwd ? { cwd: call.cwd } : {}), ...(call.sessionId ? { sessionId: call.sessionId } : {}) })
    } catch {
      return undefined
    }
  }

  /** The host's resident skills plus any the visibility hooks add (promoted agent-written skills). */
  private residentsOf(call: CallContext): ResidentPort | undefined {
    return this.visibility.residents(call.residents)
  }

  /** The decision for one library copy (shown when the hooks do not govern it, or for the starter library). */
  private async decide(library: Library, dir: string, name: string, use: Use, call: CallContext): Promise<Decision | undefined> {
    if (library.location.starter) return undefined
    const place = { libraryDir: library.location.dir, dir, name }
    if (!this.visibility.governs(place)) return undefined
    try {
      return await this.visibility.decide(place, use, { ...(call.cwd ? { cwd: call.cwd } : {}), ...(call.sessionId ? { sessionId: call.sessionId } : {}) })
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err)
      return { kind: 'withhold', reason: `"${name}" could not be checked (${why}); it is withheld`, label: 'WITHHELD: could not be checked' }
    }
  }

  /**
   * The call context's library (issue 18): a context that found a library before checks its index
   * file with one stat and, unchanged, gets the same answer without locating or loading again. The
   * starter library and failures are never kept, so a library built or repaired later is found.
   */
  async resolveLibrary(call: CallContext, opts: { forSearch?: boolean } = {}): Promise<Resolved> {
    const key = call.cwd ?? ''
    const kept = this.placed.get(key)
    if (kept) {
      if ((await this.indexVersion(call, kept.location.indexPath)) === kept.indexVersion) return kept.resolved
      this.placed.delete(key)
    }
    const location = await locateLibrary(call.fs, {
      cwd: call.cwd,
      explicit: this.options.library,
      ...(this.options.libraryFrom ? { explicitFrom: this.options.libraryFrom } : {}),
      indexFile: this.options.indexFile,
      starterDir: this.options.starterDir,
      signal: call.signal,
    })
    const facts: LibraryFacts = { library: location.dir }
    if (location.starter) facts.starterLibrary = true
    if (location.note) facts.note = location.note
    if (location.why) facts.why = location.why
    // Taken before the load: a change in between makes the next call load again, never miss it.
    const indexVersion = location.starter || location.error ? undefined : await this.indexVersion(call, location.indexPath)
    // A search goes on to read the search sidecar: its read starts now, beside the index's read
    // and parse, not after them (a cold 10,000-row search waited ~8 ms for it).
    const prefetch = opts.forSearch && !location.starter && !location.error ? readOptionalBytes(call.fs, joinPath(dirname(location.indexPath), SEARCH_SIDECAR), call.signal) : undefined
    const loaded = await this.cache.load(call.fs, location, call.signal)
    if ('error' in loaded) {
      facts.error = loaded.error
      return { facts }
    }
    if (prefetch && !this.prebuiltIndexes.has(loaded)) this.prefetched.set(loaded, prefetch)
    if (loaded.alarm) facts.indexAlarm = loaded.alarm
    const resolved: Resolved = { facts, library: loaded }
    if (indexVersion !== undefined && indexVersion !== 'missing') {
      if (this.placed.size >= LIMITS.contextsKept) this.placed.delete(this.placed.keys().next().value!)
      this.placed.set(key, { location, indexVersion, resolved })
    }
    return resolved
  }

  /**
   * The index's version: its file's, with its two integrity sidecars' beside it (three stats side
   * by side), so a sidecar edited on its own raises the integrity alarm on the next call as it did
   * before the cache. 'missing' when the index is gone or not a file; an absent sidecar is a version.
   */
  private async indexVersion(call: CallContext, indexPath: string): Promise<string> {
    const base = dirname(indexPath)
    const versionOf = async (path: string): Promise<string> => {
      try {
        const info = await this.statPath(call, path)
        return info?.type === 'file' ? versionKey(info) : 'missing'
      } catch {
        return 'missing'
      }
    }
    // The search sidecar too: build-index writes it after the index, so a search in between would
    // otherwise keep "not used" for as long as the index stays the same.
    const [index, sha, meta, search] = await Promise.all([versionOf(indexPath), versionOf(joinPath(base, SHA_FILE)), versionOf(joinPath(base, META_FILE)), versionOf(joinPath(base, SEARCH_SIDECAR))])
    return index === 'missing' ? 'missing' : `${index}|${sha}|${meta}|${search}`
  }

  /**
   * Whether the visibility hooks govern row d, asked once per row and loaded index version (a
   * query at 10,000 rows can hold thousands of hits; asking per hit per call cost a quarter of the
   * ranking). `governs` is a function of the copy's place alone, which a version fixes.
   */
  private governedRows(library: Library): (d: number) => boolean {
    let flags = this.governed.get(library)
    if (!flags) this.governed.set(library, (flags = new Uint8Array(library.rows.length)))
    const known = flags
    return (d) => {
      let f = known[d]
      if (f === 0) {
        const row = library.rows[d]!
        f = known[d] = this.visibility.governs({ libraryDir: library.location.dir, dir: skillDir(library, row), name: row.name }) ? 2 : 1
      }
      return f === 2
    }
  }

  private lookupsOf(library: Library): Lookups {
    let l = this.lookups.get(library)
    if (l) return l
    const byName = new Map<string, SkillRow[]>()
    const byId = new Map<string, SkillRow>()
    const parentCount = new Map<string, number>()
    for (const row of library.rows) {
      const key = normalizeName(row.name)
      const same = byName.get(key)
      if (same) same.push(row)
      else byName.set(key, [row])
      const id = copyId(row)
      if (!byId.has(id)) byId.set(id, row)
      const cut = id.lastIndexOf('/')
      const parent = cut < 0 ? '' : id.slice(0, cut)
      parentCount.set(parent, (parentCount.get(parent) ?? 0) + 1)
    }
    const parents = [...parentCount].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([p]) => p)
    l = { byName, byId, names: [...new Set(library.rows.map((r) => r.name))], parents }
    this.lookups.set(library, l)
    return l
  }

  private async residentList(call: CallContext): Promise<ResidentSkill[]> {
    const residents = this.residentsOf(call)
    if (!residents) return []
    try {
      return await residents.list(call.signal)
    } catch {
      return []
    }
  }

  /**
   * The library's rows already tokenized, as build-index stored them beside the index: the binary
   * sidecar, else the JSON one an earlier release wrote. `note` says why a sidecar that is there
   * was not used (stale, corrupt, truncated, a host that reads only text). Tried once per loaded
   * index version.
   */
  private prebuilt(library: Library, call: CallContext): Promise<Prebuilt> {
    let entry = this.prebuiltIndexes.get(library)
    if (!entry) {
      entry = (async (): Promise<Prebuilt> => {
        if (!library.location.indexPath) return {}
        const dir = dirname(library.location.indexPath)
        const why: string[] = []
        // A rebuild helps a stale or damaged file; it cannot help a host that reads only text or a
        // file over the size limit, so the note gives that advice only when it would work.
        let rebuild = false
        const early = this.prefetched.get(library)
        this.prefetched.delete(library)
        const bytes = await (early ?? readOptionalBytes(call.fs, joinPath(dir, SEARCH_SIDECAR), call.signal))
        if (bytes instanceof Uint8Array) {
          const raw = await readSearchSidecar(bytes, library.rows, library.digest).catch((err: Error) => `unreadable (${err.message})`)
          if (typeof raw !== 'string') return { raw }
          why.push(`${SEARCH_SIDECAR} ${raw}`)
          rebuild = true
        } else if (bytes) why.push(`${SEARCH_SIDECAR} not read: ${bytes.unreadable}`)
        const text = await readOptional(call.fs, joinPath(dir, SEARCH_SIDECAR_JSON), call.signal)
        if (text !== undefined) {
          const raw = await readSearchSidecarJson(text, library.rows, library.digest).catch((err: Error) => `unreadable (${err.message})`)
          if (typeof raw !== 'string') return { raw }
          why.push(`${SEARCH_SIDECAR_JSON} ${raw}`)
          rebuild = true
        }
        if (!why.length) return {}
        const fix = rebuild ? `; rebuild it with: dsh-skill-router build-index ${library.location.dir}` : ''
        return { note: `the search cache was not used (${why.join('; ')}), so the rows were tokenized instead, slower on a first search${fix}` }
      })()
      this.prebuiltIndexes.set(library, entry)
    }
    return entry
  }

  private async indexFor(library: Library | undefined, residents: ResidentSkill[], call: CallContext): Promise<IndexEntry> {
    const residentKey = residents.map((r) => `${r.name}\u0001${r.description}`).join('\u0002')
    const holder = library ?? EMPTY_LIBRARY
    const cached = this.searchIndexes.get(holder)
    if (cached && cached.key === residentKey) return cached
    const docs: SearchDoc[] = rowDocs(library?.rows ?? [])
    const libraryCount = docs.length
    // Only a resident skill needs the library's names (a clash); most calls have none.
    const libraryNames = residents.length ? new Set(docs.map((d) => normalizeName(d.name))) : new Set<string>()
    // On a name clash the library row wins: the resident copy is only counted, never ranked.
    const shadowed = new Map<string, string[]>()
    for (const r of residents) {
      const key = normalizeName(r.name)
      if (libraryNames.has(key)) {
        shadowed.set(key, [...(shadowed.get(key) ?? []), `resident:${r.source}`])
        continue
      }
      docs.push({ name: r.name, description: r.description, ...(r.whenToUse ? { whenToUse: r.whenToUse } : {}), repo: `resident:${r.source}`, relpath: '', source: 'resident' })
    }
    // A stored index holds the library's rows; the few resident skills are tokenized and merged in.
    const { raw: stored, note } = library && libraryCount ? await this.prebuilt(library, call) : {}
    let index: SearchIndex
    if (!stored) index = buildSearchIndex(docs)
    else if (docs.length === libraryCount) index = assembleSearchIndex(docs, stored)
    else index = assembleSearchIndex(docs, mergeRawPostings(stored, collectPostings(docs.slice(libraryCount))))
    const entry: IndexEntry = { key: residentKey, index, shadowed, ...(note ? { note } : {}) }
    this.searchIndexes.set(holder, entry)
    return entry
  }

  /**
   * Loads the call context's library and builds its search index before any call needs it (the MCP
   * server does this while its client is still idle). It takes over what the first search would
   * have said once about the stored search cache, and hands that back so the caller can say it.
   */
  async warmUp(call: CallContext): Promise<Resolved & { cacheNote?: string }> {
    const [resolved, residents] = await Promise.all([this.resolveLibrary(call, { forSearch: true }), this.residentList(call)])
    if (!resolved.library && !residents.length) return resolved
    const entry = await this.indexFor(resolved.library, residents, call)
    const cacheNote = entry.note
    delete entry.note
    return { ...resolved, ...(cacheNote ? { cacheNote } : {}) }
  }

  async search(raw: unknown, call: CallContext): Promise<SearchValue> {
    const base: SearchValue = { library: '', query: '', words: [], total: 0, strict: 0, shown: 0, more: 0, fallback: null, hits: [], searched: 0 }
    const req = readSearch(raw)
    if (!req.ok) return { ...base, error: req.error }
    const { query, namesOnly, explain } = req.value
    const repo = req.value.repo
    const rankOptions = { ...(repo ? { repo } : {}), explain }
    // The library's check and the resident list are independent: one round of file-system calls, not two.
    const checks = Promise.all([this.resolveLibrary(call, { forSearch: true }), this.residentList(call)])
    // While those calls are in flight, the query is ranked on the index the last call in this
    // folder used; the ranking is kept only when the checks hand back that very index (issue 18).
    const lastLibrary = this.placed.get(call.cwd ?? '')?.resolved.library
    const last = lastLibrary ? this.searchIndexes.get(lastLibrary) : undefined
    const early = last ? rank(last.index, query, rankOptions) : undefined
    // And the stale checks of the hits that ranking shows start now too, so the index check and
    // the stale marks are one round of file-system calls, not two: used only when the checks
    // confirm that index and no governed copy could hide a hit (a decision may take I/O of its own).
    let ahead: { shown: RankedHit[]; stale: Promise<boolean[]> } | undefined
    if (early && lastLibrary && last && !this.governedHeads(lastLibrary, last.index, early).length) {
      const shown = early.top(req.value.limit)
      ahead = { shown, stale: this.staleMarks(call, lastLibrary, last.index, shown) }
    }
    const [{ facts, library }, residents] = await checks
    const out: SearchValue = { ...base, ...facts, query }
    if (req.value.cutFrom) out.note = joinNotes(out.note, `the query was cut to its first ${LIMITS.queryMaxChars} characters (it had ${req.value.cutFrom})`)
    if (!library && !residents.length) return out
    const entry = await this.indexFor(library, residents, call)
    const { index, shadowed } = entry
    if (entry.note) {
      out.note = joinNotes(out.note, entry.note)
      delete entry.note
    }
    out.searched = index.docs.length
    const confirmed = early !== undefined && entry === last
    const result = confirmed ? early : rank(index, query, rankOptions)
    // The model reads words as it wrote them ("notes", not the stem "not").
    const surface = surfaceForms(query, [...result.words, ...result.unknown])
    out.words = result.words.map((w) => surface.get(w) ?? w)
    if (result.unknown.length) out.unknown = result.unknown.map((w) => surface.get(w) ?? w)
    if (repo && !index.repos.includes(repo)) {
      const everywhere = rank(index, query, {})
      const holders = [...new Set(everywhere.top(LIMITS.searchMaxLimit).flatMap((h) => h.docs.map((d) => index.docs[d]!.repo)))].sort().slice(0, ARGS.reposNamed)
      out.error = `skill_search: no repo named "${repo}" in this library.` + (holders.length ? ` Repos holding matches: ${holders.join(', ')}.` : ` Repos: ${index.repos.slice(0, ARGS.reposNamed).join(', ')}.`)
      return out
    }
    if (repo && result.total === 0) {
      const everywhere = rank(index, query, {})
      const holders = [...new Set(everywhere.top(LIMITS.searchMaxLimit).flatMap((h) => h.docs.map((d) => index.docs[d]!.repo)))].sort().slice(0, ARGS.reposNamed)
      if (holders.length) out.note = joinNotes(out.note, `nothing in repo "${repo}" matches; repos that do: ${holders.join(', ')}`)
    }
    // The visibility decision, before counting: a hidden copy is not a hit, not even in the totals.
    const labels = new Map<number, string>()
    const hidden = new Set<number>()
    let strict = result.strict
    if (library) {
      // Only governed copies are asked (governs is cheap, no I/O); their decisions run side by side.
      const governed = (confirmed && ahead ? [] : this.governedHeads(library, index, result)).map((d) => ({ d, dir: skillDir(library, library.rows[d]!), name: library.rows[d]!.name }))
      const decided = await mapBounded(governed, LIMITS.fsParallel, (g) => this.decide(library, g.dir, g.name, 'search', call))
      governed.forEach(({ d }, k) => {
        const decision = decided[k]
        if (decision?.kind === 'hide') {
          hidden.add(d)
          if (!result.fallback) strict--
        } else if (decision?.label) labels.set(d, decision.label)
      })
    }
    out.strict = hidden.size ? Math.max(0, strict) : result.strict
    out.fallback = result.fallback
    // Only the shown hits become objects: a rescue may hold tens of thousands (issue 18).
    out.total = result.total - hidden.size
    const shown = confirmed && ahead ? ahead.shown : result.top(req.value.limit, hidden.size ? (d) => hidden.has(d) : undefined)
    out.shown = shown.length
    out.more = out.total - out.shown
    if (namesOnly) out.namesOnly = true
    // Stale rows (SKILL.md gone since build-index): the shown hits are checked side by side.
    const stale = await (confirmed && ahead ? ahead.stale : this.staleMarks(call, library, index, shown))
    for (const [k, hit] of shown.entries()) {
      const doc = index.docs[hit.doc]!
      const key = normalizeName(hit.name)
      const sameName = index.byName.get(key) ?? [hit.doc]
      const residentCopies = (shadowed.size ? shadowed.get(key) : undefined) ?? []
      const copies = sameName.length + residentCopies.length
      const row = doc.source === 'library' && library ? library.rows[hit.doc] : undefined
      const v: SearchHitValue = {
        name: doc.name,
        repo: doc.repo,
        source: doc.source,
        description: cutLine(doc.description, LIMITS.hitDescriptionChars),
        copies,
        matchCount: hit.matchCount,
        ...(hit.bodyMatchCount ? { bodyMatchCount: hit.bodyMatchCount } : {}),
        stale: stale[k]!,
        files: row?.files ?? 0,
        path: doc.repo,
        id: doc.repo,
      }
      if (row) {
        // copyId(row) is this same join when the row has a relpath (one join, not two).
        v.path = joinPath(row.repo, row.relpath)
        v.id = row.relpath ? v.path : row.repo
      }
      const label = labels.get(hit.doc)
      if (label) v.label = label
      if (copies > 1) v.repos = [...new Set([...sameName.map((d) => index.docs[d]!.repo), ...residentCopies])]
      if (doc.whenToUse && !namesOnly) v.whenToUse = cutLine(doc.whenToUse, LIMITS.hitDescriptionChars)
      if (explain) {
        v.score = hit.score
        v.why = hit.why ?? []
      }
      out.hits.push(v)
    }
    return fitSearch(out)
  }

  /** Library heads of a ranking whose copies the visibility hooks govern (never the starter library's). */
  private governedHeads(library: Library, index: SearchIndex, ranked: EngineRankResult): number[] {
    if (library.location.starter || !this.anyGoverned(library)) return []
    const governs = this.governedRows(library)
    return ranked.headsWhere((d) => index.docs[d]!.source === 'library' && library.rows[d] !== undefined && governs(d))
  }

  /**
   * Whether the hooks govern any row of this loaded index: asked of every row once per index
   * version, on its second search (a first search asks only its heads, as before, so a first call
   * pays nothing more). A library with no agent-written copy (most) then skips walking a
   * ranking's heads on every call (issue 18: ~3 % of a warm skill_search at 10,000 rows).
   */
  private anyGoverned(library: Library): boolean {
    const known = this.governsAny.get(library)
    if (typeof known === 'boolean') return known
    if (known === undefined) {
      this.governsAny.set(library, 'asked')
      return true
    }
    const governs = this.governedRows(library)
    let any = false
    for (let d = 0; d < library.rows.length && !any; d++) if (governs(d)) any = true
    this.governsAny.set(library, any)
    return any
  }

  /** Per shown hit: its library row's SKILL.md is gone (checked side by side, at most LIMITS.fsParallel at once). */
  private staleMarks(call: CallContext, library: Library | undefined, index: SearchIndex, shown: readonly RankedHit[]): Promise<boolean[]> {
    return mapBounded(shown, LIMITS.fsParallel, async (hit) => {
      const row = index.docs[hit.doc]!.source === 'library' && library ? library.rows[hit.doc] : undefined
      return row && library ? !(await this.exists(call, joinPath(skillDir(library, row), 'SKILL.md'))) : false
    })
  }

  private async exists(call: CallContext, path: string): Promise<boolean> {
    try {
      return (await this.statPath(call, path))?.type === 'file'
    } catch {
      return false
    }
  }

  /**
   * `stat` of an absolute path, as `resolve` then `stat` would answer it (issue 18). A target whose
   * key is the path itself (its realpath: no symlink on the way, or, for a missing path, none above
   * it) is kept per port and stat-ed directly next time: `stat` follows links, so whatever the path
   * names then is what a fresh resolve would name. Any other target (a symlink on the way, a
   * host whose key is not the path) is resolved on every call, as before.
   */
  private async statPath(call: CallContext, path: string): Promise<FsInfo | undefined> {
    let kept = this.targets.get(call.fs)
    // Made before the first await: the calls of one round share it.
    if (!kept) this.targets.set(call.fs, (kept = new Map()))
    let target = kept.get(path)
    if (!target || call.signal?.aborted) {
      target = await call.fs.resolve(path, { signal: call.signal })
      if (target.targetKey === path && target.displayPath === path) {
        if (kept.size >= LIMITS.targetsKept) kept.clear()
        kept.set(path, target)
      }
    }
    return call.fs.stat(target, call.signal)
  }

  /**
   * Finds one skill — by copy id, or by name: library index (shallowest copy, repo filter) →
   * bounded scan → resident — and takes the visibility decision for it. A hidden or withheld
   * copy comes back as an error with the decision's reason: the same for load and ref.
   */
  private async locate(want: { name?: string; id?: string }, repo: string | undefined, library: Library | undefined, use: Use, call: CallContext): Promise<Located> {
    const found = await this.find(want, repo, library, call)
    if (found.error || !library || found.source === 'resident' || !found.dir) return found
    const name = found.row?.name ?? want.name ?? basename(found.dir)
    const decision = await this.decide(library, found.dir, name, use, call)
    if (!decision) return found
    if (decision.kind !== 'show') return { source: found.source, error: { name: want.name ?? want.id ?? name, reason: decision.reason } }
    return { ...found, decision }
  }

  private async find(want: { name?: string; id?: string }, repo: string | undefined, library: Library | undefined, call: CallContext): Promise<Located> {
    if (want.id !== undefined) return this.findId(want.id, library, call)
    const name = want.name ?? ''
    const key = normalizeName(name)
    if (library) {
      const all = this.lookupsOf(library).byName.get(key) ?? []
      let rows = repo ? all.filter((r) => r.repo === repo) : all
      if (repo && all.length && !rows.length) {
        return { source: 'library', error: { name, reason: `no copy of "${name}" in repo "${repo}"; repos that hold it: ${[...new Set(all.map((r) => r.repo))].join(', ')}` } }
      }
      if (rows === all) rows = [...all]
      rows.sort((a, b) => shallowness(a) - shallowness(b) || a.repo.localeCompare(b.repo) || a.relpath.localeCompare(b.relpath))
      const row = rows[0]
      if (row) {
        const dir = skillDir(library, row)
        const skillFile = joinPath(dir, 'SKILL.md')
        const others = all.filter((r) => r !== row).map(copyId)
        if (!(await this.exists(call, skillFile))) {
          return { row, source: 'library', error: { name, reason: `the index lists it, but its SKILL.md is missing (stale row); rebuild the index with dsh-skill-router build-index`, tried: skillFile } }
        }
        return { row, dir, skillFile, source: 'library', ...(others.length ? { others } : {}) }
      }
      const scanned = await this.probe(name, library, call)
      if (scanned) return { dir: scanned, skillFile: joinPath(scanned, 'SKILL.md'), source: 'scan' }
    }
    const residents = this.residentsOf(call)
    if (residents && !repo) {
      try {
        const def = await residents.get(key, call.signal)
        if (def) return { source: 'resident', resident: def, ...(def.baseDir ? { dir: def.baseDir } : {}) }
      } catch {
        /* a failing registry is the same as no resident skill */
      }
    }
    return { source: 'library', error: { name, reason: `no skill named "${name}"${repo ? ` in repo "${repo}"` : ''}${this.closest(key, library)}. Call skill_search to find the right name` } }
  }

  /** Exactly the copy a search hit named (its `id`: repo/relpath). */
  private async findId(id: string, library: Library | undefined, call: CallContext): Promise<Located> {
    const clean = id.trim().replace(/\/+$/, '')
    const row = library ? this.lookupsOf(library).byId.get(clean) : undefined
    if (!library || !row) {
      const tail = clean.split('/').at(-1) ?? ''
      const hint = library && tail ? this.closest(normalizeName(tail), library) : ''
      return { source: 'library', error: { name: clean, reason: `no copy with id "${clean}" in this library${hint}. Ids are the repo and folder a skill_search hit shows; call skill_search again, or load by "name"` } }
    }
    const dir = skillDir(library, row)
    const skillFile = joinPath(dir, 'SKILL.md')
    if (!(await this.exists(call, skillFile))) {
      return { row, source: 'library', error: { name: row.name, reason: `the index lists it, but its SKILL.md is missing (stale row); rebuild the index with dsh-skill-router build-index`, tried: skillFile } }
    }
    const key = normalizeName(row.name)
    const others = (this.lookupsOf(library).byName.get(key) ?? []).filter((r) => r !== row).map(copyId)
    return { row, dir, skillFile, source: 'library', ...(others.length ? { others } : {}) }
  }

  private closest(key: string, library: Library | undefined): string {
    if (!library) return ''
    const parts = key.split('-').filter((p) => p.length > 2)
    const names = this.lookupsOf(library).names.filter((n) => {
      const low = n.toLowerCase()
      return low.includes(key) || key.includes(low) || parts.some((p) => low.includes(p))
    })
    names.sort((a, b) => Math.abs(a.length - key.length) - Math.abs(b.length - key.length) || a.localeCompare(b))
    return names.length ? `; closest: ${names.slice(0, ARGS.closestNamed).map((n) => `"${n}"`).join(', ')}` : ''
  }

  /**
   * An unindexed skill (added after build-index), found without walking the library (issue 18):
   * `<folder>/<name>/SKILL.md` is probed in the folders that already hold indexed skills (known
   * from the index, most-used first, at most LIMITS.missProbeDirs), side by side. A name that is
   * not one plain folder name is never probed.
   */
  private async probe(name: string, library: Library, call: CallContext): Promise<string | undefined> {
    if (library.location.starter) return undefined
    const folders = [...new Set([name.trim(), normalizeName(name)])].filter((f) => f && f !== '.' && f !== '..' && !/[\\/\0]/.test(f))
    if (!folders.length) return undefined
    const candidates = this.lookupsOf(library)
      .parents.slice(0, LIMITS.missProbeDirs)
      .flatMap((parent) => folders.map((f) => joinPath(library.location.dir, parent, f)))
    const found = await mapBounded(candidates, LIMITS.fsParallel, (dir) => this.exists(call, joinPath(dir, 'SKILL.md')))
    const at = found.indexOf(true)
    return at < 0 ? undefined : candidates[at]
  }

  async load(raw: unknown, call: CallContext): Promise<LoadValue> {
    const base: LoadValue = { library: '', requested: [], loaded: [], errors: [] }
    const req = readLoad(raw)
    if (!req.ok) return { ...base, error: req.error }
    const { facts, library } = await this.resolveLibrary(call)
    const wants: { name?: string; id?: string }[] = [...req.value.ids.map((id) => ({ id })), ...req.value.names.map((name) => ({ name }))]
    const out: LoadValue = { ...base, ...facts, requested: [...req.value.ids, ...req.value.names] }
    for (const want of wants) {
      if (call.signal?.aborted) break
      const label = want.id ?? want.name ?? ''
      const found = await this.locate(want, req.value.repo, library, 'load', call)
      if (found.error) {
        out.errors.push(found.error)
        continue
      }
      if (found.resident) {
        const def = found.resident
        const truncated = def.content.length > LIMITS.loadMaxChars
        const skill: LoadedSkill = { name: def.name, source: 'resident', content: truncated ? def.content.slice(0, LIMITS.loadMaxChars) : def.content, chars: def.content.length, truncated, files: [], moreFiles: 0 }
        if (def.path) skill.path = def.path
        if (def.baseDir) skill.baseDir = def.baseDir
        out.loaded.push(skill)
        continue
      }
      const dir = found.dir!
      const skillFile = found.skillFile!
      // A governed copy is served from the very text its decision judged.
      let text = found.decision?.kind === 'show' ? found.decision.files?.get('SKILL.md') : undefined
      if (text === undefined) {
        try {
          // Issue 14: a regular file within the size cap whose real path lies inside the library.
          text = await readSkillMd(call.fs, skillFile, found.source !== 'resident' ? library?.location.dir : undefined, call.signal)
        } catch (err) {
          out.errors.push({ name: label, reason: describeFsError(err, skillFile), tried: skillFile })
          continue
        }
      }
      // The frontmatter reader (and the YAML library behind it) is loaded by the first load, not at
      // start: a search process never compiles it (issue 18, cold start).
      const { parseFrontmatter } = await import('../core/frontmatter.ts')
      const meta = parseFrontmatter(text, basename(dir), skillFile)
      const body = meta.body.trim()
      const truncated = body.length > LIMITS.loadMaxChars
      const listing = await listSkillFiles(call.fs, dir, call.signal).catch(() => ({ files: [] as string[], capped: false, outside: 0 }))
      const skill: LoadedSkill = {
        name: found.row?.name ?? meta.name,
        source: found.source,
        path: skillFile,
        baseDir: dir,
        content: truncated ? body.slice(0, LIMITS.loadMaxChars) : body,
        chars: body.length,
        truncated,
        files: listing.files.slice(0, LIMITS.loadListedFiles),
        moreFiles: Math.max(0, listing.files.length - LIMITS.loadListedFiles) + (listing.capped ? 1 : 0),
      }
      if (found.row) {
        skill.repo = found.row.repo
        skill.id = copyId(found.row)
      }
      if (found.others?.length) {
        skill.otherCopies = found.others.slice(0, ARGS.otherCopiesListed)
        if (found.others.length > ARGS.otherCopiesListed) skill.moreCopies = found.others.length - ARGS.otherCopiesListed
      }
      if (found.decision?.kind === 'show' && found.decision.label) skill.label = found.decision.label
      // Agent-written text reaches the model marked untrusted, with this session's canary.
      if (found.decision?.kind === 'show' && found.decision.untrusted) {
        skill.content = wrapUntrusted(skill.content, { name: skill.name, canary: found.decision.untrusted.canary })
        skill.untrusted = true
      }
      out.loaded.push(skill)
    }
    return out
  }

  async ref(raw: unknown, call: CallContext): Promise<RefValue> {
    const base: RefValue = { library: '', name: '', mode: 'list' }
    const req = readRef(raw)
    if (!req.ok) return { ...base, error: req.error }
    const { name, id, path, repo, list } = req.value
    const shownName = name ?? id ?? ''
    const { facts, library } = await this.resolveLibrary(call)
    const out: RefValue = { ...base, ...facts, name: shownName, mode: list ? 'list' : 'read' }
    const found = await this.locate(id !== undefined ? { id } : { name: shownName }, repo, library, 'ref', call)
    if (found.error) {
      out.error = `skill_ref: ${found.error.reason}` + (found.error.tried ? ` (tried ${found.error.tried})` : '')
      return out
    }
    if (found.row) out.name = found.row.name
    if (!found.dir) {
      out.error = `skill_ref: "${shownName}" is a resident skill with no folder this tool can read`
      return out
    }
    out.baseDir = found.dir
    if (list) {
      try {
        const listing = await listSkillFiles(call.fs, found.dir, call.signal)
        const fitted = fitList(listing.files)
        out.files = fitted.files
        if (fitted.left) out.moreFiles = fitted.left
        if (listing.capped) out.capped = true
        if (listing.outside) out.outside = listing.outside
      } catch (err) {
        out.error = `skill_ref: ${describeFsError(err, found.dir)}`
      }
      return out
    }
    const read = await readSkillFile(call.fs, found.dir, path!, call.signal, found.source !== 'resident' ? library?.location.dir : undefined)
    out.path = read.path
    if (!read.ok) {
      out.error = `skill_ref: ${read.error}`
      return out
    }
    // A governed copy: serve the text its decision judged, not a second read that could differ.
    const checked = found.decision?.kind === 'show' ? found.decision.files : undefined
    if (checked) {
      const text = checked.get(read.path)
      if (text === undefined) {
        out.error = `skill_ref: ${read.path} is not one of the recorded files of "${out.name}" (${[...checked.keys()].slice(0, 10).join(', ')}); it is not served`
        return out
      }
      const truncated = text.length > LIMITS.refMaxChars
      const shown = truncated ? text.slice(0, LIMITS.refMaxChars) : text
      const untrusted = found.decision?.kind === 'show' ? found.decision.untrusted : undefined
      out.content = untrusted ? wrapUntrusted(shown, { name: `${out.name}/${read.path}`, canary: untrusted.canary }) : shown
      if (untrusted) out.untrusted = true
      out.chars = text.length
      out.truncated = truncated
      return out
    }
    out.content = read.content
    out.chars = read.chars
    out.truncated = read.truncated
    return out
  }
}

const EMPTY_LIBRARY: Library = { location: { dir: '', indexPath: '', starter: false }, rows: [], problems: [], version: 'empty', digest: '' }

/**
 * Stemmed query word → the word as the query wrote it (first occurrence wins), for the `wanted`
 * stems. The pieces are read in order and the reading stops once every wanted stem has its form
 * (issue 18: a sentence's later pieces were tokenized again for nothing).
 */
export function surfaceForms(query: string, wanted: readonly string[]): Map<string, string> {
  const out = new Map<string, string>()
  const missing = new Set(wanted)
  if (!missing.size) return out
  for (const piece of query.split(/[\s,;:!?()[\]{}"]+/)) {
    if (!piece) continue
    for (const stem of pieceWords(piece)) {
      if (out.has(stem)) continue
      out.set(stem, piece.toLowerCase())
      missing.delete(stem)
    }
    if (!missing.size) break
  }
  return out
}

/**
 * A piece's query words, kept per distinct piece (issue 18: tokenizing each piece again was ~4 % of
 * a warm skill_search at 10,000 rows). `queryWords` without a context reads no library, dictionary
 * or state, so a kept answer is the answer; bounded like the stem cache (LIMITS.stemCacheMax),
 * cleared when full. Callers only read the arrays.
 */
const PIECE_WORDS = new Map<string, readonly string[]>()
function pieceWords(piece: string): readonly string[] {
  let words = PIECE_WORDS.get(piece)
  if (words === undefined) {
    if (PIECE_WORDS.size >= LIMITS.stemCacheMax) PIECE_WORDS.clear()
    words = queryWords(piece, LIMITS.queryMaxWords)
    PIECE_WORDS.set(piece, words)
  }
  return words
}

function joinNotes(a: string | undefined, b: string): string {
  return a ? `${a}; ${b}` : b
}

