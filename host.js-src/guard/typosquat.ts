/**
 * Typosquatted packages: an install command naming a package one edit away from a very popular one
 * (`reqeusts`, `lodahs`, `python-dateutils`, `crossenv`). A package registry has no list of "the
 * popular ones" an offline guard can ship, so this is a short hand list: the packages attackers copy
 * most (npm and PyPI download leaders and the names of past typosquatting campaigns). A name on the
 * list is never flagged, so both members of a legitimate near pair (`request`/`requests`,
 * `react`/`preact`, `mysql`/`mysql2`) are listed.
 */
const POPULAR = [
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
/** Names whose `@types/` package is real and popular although they are not on the list above. */
const TYPED = new Set(['node', 'nodes', 'mode', 'jest', 'react', 'express', 'lodash', 'mocha', 'chai', 'sinon', 'ws', 'qs', 'uuid', 'cors', 'glob', 'bun', 'deno'])
/** Only names this long are compared: short names are one edit from too many others (ws/qs, six/sip). */
const MIN_LENGTH = 5

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
function withinOneEdit(a: string, b: string): boolean {
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
  for (const p of POPULAR) {
    if (p.length < MIN_LENGTH - 1) continue
    if (withinOneEdit(n, p)) return p
    if (n.replace(/[-_.]/g, '') === p.replace(/[-_.]/g, '') && n !== p) return p
  }
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
