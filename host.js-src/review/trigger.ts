/**
 * When a review starts (issue 16): tool calls are counted per session across turns; when a turn
 * that had tool calls ends with the count at or past nudgeInterval, the count is reset and one
 * review is due. None while one runs for that session, none in a session that is itself a
 * review, none when disabled. Pure bookkeeping: the caller starts the review.
 */
import { REVIEW } from '../core/limits.ts'

/** Sessions whose id starts with this are reviews themselves (a host that runs a review as a session names it so). */
export const REVIEW_SESSION_PREFIX = 'skill-review-'

export class ReviewTrigger {
  private readonly counts = new Map<string, { total: number; turn: number }>()
  private readonly running = new Set<string>()

  constructor(private readonly cfg: { enabled: boolean; nudgeInterval: number }) {}

  /** Feeds one session event; when a review should start now, the tool calls counted (else 0). */
  observe(sessionId: string, type: string, isReviewSession = false): number {
    if (!this.cfg.enabled || isReviewSession || sessionId.startsWith(REVIEW_SESSION_PREFIX)) return 0
    let c = this.counts.get(sessionId)
    if (!c) {
      if (type !== 'tool/call') return 0
      if (this.counts.size >= REVIEW.trackedSessions) this.counts.delete(this.counts.keys().next().value!)
      this.counts.set(sessionId, (c = { total: 0, turn: 0 }))
    }
    if (type === 'tool/call') {
      c.total++
      c.turn++
      return 0
    }
    if (type === 'turn/start') c.turn = 0
    if (type !== 'turn/end') return 0
    const due = c.turn > 0 && c.total >= this.cfg.nudgeInterval && !this.running.has(sessionId)
    const counted = c.total
    c.turn = 0
    if (!due) return 0
    c.total = 0
    return counted
  }

  /** Marks a review running; false when one already runs for the session. */
  begin(sessionId: string): boolean {
    if (this.running.has(sessionId)) return false
    this.running.add(sessionId)
    return true
  }

  end(sessionId: string): void {
    this.running.delete(sessionId)
  }

  count(sessionId: string): number {
    return this.counts.get(sessionId)?.total ?? 0
  }
}
