/**
 * Typosquatted packages: an install command naming a package one edit away from a very popular one
 * (`reqeusts`, `lodahs`, `python-dateutils`, `crossenv`). A package registry has no list of "the
 * popular ones" an offline guard can ship, so this is a short hand list: the packages attackers copy
 * most (npm and PyPI download leaders and the names of past typosquatting campaigns). A name on the
 * list is never flagged, so both members of a legitimate near pair (`request`/`requests`,
 * `react`/`preact`, `mysql`/`mysql2`) are listed.
 */
const POPULAR: readonly string[] = [
  // npm
  'react', 'react-dom', 'preact', 'lodash', 'express', 'axios', 'chalk', 'commander', 'debug', 'moment', 'webpack',
  'typescript', 'eslint', 'prettier', 'jest', 'mocha', 'cross-env', 'dotenv', 'request', 'async', 'underscore',
  'uuid', 'yargs', 'jquery', 'next', 'angular', 'electron', 'socket.io', 'mongoose', 'mongodb', 'redux', 'rxjs',
  'body-parser', 'cors', 'nodemon', 'colors', 'inquirer', 'fs-extra', 'glob', 'minimist', 'semver', 'bluebird',
  'vite', 'vitest', 'esbuild', 'rollup', 'tailwindcss', 'postcss', 'autoprefixer', 'zod', 'sharp', 'puppeteer',
  'playwright', 'node-fetch', 'dayjs', 'classnames', 'prop-types', 'styled-components', 'jsonwebtoken', 'bcrypt',
  'bcryptjs', 'passport', 'nodemailer', 'mysql', 'mysql2', 'redis', 'ioredis', 'sequelize', 'typeorm', 'prisma',
  'graphql', 'core-js', 'tslib', 'rimraf', 'mkdirp', 'concurrently', 'husky', 'lint-staged', 'ethers', 'web3',
  'discord.js', 'event-stream', 'coffee-script', 'babel-cli', 'nuxt', 'svelte', 'astro', 'marked', 'cheerio',
  'winston', 'morgan', 'helmet', 'multer', 'formidable', 'qs', 'superagent', 'got', 'ky', 'ws', 'lodash-es',
  'date-fns', 'immer', 'zustand', 'mobx', 'formik', 'yup', 'joi', 'ajv', 'chokidar', 'execa', 'ora', 'boxen',
  // PyPI
  'requests', 'numpy', 'pandas', 'scipy', 'matplotlib', 'python-dateutil', 'urllib3', 'setuptools', 'six',
  'boto3', 'botocore', 'django', 'flask', 'fastapi', 'pydantic', 'sqlalchemy', 'pytest', 'pyyaml', 'jinja2',
  'click', 'colorama', 'beautifulsoup4', 'bs4', 'selenium', 'pillow', 'scikit-learn', 'tensorflow', 'torch',
  'keras', 'openai', 'anthropic', 'httpx', 'aiohttp', 'cryptography', 'pycryptodome', 'paramiko', 'psycopg2',
  'psycopg2-binary', 'celery', 'gunicorn', 'uvicorn', 'rich', 'tqdm', 'transformers', 'langchain', 'jupyter',
  'notebook', 'opencv-python', 'lxml', 'certifi', 'idna', 'charset-normalizer', 'attrs', 'packaging', 'wheel',
  'virtualenv', 'black', 'flake8', 'mypy', 'ruff', 'poetry', 'python-dotenv', 'termcolor', 'tabulate', 'docker',
  'kubernetes', 'pymongo', 'pyjwt', 'websocket-client', 'websockets', 'seaborn', 'plotly', 'scrapy', 'nltk',
  'spacy', 'xgboost', 'lightgbm', 'openpyxl', 'xlrd', 'sympy', 'networkx', 'pyspark', 'streamlit', 'gradio',
  'huggingface-hub', 'datasets', 'tokenizers', 'safetensors', 'protobuf', 'grpcio', 'pytz', 'tzdata', 'simplejson',
  'ujson', 'orjson', 'marshmallow', 'alembic', 'pexpect', 'psutil', 'pyserial', 'pyopenssl', 'python-jose',
  'passlib', 'bcrypt', 'argon2-cffi', 'pynacl', 'pyinstaller', 'pywin32', 'setuptools-scm', 'tox', 'nox',
  'coverage', 'hypothesis', 'faker', 'freezegun', 'mock', 'responses', 'httpretty', 'pytest-cov', 'isort',
  'pylint', 'bandit', 'safety', 'pip-tools', 'pipenv', 'twine', 'build', 'hatch', 'flit', 'uv', 'matplotlib-inline',
  'ipython', 'ipykernel', 'ipywidgets', 'jupyterlab', 'tornado', 'gevent', 'eventlet', 'greenlet', 'twisted',
  'starlette', 'sanic', 'bottle', 'pyramid', 'falcon', 'aiofiles', 'anyio', 'trio', 'sniffio', 'typer',
  'python-multipart', 'email-validator', 'pyodbc', 'pymysql', 'mysqlclient', 'asyncpg', 'motor', 'elasticsearch',
  // real packages one edit from a listed one
  'scapy', 'tslint', 'pymssql', 'psycopg', 'pytest-mock', 'jsonschema',
  // more npm leaders (build-tool plugins are copied as often as the tools)
  'tsconfig-paths', 'vite-tsconfig-paths', 'ts-node', 'ts-jest', 'nodemon', 'webpack-cli', 'babel-loader',
  // RubyGems leaders (a Gemfile `gem "…"` line installs as much code as `gem install`)
  'rails', 'rails-html-sanitizer', 'loofah', 'nokogiri', 'devise', 'rack', 'puma', 'sidekiq', 'rspec', 'rspec-rails',
  'rubocop', 'bundler', 'rake', 'activesupport', 'activerecord', 'actionpack', 'railties', 'faraday', 'httparty',
  'jwt', 'omniauth', 'pundit', 'cancancan', 'kaminari', 'sprockets', 'sass-rails', 'webpacker', 'turbo-rails',
  'stimulus-rails', 'bootsnap', 'capybara', 'factory_bot', 'factory_bot_rails', 'faker', 'pry', 'byebug',
  'rest-client', 'aws-sdk-s3', 'mini_magick', 'image_processing', 'brakeman', 'bundler-audit', 'sanitize',
]

const POPULAR_SET = new Set(POPULAR)
/** The list, for the tests that compare imitates with a plain scan of it. */
export const POPULAR_PACKAGES = POPULAR
/** Names whose `@types/` package is real and popular although they are not on the list above. */
const TYPED = new Set(['node', 'nodes', 'mode', 'jest', 'react', 'express', 'lodash', 'mocha', 'chai', 'sinon', 'ws', 'qs', 'uuid', 'cors', 'glob', 'bun', 'deno'])
/** Only names this long are compared: short names are one edit from too many others (ws/qs, six/sip). */
const MIN_LENGTH = 5

/**
 * Names indexed so that the ones one edit from a given name are found by a few lookups instead of by
 * comparing it with every name (red-team r11: 1,600 installs against 1,800 imports was quadratic; the
 * popular list below is read the same way). Two names are one edit apart (oneEditApart: a letter changed, added, dropped, or two
 * neighbours swapped) exactly when one of these keys of the one equals a key of the other:
 * - changed at i: both with position i blanked (`sub` buckets: same length, same letters elsewhere);
 * - one letter added: the shorter whole equals the longer with a letter dropped (`del` buckets);
 * - one letter dropped: the name with a letter dropped equals an import (`whole`);
 * - neighbours swapped: the name with i and i + 1 exchanged equals an import (`whole`).
 * Keys are polynomial hashes of those strings (so a key costs O(1) to form from the name's running sums
 * and memory stays linear in the text, whatever the names' lengths), and every candidate a key finds is
 * checked with oneEditApart, so a hash collision costs one comparison, never a wrong answer. The base is
 * drawn at random once per process: an author cannot build names that collide on purpose.
 */
export class NearNameIndex {
  private readonly order = new Map<string, number>()
  private readonly whole = new Map<number, string[]>()
  private readonly del = new Map<number, string[]>()
  private readonly sub = new Map<number, string[]>()
  /** Candidates compared with oneEditApart so far (the tests bound it: a few per name, not one per import). */
  compared = 0

  /** `names` in the order a plain scan would meet them (the first near one is the one reported). */
  constructor(names: Iterable<string>, private readonly minLength: number) {
    for (const n of names) {
      if (n.length < minLength || this.order.has(n)) continue
      this.order.set(n, this.order.size)
      const k = keysOf(n)
      push(this.whole, k.whole, n)
      for (const d of k.dels) push(this.del, d, n)
      for (const s of k.subs) push(this.sub, s, n)
    }
  }

  /** The first indexed name one edit from `name` for which `accept` holds (in the order given), if any. */
  firstNear(name: string, accept: (other: string) => boolean): string | undefined {
    const k = keysOf(name)
    let best: string | undefined
    let bestAt = Infinity
    const consider = (bucket: readonly string[] | undefined) => {
      if (!bucket) return
      // Buckets hold names in index order: the first one that qualifies is the bucket's best.
      for (const other of bucket) {
        const at = this.order.get(other)!
        if (at >= bestAt) return
        this.compared++
        if (oneEditApart(name, other) && accept(other)) {
          best = other
          bestAt = at
          return
        }
      }
    }
    for (const s of k.subs) consider(this.sub.get(s))
    consider(this.del.get(k.whole))
    for (const d of k.dels) consider(this.whole.get(d))
    for (const w of k.swaps) consider(this.whole.get(w))
    return best
  }
}

function push(map: Map<number, string[]>, key: number, name: string): void {
  const list = map.get(key)
  if (!list) map.set(key, [name])
  else if (list[list.length - 1] !== name) list.push(name)
}

/** Hash arithmetic: values stay below 2^53 (a sum of products of a value < 2^8 and a power < 2^40). */
const HASH_MOD = 1_099_511_627_689 // the largest prime below 2^40
const HASH_BASE = 257 + Math.floor(Math.random() * 7_000)
const POW: number[] = [1]
const BLANK = 255
function pow(i: number): number {
  while (POW.length <= i) POW.push((POW[POW.length - 1]! * HASH_BASE) % HASH_MOD)
  return POW[i]!
}
const mod = (x: number) => ((x % HASH_MOD) + HASH_MOD) % HASH_MOD

/** The name's hash, and the hashes of each one-letter-dropped, position-blanked and neighbour-swapped variant (O(length) in all). */
function keysOf(name: string): { whole: number; dels: number[]; subs: number[]; swaps: number[] } {
  const n = name.length
  const v = (i: number) => (name.charCodeAt(i) & 0x7f) + 1
  let whole = 0
  for (let i = 0; i < n; i++) whole = (whole + v(i) * pow(i)) % HASH_MOD
  const subs: number[] = []
  const swaps: number[] = []
  for (let i = 0; i < n; i++) {
    // Position i blanked (a value no letter has): the weights keep which position it was.
    subs.push(mod(whole - v(i) * pow(i) + BLANK * pow(i)))
    if (i + 1 < n && name[i] !== name[i + 1]) swaps.push(mod(whole - v(i) * pow(i) - v(i + 1) * pow(i + 1) + v(i + 1) * pow(i) + v(i) * pow(i + 1)))
  }
  // Letter i dropped: the letters before keep their weights, the ones after move down one place.
  const dels: number[] = new Array<number>(n)
  let after = 0
  for (let i = n - 1; i >= 0; i--) {
    dels[i] = after
    if (i > 0) after = (after + v(i) * pow(i - 1)) % HASH_MOD
  }
  let before = 0
  for (let i = 0; i < n; i++) {
    dels[i] = (dels[i]! + before) % HASH_MOD
    before = (before + v(i) * pow(i)) % HASH_MOD
  }
  return { whole, dels, subs, swaps }
}

/** The popular names one edit from a name (imitates): built on first use. */
let POPULAR_NEAR: NearNameIndex | undefined
/** Each popular name's place in the list (the first place of a name listed twice). */
const POPULAR_AT = new Map<string, number>()
for (const [i, p] of POPULAR.entries()) if (!POPULAR_AT.has(p)) POPULAR_AT.set(p, i)
/** Popular names by their letters without separators (`cross-env` → `crossenv`): the first of the list with those letters. */
const POPULAR_BARE = new Map<string, { name: string; at: number }>()
for (const [p, at] of POPULAR_AT) {
  if (p.length < MIN_LENGTH - 1) continue
  const bare = p.replace(/[-_.]/g, '')
  if (!POPULAR_BARE.has(bare)) POPULAR_BARE.set(bare, { name: p, at })
}

/** One edit (substitution, insertion, deletion or a swap of neighbours) apart, and not equal. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
  const [s, l] = a.length < b.length ? [a, b] : [b, a]
  return s.slice(i) === l.slice(i + 1)
}

/** One edit apart, but not by the first letter alone: hatch / latch / patch are different words. */
export function withinOneEdit(a: string, b: string): boolean {
  return oneEditApart(a, b) && !(a.length === b.length && a[0] !== b[0] && a.slice(1) === b.slice(1))
}

/** The popular package `name` imitates, if it is one edit (or a dropped separator) away from one. */
export function imitates(name: string): string | undefined {
  const n = name.toLowerCase().replace(/\[.{0,40}\]$/, '')
  // `@types/X` carries the types of X: it imitates `@types/<popular>` when X is one edit from a popular
  // name (or from `node`, whose types are the most installed of all).
  if (n.startsWith('@types/')) {
    const base = n.slice(7)
    if (POPULAR_SET.has(base) || TYPED.has(base)) return undefined
    if (withinOneEdit(base, 'node')) return '@types/node'
    const p = base.length >= MIN_LENGTH ? imitates(base) : undefined
    return p ? `@types/${p}` : undefined
  }
  if (n.length < MIN_LENGTH || POPULAR_SET.has(n)) return undefined
  // The first popular name (in list order) one edit away, or equal once separators are dropped: found
  // by the index's keys, not by comparing with every name (a file of 1,600 installs did 500,000 compares).
  POPULAR_NEAR ??= new NearNameIndex(POPULAR, MIN_LENGTH - 1)
  const near = POPULAR_NEAR.firstNear(n, (p) => withinOneEdit(n, p))
  const bare = POPULAR_BARE.get(n.replace(/[-_.]/g, ''))
  const same = bare !== undefined && bare.name !== n ? bare : undefined
  if (near !== undefined || same) return same && (near === undefined || same.at < POPULAR_AT.get(near)!) ? same.name : near
  // A popular name misspelt inside a compound one (`requessts-retry`, `eslint-plugin-prettierr`): a part
  // of at least COMPONENT_MIN letters one edit from a popular single-word name, itself not popular.
  const parts = n.replace(/^@[\w.-]{1,60}\//, '').split(/[-_.]/)
  if (parts.length > 1) {
    for (const part of parts) {
      if (part.length < COMPONENT_MIN || POPULAR_SET.has(part) || COMMON_PARTS.has(part)) continue
      // A letter swapped or two neighbours exchanged, or one letter typed twice: a part one letter short or
      // with another letter added is usually a word of its own (`python` / `ipython`, `openapi` / `openai`).
      const like = SINGLE_WORD.find((p) => p.length >= COMPONENT_MIN && (part.length === p.length ? withinOneEdit(part, p) : part.length === p.length + 1 && doubledFrom(part, p)))
      if (like) return n.replace(part, like)
    }
  }
  return undefined
}
/** `part` is `word` with one letter typed twice (`prettierr`, `requessts`); another extra letter makes another word (`openapi`). */
function doubledFrom(part: string, word: string): boolean {
  for (let i = 1; i < part.length; i++) if (part[i] === part[i - 1] && part.slice(0, i) + part.slice(i + 1) === word) return true
  return false
}
/** Parts of a compound name compared with the popular names: shorter parts are one edit from too many words. */
const COMPONENT_MIN = 6
/** Popular names that are one word (no separator): what a misspelt part of a compound name imitates. */
const SINGLE_WORD = POPULAR.filter((p) => !/[-_./@]/.test(p))
/** Ordinary parts of package names that happen to be one edit from a popular name. */
const COMMON_PARTS = new Set(['config', 'configs', 'parser', 'parsers', 'loader', 'loaders', 'plugin', 'plugins', 'client', 'server', 'router', 'helper', 'helpers', 'mocker', 'tester', 'runner', 'reports', 'request', 'streams', 'buffer', 'buffers', 'worker', 'workers', 'render', 'logger', 'models', 'module', 'modules', 'cached', 'caches', 'schema', 'schemas', 'types', 'typing', 'utils', 'format', 'styled', 'styles', 'themes', 'jsonld', 'native', 'webpack', 'create'])

const INSTALL = /\bgem\s{1,3}install\b|\b(?:pip3?|uv\s{1,3}pip|pipx|python3?\s{1,3}-m\s{1,3}pip)\s{1,3}install\b|\b(?:npm|pnpm|cnpm)\s{1,3}(?:i|install|add)\b|\b(?:yarn|bun|pnpm|uv|poetry)\s{1,3}add\b|\bnpx\s{1,3}(?:-y\s{1,3}|--yes\s{1,3})?/g

/** A Gemfile line: `gem "name", "~> 1.0"` (the first quoted string is the gem). */
const GEMFILE_LINE = /(?:^|[\s;{])gem\s{1,3}["']([A-Za-z0-9][\w.-]{0,80})["']/g

/** Package names given to an install command in this one command line (flags and URLs skipped). */
export function installedNames(command: string): string[] {
  const out: string[] = []
  for (const m of command.matchAll(GEMFILE_LINE)) out.push(m[1]!)
  INSTALL.lastIndex = 0
  for (let m = INSTALL.exec(command); m; m = INSTALL.exec(command)) {
    // The command ends at a separator, a comment, or the code span it is written in (`uv pip install x` in prose).
    const rest = command.slice(m.index + m[0].length).split(/[;&|)#\n`]/, 1)[0] ?? ''
    const isNpx = m[0].startsWith('npx')
    for (const tok of rest.trim().split(/\s{1,8}/)) {
      if (!tok || tok.startsWith('-') || (tok.includes('/') && !tok.startsWith('@')) || tok.includes(':') || (tok.includes('=') && !tok.includes('=='))) continue
      // Strip a version: name==1.2, name@1.2, name>=1 (an @scope/ name keeps its first @).
      const name = tok.replace(/^["']|["',.:]{1,3}$/g, '').replace(/(?<=.)@[^@]{0,40}$/, '').replace(/[<>=!~].{0,40}$/, '')
      if (/^[A-Za-z0-9@][\w.@/-]{0,80}$/.test(name)) out.push(name)
      if (isNpx) break
    }
  }
  return out
}
