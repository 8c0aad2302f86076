import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sha256Hex, sha256HexWeb } from './sha256.ts'

describe('sha256Hex', () => {
  it('gives the same lowercase hex through Node and through Web Crypto, for text and bytes', async () => {
    const texts = ['', 'abc', 'repo\trelpath\tname\n', 'Fill PDF 发票 \u{1F600}\r\n', 'x'.repeat(100_000)]
    for (const t of texts) {
      const bytes = new TextEncoder().encode(t)
      const expected = createHash('sha256').update(bytes).digest('hex')
      expect(await sha256Hex(t)).toBe(expected)
      expect(await sha256Hex(bytes)).toBe(expected)
      expect(await sha256HexWeb(bytes)).toBe(expected)
    }
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})
