import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseFrontmatter } from './frontmatter.ts'
import { LIMITS } from './limits.ts'
import { scratchFor } from './scratch.ts'
import { buildSearchIndex, documentFrequency, groupHits, normalizeName, rank } from './search.ts'
import type { SearchIndex } from './search.ts'
import { alternatives, queryTokens, tokenize } from './tokenize.ts'
import type { MatchWhy, RankedHit, SearchDoc } from './types.ts'

const doc = (name: string, description: string, repo = 'r1', whenToUse?: string): SearchDoc => ({
  name,
  description,
  repo,
  relpath: `skills/${name}`,
  source: 'library',
  ...(whenToUse ? { whenToUse } : {}),
})

/** A small library; enough unrelated rows that no test word is near-universal. */
const LIBRARY: SearchDoc[] = [
  doc('pdf', 'Fill PDF forms, extract text and tables from PDF files'),
  doc('deploy-to-vercel', 'Deploy an app to Vercel and get a preview link'),
  doc('release-notes', 'Write release notes from merged pull requests'),
  doc('systematic-debugging', 'Find the root cause of a bug before fixing it'),
  doc('k8s-helm', 'Package Kubernetes apps with Helm charts'),
  doc('lark-approval', '飞书审批 API：审批实例、审批任务管理。'),
  doc('perf-audit', 'Audit web performance: Core Web Vitals, bundle size, slow pages'),
  doc('pdf', 'PDF toolkit copy in another repo', 'r2'),
  doc('spreadsheet-tools', 'Read and write Excel spreadsheets'),
  doc('music-theory', 'Explain chords, scales and harmony'),
  doc('email-drafts', 'Draft polite emails to customers'),
  doc('sql-tuning', 'Optimize slow SQL queries with indexes'),
]
const index = buildSearchIndex(LIBRARY)
const names = (q: string, opts = {}) => rank(index, q, opts).hits.map((h) => h.name)

describe('buildSearchIndex', () => {
  it('groups docs by normalised name and lists repos', () => {
    expect(index.byName.get('pdf')).toEqual([0, 7])
    expect(index.repos).toEqual(['r1', 'r2'])
    expect(normalizeName(' Skill_Creator ')).toBe('skill-creator')
  })
  it('precomputes postings per term', () => {
    expect([...index.postings.get('vercel')!.docs]).toEqual([1])
  })
})

describe('rank: word families, phrases and narrower words stay strict', () => {
  const lib = buildSearchIndex([
    doc('pr-review', 'Review a PR before it is merged'),
    doc('ml-transform', 'Transform tabular data for model input'),
    doc('ops-management', 'Incident management for on-call teams'),
    doc('dpo-tuning', 'Fine-tune a model on preference pairs with DPO'),
    doc('pg-migrate', 'Plan zero-downtime Postgres schema changes, optimizing each migration'),
    doc('db-basics', 'Database indexing basics'),
    doc('music-theory', 'Explain chords, scales and harmony'),
    doc('email-drafts', 'Draft polite emails to customers'),
  ])
  const strictNames = (q: string) => {
    const r = rank(lib, q)
    return r.strict ? r.hits.map((h) => h.name) : []
  }
  it('finds "PR" for "pull request"', () => {
    expect(strictNames('review pull request')).toEqual(['pr-review'])
  })
  it('finds a verb for its -ation noun and a -ment noun for its verb', () => {
    expect(strictNames('data transformation')).toEqual(['ml-transform'])
    expect(strictNames('manage incidents')).toEqual(['ops-management'])
  })
  it('repairs a typo on the word as typed when the stem hides it (optimzing → optimizing)', () => {
    expect(strictNames('optimzing postgres schema')).toEqual(['pg-migrate'])
    expect(rank(lib, 'optimzing postgres schema').unknown).toEqual([])
  })
  it('finds a narrower word for a broader one, not the reverse', () => {
    expect(strictNames('DPO preference training')).toEqual(['dpo-tuning'])
    expect(strictNames('database schema changes')).toEqual(['pg-migrate'])
    expect(strictNames('postgres indexing')).toEqual([])
    expect(strictNames('database indexing')).toEqual(['db-basics'])
  })
})

describe('rank: the partial rescue keeps rows holding the query\'s rarest word', () => {
  const lib = buildSearchIndex([
    doc('product-launch-plan', 'Plan a product launch that will not fail: channels, timing and messaging'),
    doc('product-launch-checklist', 'Product launch checklist so the launch does not fail'),
    doc('product-launch-metrics', 'Measure a product launch with activation metrics'),
    doc('risk-review', 'Pre-mortem: imagine the project failed, list the causes, with owners and dates for each follow-up task'),
    doc('docupilot-automation', 'Automate Docupilot tasks through a connector'),
    doc('doc-gen', 'Document generation from templates'),
    doc('music-theory', 'Explain chords, scales and harmony'),
    doc('email-drafts', 'Draft polite emails to customers'),
    doc('sql-tuning', 'Optimize slow SQL queries with indexes'),
  ])
  it('rescues a row with the one rare word and another query word, though it holds no key word', () => {
    const r = rank(lib, 'run a pre-mortem on our product launch plan and work out why it failed')
    expect(r.fallback).toBe('partial')
    expect(r.keyWords).not.toContain('premortem')
    expect(r.hits.map((h) => h.name)).toContain('risk-review')
  })
  it('reads a Chinese sentence of four topic words as a sentence, not a keyword list', () => {
    const zh = buildSearchIndex([
      doc('stress-test', 'Stress-test the assumptions of a plan'),
      doc('business-plan', 'Write a business plan with key metrics'),
      doc('okr', 'Set key results for the quarter'),
      doc('load-test', 'Load test and stress test a web API'),
      doc('hypothesis', 'Form a hypothesis and check each assumption'),
      doc('plan-review', 'Review a business plan'),
      doc('music-theory', 'Explain chords, scales and harmony'),
      doc('email-drafts', 'Draft polite emails to customers'),
    ])
    const r = rank(zh, '对我们商业计划里的关键假设做压力测试')
    expect(r.fallback).toBe('partial')
    expect(r.hits.map((h) => h.name)).toContain('stress-test')
  })
  it('does the same for a keyword list: a row naming the rare product and one more word', () => {
    const r = rank(lib, 'docupilot document generation automation')
    expect(r.fallback).toBe('partial')
    expect(r.hits.map((h) => h.name)).toContain('docupilot-automation')
  })
})

describe("rank: a sentence's best-scoring rows survive its rescue", () => {
  const lib = buildSearchIndex([
    doc('budget-lottery', 'Run a budget lottery'),
    doc('random-picker', 'Random picker: make a random choice'),
    doc('budget-plan', 'Plan a budget'),
    doc('budget-review', 'Review a budget'),
    doc('budget-report', 'Report on a budget'),
    doc('seed-data', 'Generate data with a random seed for tests, fixtures and other long lists of example rows'),
    doc('music-theory', 'Explain chords, scales and harmony'),
    doc('email-drafts', 'Draft polite emails to customers'),
    doc('sql-tuning', 'Optimize slow SQL queries with indexes'),
  ])
  const query = 'our budget lottery needs something random to settle it'
  it('lists the second-best row though it holds neither key word', () => {
    const r = rank(lib, query)
    expect(r.fallback).toBe('partial')
    expect([...r.keyWords].sort()).toEqual(['budget', 'lottery'])
    expect(r.hits.slice(0, 2).map((h) => h.name)).toEqual(['budget-lottery', 'random-picker'])
    // Without the rule the key words alone decide, and the row is dropped.
    const without = rank(lib, query, {}, undefined, { ...LIMITS, rescueBestRows: 0 })
    expect(without.hits.map((h) => h.name)).not.toContain('random-picker')
    expect(without.hits.map((h) => h.name)).toContain('budget-plan')
  })
})

describe('rank: a rare product word in a skill name', () => {
  const lib = buildSearchIndex([
    doc('auth0-automation', 'Automate Auth0 tasks through a connector'),
    doc('office-suite-users', 'Manage users, admin roles and tenant settings of an office suite tenant'),
    doc('workspace-console', 'Add a new user, an admin role or a tenant in a workspace'),
    doc('directory-sync', 'Sync users and their admin roles across a tenant'),
    doc('admin-console', 'Add users and admin roles in a workspace admin console'),
    doc('user-onboarding', 'Add a new user to a team'),
    doc('music-theory', 'Explain chords, scales and harmony'),
    doc('email-drafts', 'Draft polite emails to customers'),
  ])
  it('ranks first the skill a sentence names by a rare word, above rows sharing more of its common words', () => {
    const r = rank(lib, 'Add a new user to our Auth0 tenant and give them the admin role.')
    expect(r.fallback).toBe('partial')
    expect(r.hits[0]!.name).toBe('auth0-automation')
  })
  it('counts the rare name word twice in explain too', () => {
    const hit = rank(lib, 'Add a new user to our Auth0 tenant and give them the admin role.', { explain: true }).hits[0]!
    expect(hit.why!.reduce((s, w) => s + w.score, 0)).toBeCloseTo(hit.score, 1)
  })
})

describe('rank: situation words reach the domain word', () => {
  it('finds a performance skill for pages that are slow, a security skill for an attacker', () => {
    const lib = buildSearchIndex([
      doc('web-perf', 'Web performance tuning for Next.js pages: bundle size and request waterfalls'),
      doc('threat-review', 'Security review and threat modeling of a web app'),
      doc('page-builder', 'Build landing pages for a product launch'),
      doc('music-theory', 'Explain chords, scales and harmony'),
      doc('email-drafts', 'Draft polite emails to customers'),
    ])
    expect(rank(lib, 'my pages are slow').hits[0]!.name).toBe('web-perf')
    expect(rank(lib, 'how could an attacker get into our web app').hits[0]!.name).toBe('threat-review')
  })
  it('finds an image skill for an illustration', () => {
    const lib = buildSearchIndex([
      doc('generate-image', 'Generate images and photos with AI models'),
      doc('blog-writer', 'Write a blog post'),
      doc('music-theory', 'Explain chords, scales and harmony'),
    ])
    expect(rank(lib, 'an illustration for my blog post').hits.map((h) => h.name)).toContain('generate-image')
  })
})

describe('rank: a query that names a skill', () => {
  const lib = buildSearchIndex([
    doc('qiskit', 'IBM quantum computing framework; use for IBM quantum hardware'),
    doc('cirq', 'Google quantum circuits framework; for IBM hardware runs compare with qiskit'),
    doc('fix', 'Fix a failing build'),
    doc('ci-fix', 'Fix a failing build in CI and explain the failing test'),
    doc('ci-debug', 'Fix a failing build in CI'),
    doc('music-theory', 'Explain chords, scales and harmony'),
    doc('email-drafts', 'Draft polite emails to customers'),
  ])
  it('keeps the named skill strict when it lacks one other word of the query', () => {
    const r = rank(lib, 'circuits on IBM hardware with qiskit')
    expect(r.strict).toBeGreaterThan(0)
    expect(r.hits.map((h) => h.name)).toEqual(['qiskit', 'cirq'])
  })
  it('does not do so for a name many rows share (fix)', () => {
    const r = rank(lib, 'fix failing test')
    expect(r.hits.map((h) => h.name)).toEqual(['ci-fix'])
  })
})

describe('rank: strict, partial, none', () => {
  it('returns strict hits holding every significant word', () => {
    const r = rank(index, 'deploy vercel')
    expect(r.strict).toBe(1)
    expect(r.fallback).toBeNull()
    expect(r.hits.map((h) => h.name)).toEqual(['deploy-to-vercel'])
  })
  it('matches through stemming and synonyms (deploying ~ release)', () => {
    expect(names('releasing notes')).toEqual(['release-notes'])
    expect(names('deploying notes')).toEqual(['release-notes'])
  })
  it('matches Chinese through the term table and Chinese text as is', () => {
    expect(names('性能 审计')).toEqual(['perf-audit'])
    expect(names('飞书 审批')[0]).toBe('lark-approval')
    expect(names('lark approval')[0]).toBe('lark-approval')
  })
  it('rescues rows missing one word, flagged partial', () => {
    const r = rank(index, 'kubernetes helm pdf')
    expect(r.strict).toBe(0)
    expect(r.fallback).toBe('partial')
    expect(r.hits[0]!.name).toBe('k8s-helm')
    expect(r.hits[0]!.matchCount).toBe(2)
  })
  it('answers no match when a query word exists nowhere', () => {
    const r = rank(index, 'eulogy')
    expect(r).toMatchObject({ strict: 0, fallback: null, hits: [] })
    expect(r.unknown).toEqual(['eulogy'])
  })
  it('never calls a hit strict when the query holds a word no row has', () => {
    const r = rank(index, 'vercel deploy zyxwvut')
    expect(r.strict).toBe(0)
    expect(r.fallback).toBe('partial')
    expect(r.hits[0]!.name).toBe('deploy-to-vercel')
  })
  it('counts a word no row has as missing: a rescued row misses at most one word in all', () => {
    // "zyxwvut" is missing everywhere, so a row must hold both other words to be offered.
    expect(rank(index, 'vercel deploy zyxwvut').hits.map((h) => h.matchCount)).toEqual([2])
    const r = rank(index, 'kubernetes chords zyxwvut')
    expect(r).toMatchObject({ strict: 0, fallback: null, hits: [] })
    expect(r.unknown).toEqual(['zyxwvut'])
  })
  it('fixes a one-letter typo through a spelling neighbour', () => {
    expect(names('spreadshets')).toEqual(['spreadsheet-tools'])
  })
  it('puts the skill named by the query far ahead', () => {
    const r = rank(index, 'pdf')
    expect(r.hits[0]!.name).toBe('pdf')
    expect(r.hits[0]!.docs).toEqual([0, 7])
  })
  it('filters by repo', () => {
    expect(rank(index, 'pdf', { repo: 'r2' }).hits.map((h) => h.doc)).toEqual([7])
    expect(rank(index, 'pdf', { repo: 'nope' }).hits).toEqual([])
  })
  it('or mode counts any word and reports how many hits hold all', () => {
    const r = rank(index, 'vercel helm', { mode: 'or' })
    expect(r.hits.map((h) => h.name).sort()).toEqual(['deploy-to-vercel', 'k8s-helm'])
    expect(r.strict).toBe(0)
  })
  it('gives a near-universal word no weight', () => {
    const docs = Array.from({ length: 20 }, (_, i) => doc(`s${i}`, i === 3 ? 'common widget builder' : 'common thing'))
    const r = rank(buildSearchIndex(docs), 'common widget')
    expect(r.words).toEqual(['widget'])
    expect(r.hits.map((h) => h.name)).toEqual(['s3'])
  })
})

describe('rank: explain', () => {
  it('says per word which field matched and for how much', () => {
    const hit = rank(index, 'vercel preview', { explain: true }).hits[0]!
    const fields = hit.why!.map((w) => `${w.word}:${w.field}`)
    expect(fields).toEqual(['vercel:name', 'vercel:description', 'vercel:path', 'preview:description'])
    const sum = hit.why!.reduce((s, w) => s + w.score, 0)
    expect(sum).toBeCloseTo(hit.score, 1)
  })
  it('names the exact-name boost', () => {
    const hit = rank(index, 'pdf', { explain: true }).hits[0]!
    expect(hit.why).toContainEqual({ word: 'pdf', field: 'exactName', score: expect.any(Number) })
  })
})

describe('documentFrequency', () => {
  it('counts docs holding the word through any alternative', () => {
    expect(documentFrequency(index, 'vercel')).toBe(1)
    // release ~ deploy: both rows count
    expect(documentFrequency(index, 'release')).toBe(2)
    expect(documentFrequency(index, 'nothing-like-it')).toBe(0)
    expect(documentFrequency(index, '')).toBe(0)
  })
})

// ----- properties -----

const VOCAB = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima']
const arbDocs = fc.array(
  fc.record({ name: fc.constantFrom(...VOCAB.map((v) => `${v}-tool`), 'shared-name'), words: fc.array(fc.constantFrom(...VOCAB), { minLength: 1, maxLength: 5 }), repo: fc.constantFrom('a', 'b') }),
  { minLength: 1, maxLength: 30 },
)
const toDocs = (xs: { name: string; words: string[]; repo: string }[]) => xs.map((x) => doc(x.name, x.words.join(' '), x.repo))

/** The obvious version: a word matches a doc when any of its alternatives has all its terms in the doc. */
function naiveStrict(idx: SearchIndex, docs: SearchDoc[], query: string, repo?: string): string[] {
  const termsOf = docs.map((d) => new Set([d.name, d.description, d.whenToUse ?? '', `${d.repo} ${d.relpath.replace(/\//g, ' ')}`].flatMap((t) => tokenize(t))))
  const words = queryTokens(query).map((t) => alternatives(t))
  const holds = (alts: ReturnType<typeof alternatives>, i: number) => alts.some((a) => a.terms.every((t) => termsOf[i]!.has(t)))
  const n = docs.length
  const df = words.map((alts) => docs.filter((_, i) => holds(alts, i)).length)
  if (df.some((x) => x === 0)) return []
  const significant = words.filter((_, w) => n < LIMITS.universalMinRows || df[w]! / n <= LIMITS.universalShare)
  if (!significant.length) return []
  const out = new Set<string>()
  docs.forEach((d, i) => {
    if ((repo === undefined || d.repo === repo) && significant.every((alts) => holds(alts, i))) out.add(d.name)
  })
  void idx
  return [...out].sort()
}

describe('rank: properties', () => {
  it('never throws and returns the same order twice for any query', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (q) => {
        const a = rank(index, q, { explain: true })
        const b = rank(index, q, { explain: true })
        expect(b).toEqual(a)
        for (let i = 1; i < a.hits.length; i++) expect(a.hits[i - 1]!.score).toBeGreaterThanOrEqual(a.hits[i]!.score)
        expect(new Set(a.hits.map((h) => normalizeName(h.name))).size).toBe(a.hits.length)
      }),
      { numRuns: 300 },
    )
  })
  it('finds exactly the names a naive scan finds for keyword queries, in a repo too', () => {
    fc.assert(
      fc.property(arbDocs, fc.array(fc.constantFrom(...VOCAB), { minLength: 1, maxLength: LIMITS.keywordQueryMaxWords }), fc.constantFrom(undefined, 'a', 'b'), (xs, qs, repo) => {
        const docs = toDocs(xs)
        const idx = buildSearchIndex(docs)
        const query = qs.join(' ')
        const r = rank(idx, query, repo ? { repo } : {})
        const expected = naiveStrict(idx, docs, query, repo)
        if (normalizeName(query) && idx.byName.has(normalizeName(query))) return // the exact-name boost is strict by definition
        expect(r.strict > 0 ? r.hits.map((h) => h.name).sort() : []).toEqual(expected)
      }),
      { numRuns: 300 },
    )
  })
  it('lists every row of the exact name strict, with the rows holding every word (strict rows are looked for among the rarest word\'s docs)', () => {
    fc.assert(
      fc.property(arbDocs, fc.constantFrom(...VOCAB), fc.array(fc.constantFrom(...VOCAB), { maxLength: 2 }), fc.constantFrom(undefined, 'a', 'b'), (xs, named, more, repo) => {
        const docs = toDocs(xs)
        const idx = buildSearchIndex(docs)
        const name = `${named}-tool`
        const r = rank(idx, [name, ...more].join(' '), repo ? { repo } : {})
        const inRepo = (i: number) => repo === undefined || docs[i]!.repo === repo
        const exactRows = docs.flatMap((d, i) => (normalizeName(d.name) === normalizeName([name, ...more].join(' ')) && inRepo(i) ? [i] : []))
        if (!exactRows.length) return
        expect(r.strict).toBeGreaterThan(0)
        const shown = new Set(r.hits.flatMap((h) => h.docs))
        for (const i of exactRows) expect(shown.has(i)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
  it('ranks the same whatever the order the rows arrive in, ties aside', () => {
    fc.assert(
      fc.property(arbDocs, fc.constantFrom(...VOCAB), (xs, q) => {
        const a = rank(buildSearchIndex(toDocs(xs)), q).hits.map((h) => `${h.name}:${h.score}`)
        const b = rank(buildSearchIndex(toDocs([...xs].reverse())), q).hits.map((h) => `${h.name}:${h.score}`)
        expect(new Set(b)).toEqual(new Set(a))
      }),
      { numRuns: 100 },
    )
  })
})

// ----- ranking set over real skills (STYLE §16) -----

const SHARED = resolve(__dirname, '../../../shared/corpus/skills')
const haveCorpus = existsSync(SHARED)
if (!haveCorpus) console.log(`ranking set skipped: the corpus (${SHARED}) is not here`)

function loadCorpus(): SearchDoc[] {
  const out: SearchDoc[] = []
  const walk = (dir: string) => {
    for (const e of readdirSync(dir)) {
      const p = join(dir, e)
      if (statSync(p).isDirectory()) walk(p)
      else if (e === 'SKILL.md') {
        const rel = relative(SHARED, dir).split('/')
        const meta = parseFrontmatter(readFileSync(p, 'utf8'), rel[rel.length - 1]!, p)
        out.push({ name: meta.name, description: meta.description, repo: rel[0]!, relpath: rel.slice(1).join('/'), source: 'library' })
      }
    }
  }
  walk(SHARED)
  return out
}

describe.skipIf(!haveCorpus)('ranking set (real corpus)', () => {
  const corpus = haveCorpus ? buildSearchIndex(loadCorpus()) : buildSearchIndex([])
  const top = (q: string, k = 1) => rank(corpus, q).hits.slice(0, k).map((h) => h.name)

  it('prefers the skill whose name is the query', () => {
    // Four repos ship skill-creator; descriptions that merely mention creating skills must not outrank them.
    expect(top('skill creator')).toEqual(['skill-creator'])
  })
  it('finds a Chinese-described skill from Chinese words', () => {
    // lark-approval's description is Chinese only: 飞书审批 API.
    expect(top('飞书审批')).toEqual(['lark-approval'])
  })
  it('finds a Chinese-described skill from English words', () => {
    // "approval" reaches 审批 through the term table read backwards, and the name says lark.
    expect(top('lark approval')).toEqual(['lark-approval'])
  })
  it('finds an English skill from a Chinese task', () => {
    // 部署 → deploy, 流水线 → pipeline; the GitLab skill must lead.
    expect(top('GitLab 流水线 部署', 3)).toContain('gitlab-ci-patterns')
  })
  it('reads a natural sentence by its key words', () => {
    // A sentence full of filler ("I'd like", "organise my") must still reach the NotebookLM replacement.
    expect(top("I'd like a self-hosted NotebookLM replacement to organise my research PDFs into notebooks.", 3)).toContain('open-notebook')
  })
  it('matches British spellings and plurals', () => {
    expect(top('optimising docker images', 5)).toContain('docker-expert')
  })
  it('matches an exact technical term over generic neighbours', () => {
    // ERC-721 is glued to erc721 on both sides; NFT skills share "token" words with many others.
    expect(top('erc-721 nft minting')).toEqual(['nft-standards'])
  })
  it('finds a testing skill by its tools', () => {
    // tdd-guide names pytest fixtures and mocking too and may lead; the Python testing skill must be near.
    expect(top('pytest fixtures mocking', 3)).toContain('python-testing-patterns')
  })
  it('gives no strict match for a task no skill covers', () => {
    // Knitting is not in the library: the answer may list partial rows, never strict ones.
    expect(rank(corpus, 'knit a wool sweater pattern for beginners').strict).toBe(0)
    expect(rank(corpus, 'Draft a eulogy for a funeral').strict).toBe(0)
  })
})

describe('rank: body keywords (the 5th field)', () => {
  /** The library above, two rows with body keywords: words their name and description never say. */
  const withKw: SearchDoc[] = LIBRARY.map((d) =>
    d.name === 'systematic-debugging' ? { ...d, keywords: 'bisect hypothesis stacktrace' } : d.name === 'sql-tuning' ? { ...d, keywords: 'explain vacuum stacktrace' } : d,
  )
  const kwIndex = buildSearchIndex(withKw)

  it('finds a row by a word only its keywords hold, as a partial hit, never strict', () => {
    const r = rank(kwIndex, 'bisect')
    expect(r.hits.map((h) => h.name)).toEqual(['systematic-debugging'])
    expect(r.strict).toBe(0)
    expect(r.fallback).toBe('partial')
    expect(r.unknown).toEqual([])
  })

  it('keeps strict hits strict when the keyword word is held in a described field elsewhere', () => {
    // "bug" is in systematic-debugging's description; "stacktrace" only in keywords: no strict hit.
    const r = rank(kwIndex, 'bug stacktrace')
    expect(r.strict).toBe(0)
    expect(r.hits[0]!.name).toBe('systematic-debugging')
    // What the model reads counts the word found only in the body apart: 1/2 words, +1 in its body.
    expect(r.hits[0]).toMatchObject({ matchCount: 1, bodyMatchCount: 1 })
    // Without the keywords word the same row is strict.
    expect(rank(kwIndex, 'bug root cause').strict).toBe(1)
  })

  it('counts toward a strict hit when LIMITS.keywordsStrict is on', () => {
    const r = rank(kwIndex, 'bug stacktrace', {}, undefined, { ...LIMITS, keywordsStrict: true })
    expect(r.strict).toBe(1)
    expect(r.hits.map((h) => h.name)).toEqual(['systematic-debugging'])
  })

  it('lifts a row among rows that match the same described words', () => {
    const docs = [doc('alpha-fixer', 'fix slow queries', 'r1'), doc('beta-fixer', 'fix slow queries', 'r1'), ...LIBRARY]
    const plain = buildSearchIndex(docs)
    expect(rank(plain, 'fix slow queries vacuum').hits[0]!.name).toBe('alpha-fixer')
    const lifted = buildSearchIndex(docs.map((d) => (d.name === 'beta-fixer' ? { ...d, keywords: 'vacuum' } : d)))
    expect(rank(lifted, 'fix slow queries vacuum').hits[0]!.name).toBe('beta-fixer')
  })

  it('does not change a word weight: keywords add rows to a word, not to its rarity', () => {
    const r1 = rank(index, 'debugging', { explain: true }).hits[0]!
    const r2 = rank(buildSearchIndex(LIBRARY.map((d) => (d.name === 'sql-tuning' ? { ...d, keywords: 'debugging' } : d))), 'debugging', { explain: true }).hits[0]!
    expect(r2.name).toBe(r1.name)
    expect(r2.score).toBe(r1.score)
  })

  it('explain names the keywords field', () => {
    const hit = rank(kwIndex, 'bisect', { explain: true }).hits[0]!
    expect(hit.why).toEqual([{ word: 'bisect', field: 'keywords', score: expect.any(Number) }])
  })

  it('keeps per-field counts apart when a field repeats a word past the packing limit', () => {
    const many = Array.from({ length: 100 }, () => 'zebra').join(' ')
    const docs = [{ ...doc('stripes', many), keywords: 'okapi' }, ...LIBRARY]
    const idx = buildSearchIndex(docs)
    // 100 repeats saturate the description's count; they must not spill into the path or keywords.
    const why = rank(idx, 'zebra', { explain: true }).hits[0]!.why!
    expect(why.map((w) => w.field)).toEqual(['description'])
    expect(rank(idx, 'okapi', { explain: true }).hits[0]!.why!.map((w) => w.field)).toEqual(['keywords'])
  })
})

// ----- the grouping behind every answer (issue 18: only the hits read become objects) -----

/** The grouping as it was before issue 18: every accepted row a hit object, all sorted. */
function referenceGroups(idx: SearchIndex, touched: readonly number[], score: Float64Array, accept: (d: number) => boolean, matchedOf: (d: number) => number, bodyOnlyOf: (d: number) => number, explain?: (d: number) => MatchWhy[]): RankedHit[] {
  const hits: RankedHit[] = []
  const slot = new Map<number, number>()
  for (const d of touched) {
    if (!accept(d)) continue
    const id = idx.nameId[d]!
    const s = score[d]!
    const hit = slot.has(id) ? hits[slot.get(id)!]! : undefined
    if (!hit) {
      slot.set(id, hits.length)
      const fresh: RankedHit = { doc: d, name: idx.docs[d]!.name, score: s, matchCount: matchedOf(d), docs: [d] }
      if (bodyOnlyOf(d)) fresh.bodyMatchCount = bodyOnlyOf(d)
      hits.push(fresh)
    } else {
      hit.docs.push(d)
      if (s > hit.score || (s === hit.score && d < hit.doc)) {
        hit.doc = d
        hit.name = idx.docs[d]!.name
        hit.score = s
        hit.matchCount = matchedOf(d)
        if (bodyOnlyOf(d)) hit.bodyMatchCount = bodyOnlyOf(d)
        else delete hit.bodyMatchCount
      }
    }
  }
  hits.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.doc - b.doc))
  for (const h of hits) {
    h.docs.sort((a, b) => (a === h.doc ? -1 : b === h.doc ? 1 : a - b))
    h.score = round3(h.score)
    if (explain) h.why = explain(h.doc)
  }
  return hits
}
const round3 = (x: number) => Math.round(x * 1000) / 1000

describe('groupHits', () => {
  // Names that share a normalised name in other cases, scores with many ties, rows touched twice.
  const arbCase = fc.record({
    rows: fc.array(fc.record({ name: fc.constantFrom('alpha', 'Alpha', 'bravo', 'BRAVO-x', 'bravo-x', 'charlie', 'delta', 'echo'), repo: fc.constantFrom('a', 'b', 'c') }), { minLength: 1, maxLength: 40 }),
    touch: fc.array(fc.nat(), { maxLength: 80 }),
    scores: fc.array(fc.constantFrom(0, 0.5, 1, 1.0004, 1.0006, 2, 3.25, 7), { minLength: 40, maxLength: 40 }),
    accepted: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
    counts: fc.array(fc.nat({ max: 3 }), { minLength: 40, maxLength: 40 }),
    k: fc.nat({ max: 50 }),
    skipped: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
    explain: fc.boolean(),
  })
  it('equals the old algorithm: order, totals, docs, counts, scores, explanations; top(k) is its prefix', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const idx = buildSearchIndex(c.rows.map((r, i) => doc(r.name, `row ${i}`, r.repo)))
        const n = idx.docs.length
        const touched = c.touch.map((t) => t % n)
        const score = new Float64Array(n).map((_, d) => c.scores[d]!)
        const accept = (d: number) => c.accepted[d]!
        const matchedOf = (d: number) => c.counts[d]!
        const bodyOnlyOf = (d: number) => c.counts[(d + 7) % 40]!
        const explain = c.explain ? (d: number): MatchWhy[] => [{ word: `w${d}`, field: 'name', score: d }] : undefined
        const want = referenceGroups(idx, touched, score, accept, matchedOf, bodyOnlyOf, explain)
        const scratch = scratchFor(idx)
        // The test touches rows more often than a query can (up to 80 of 40 rows): make room.
        if (touched.length > scratch.touched.length) scratch.touched = new Int32Array(touched.length)
        scratch.touched.set(touched)
        scratch.touchedCount = touched.length
        scratch.score.set(score)
        const got = groupHits(idx, scratch, accept, matchedOf, bodyOnlyOf, explain)
        expect(got.count).toBe(want.length)
        expect(got.top(got.count)).toEqual(want)
        expect(got.top(c.k)).toEqual(want.slice(0, c.k))
        const skip = (d: number) => c.skipped[d]!
        expect(got.top(c.k, skip)).toEqual(want.filter((h) => !skip(h.doc)).slice(0, c.k))
        expect(got.headsWhere((d) => !skip(d))).toEqual(want.filter((h) => !skip(h.doc)).map((h) => h.doc))
        scratch.touchedCount = 0
        scratch.score.fill(0)
      }),
      { numRuns: 400 },
    )
  })
})

describe('rank result: total, top and headsWhere read the same ranking as hits', () => {
  it('for random libraries, queries and options', () => {
    fc.assert(
      fc.property(arbDocs, fc.array(fc.constantFrom(...VOCAB, 'zulu'), { minLength: 1, maxLength: 7 }), fc.constantFrom<'and' | 'or'>('and', 'or'), fc.boolean(), fc.constantFrom(undefined, 'a', 'b'), fc.nat({ max: 12 }), (xs, qs, mode, explain, repo, k) => {
        const idx = buildSearchIndex(toDocs(xs))
        const opts = { mode, explain, ...(repo ? { repo } : {}) }
        const q = qs.join(' ')
        // Read lazily first (a fresh ranking per read), then against the hits of another.
        const first = rank(idx, q, opts)
        const top = first.top(k)
        const heads = first.headsWhere((d) => d % 2 === 0)
        const total = first.total
        const all = rank(idx, q, opts).hits
        expect(total).toBe(all.length)
        expect(top).toEqual(all.slice(0, k))
        expect(heads).toEqual(all.filter((h) => h.doc % 2 === 0).map((h) => h.doc))
        expect(first.hits).toEqual(all)
      }),
      { numRuns: 300 },
    )
  })
})
