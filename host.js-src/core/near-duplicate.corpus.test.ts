/**
 * How the near-duplicate score splits the corpus (issue 16): the known duplicate families (one
 * skill name shipped by several repos: copies and forks of one skill) against every pair of
 * skills with different names. The name term is 1 for every family pair, so the figure is
 * printed twice: the combined score, and the description term alone (the part that has to tell
 * a renamed copy from a different skill).
 *
 * Run: npx vitest run host.js-src/core/near-duplicate.corpus.test.ts  (prints the split)
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseFrontmatter } from './frontmatter.ts'
import { NEAR_DUPLICATE } from './limits.ts'
import { scoreTerms, termsOf } from './near-duplicate.ts'

const CORPUS = join(__dirname, '../../../shared/corpus/skills')

function skillFiles(dir: string, out: string[] = [], depth = 0): string[] {
  if (depth > 8) return out
  for (const entry of readdirSync(dir)) {
    const p = join(dir, entry)
    const st = statSync(p)
    if (st.isDirectory()) skillFiles(p, out, depth + 1)
    else if (entry === 'SKILL.md') out.push(p)
  }
  return out
}

describe.skipIf(!existsSync(CORPUS))('near-duplicate score on the corpus (known duplicate families vs distinct skills)', () => {
  if (!existsSync(CORPUS)) console.log(`skipped: the corpus is not at ${CORPUS} (../shared is missing)`)

  it('separates copies of one skill from different skills', () => {
    const skills = skillFiles(CORPUS).map((file) => {
      const repo = file.slice(CORPUS.length + 1).split('/')[0]!
      const meta = parseFrontmatter(readFileSync(file, 'utf8'), basename(dirname(file)))
      return { repo, name: meta.name.toLowerCase(), description: meta.description }
    })
    const terms = skills.map((s) => termsOf(s))
    const pos: { combined: number; description: number }[] = []
    const neg: { combined: number; description: number }[] = []
    for (let i = 0; i < skills.length; i++) {
      for (let j = i + 1; j < skills.length; j++) {
        const a = skills[i]!
        const b = skills[j]!
        if (a.name === b.name && a.repo === b.repo) continue
        const s = scoreTerms(terms[i]!, terms[j]!)
        ;(a.name === b.name ? pos : neg).push({ combined: s.score, description: s.descriptionScore })
      }
    }
    const t = NEAR_DUPLICATE.threshold
    const w = NEAR_DUPLICATE.nameWeight
    // The description term alone must reach (t - w) / (1 - w) for a renamed copy (name term 0) to pass.
    const tDesc = Math.max(0, (t - NEAR_DUPLICATE.nameWeight) / (1 - w))
    const share = (xs: { combined: number; description: number }[], f: (x: { combined: number; description: number }) => boolean) => xs.filter(f).length / Math.max(1, xs.length)
    const recall = share(pos, (x) => x.combined >= t)
    const fpr = share(neg, (x) => x.combined >= t)
    const fpCount = neg.filter((x) => x.combined >= t).length
    const renamedRecall = share(pos, (x) => x.description >= tDesc)
    const descFpr = share(neg, (x) => x.description >= tDesc)
    console.log(
      `near-duplicate split (threshold ${t}, name weight ${w}): ${skills.length} skills, ${pos.length} family pairs, ${neg.length} distinct-name pairs\n` +
        `  combined score: families ≥ t ${(recall * 100).toFixed(1)}%, distinct ≥ t ${(fpr * 100).toFixed(3)}% (${fpCount} pairs)\n` +
        `  description alone (a renamed copy, needs ≥ ${tDesc.toFixed(3)}): families ${(renamedRecall * 100).toFixed(1)}%, distinct ${(descFpr * 100).toFixed(3)}%`,
    )
    expect(pos.length).toBeGreaterThan(50)
    expect(recall).toBeGreaterThan(0.9)
    expect(fpr).toBeLessThan(0.0001)
    expect(renamedRecall).toBeGreaterThan(0.3)
  })
})
