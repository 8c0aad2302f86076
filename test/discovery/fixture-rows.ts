import type { SkillRow } from '../../host.js-src/core/types.ts'

/** A small library in memory: real-sounding skills, one name in two repos, one agent-written skill. */
export const FIXTURE_ROWS: SkillRow[] = [
  row('trailofbits', 'semgrep', 'semgrep', 'Runs a Semgrep security scan over a codebase: detects languages, picks rulesets, triages findings.'),
  row('anthropics', 'code-review', 'code-review', 'Conducts a multi-axis code review of a change before it is merged.'),
  row('anthropics', 'pdf', 'pdf', 'Fill, merge, split and extract text from PDF files and forms.'),
  row('openai', 'pdf', 'pdf', 'Read and create PDF documents with layout preserved.'),
  row('obra', 'systematic-debugging', 'systematic-debugging', 'Find the root cause of a bug before proposing any fix.'),
  row('openai', 'deploy-to-vercel', 'deploy-to-vercel', 'Deploy a web app to Vercel and return the preview link.'),
  row('k-dense', 'rdkit', 'rdkit', 'Cheminformatics with RDKit: parse SMILES, compute descriptors, draw molecules.'),
  row('obra', 'writing-plans', 'writing-plans', 'Write a step-by-step implementation plan from a spec before coding.'),
  row('learned', 'secret-scan', 'secret-scan', 'Scan a repository for leaked secrets with a security checklist (agent-written).'),
]

function row(repo: string, relpath: string, name: string, description: string): SkillRow {
  return { repo, relpath, name, description, files: 1, kb: 1 }
}
