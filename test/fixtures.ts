import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { scanLibrary } from '../host.js-src/library/scan-library.ts'
import { createNodeFs } from '../tools/src/node-fs.ts'
import { indexFilesFromScan, writeIndexFiles, writeSearchSidecar } from '../tools/src/write-index.ts'

/** A SKILL.md with frontmatter. */
export function skillMd(name: string, description: string, body = `# ${name}\n\nSteps for ${name}.\n`): string {
  return `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\n---\n${body}`
}

export interface Fixture {
  root: string
  /** The `.skill-src` folder. */
  lib: string
  write(path: string, content: string | Buffer): void
  /** (Re)builds the index and sidecars exactly as build-index does. */
  index(): Promise<void>
  cleanup(): void
}

/** A project folder with `.skill-src/<files>`; paths are relative to `.skill-src`. */
export async function makeLibrary(files: Record<string, string | Buffer>, opts: { index?: boolean } = {}): Promise<Fixture> {
  const root = mkdtempSync(join(tmpdir(), 'dsr-'))
  const lib = join(root, '.skill-src')
  mkdirSync(lib, { recursive: true })
  const write = (path: string, content: string | Buffer) => {
    const full = join(lib, path)
    mkdirSync(dirname(full), { recursive: true })
    writeFileSync(full, content)
  }
  for (const [path, content] of Object.entries(files)) write(path, content)
  const index = async () => {
    const scan = await scanLibrary(createNodeFs(root), lib)
    const files = await indexFilesFromScan(scan)
    await writeIndexFiles(lib, files)
    await writeSearchSidecar(lib, scan.skills.map((s) => s.row), files.meta.sha256)
  }
  if (opts.index !== false) await index()
  return { root, lib, write, index, cleanup: () => rmSync(root, { recursive: true, force: true }) }
}

/** The small library most tool tests use. */
export const BASIC_SKILLS: Record<string, string> = {
  'acme/skills/pdf-forms/SKILL.md': skillMd('pdf-forms', 'Fill and flatten PDF forms with pdftk and pypdf.'),
  'acme/skills/pdf-forms/references/fields.md': '# Field types\n\nText, checkbox, radio.\n',
  'acme/skills/pdf-forms/scripts/fill.py': 'print("fill")\n',
  'acme/skills/k8s-deploy/SKILL.md': skillMd('k8s-deploy', 'Deploy services to a Kubernetes cluster with Helm charts and rollbacks.'),
  'acme/skills/semgrep-scan/SKILL.md': skillMd('semgrep-scan', 'Run a Semgrep security scan over a codebase and triage the findings.'),
  'other/plugins/x/skills/pdf-forms/SKILL.md': skillMd('pdf-forms', 'Another copy: PDF form filling for invoices.'),
  'other/skills/release-notes/SKILL.md': skillMd('release-notes', 'Draft release notes from merged pull requests.'),
}
