import { describe, expect, it } from 'vitest'
import { limiter } from './limiter.ts'

describe('limiter', () => {
  it('never runs more than max at once, starts queued calls in call order, and frees a slot on a throw', async () => {
    const io = limiter(3)
    let running = 0
    let peak = 0
    const started: number[] = []
    const task = (i: number) => async () => {
      started.push(i)
      running++
      peak = Math.max(peak, running)
      await new Promise((r) => setTimeout(r, 2 + (i % 3)))
      running--
      if (i === 4) throw new Error('boom')
      return i
    }
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => io(task(i))))
    expect(peak).toBe(3)
    expect(started).toEqual(Array.from({ length: 12 }, (_, i) => i))
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1)
    expect(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11])
  })
})
