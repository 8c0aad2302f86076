import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { armOf, sessionKeyOf } from './session-key.ts'

describe('sessionKeyOf', () => {
  it('is the first 8 hex of sha256(session id)', async () => {
    const id = '0b7d2c9e-5a7e-4a7c-9d0e-1f2a3b4c5d6e'
    expect(await sessionKeyOf(id)).toBe(createHash('sha256').update(id).digest('hex').slice(0, 8))
  })
})

describe('armOf', () => {
  it('follows the low bit of the first byte of sha256(sessionKey)', async () => {
    for (const key of ['00000000', 'deadbeef', '1234abcd']) {
      const first = createHash('sha256').update(key).digest()[0]!
      expect(await armOf(key)).toBe(first & 1 ? 'treatment' : 'control')
    }
  })

  it('splits sessions about 50/50', async () => {
    let treatment = 0
    const n = 4000
    for (let i = 0; i < n; i++) if ((await armOf(await sessionKeyOf(`session-${i}`))) === 'treatment') treatment++
    // Binomial(4000, 0.5) has sd ≈ 31.6; ±4 sd is 47–53 %.
    expect(treatment / n).toBeGreaterThan(0.47)
    expect(treatment / n).toBeLessThan(0.53)
  })
})
