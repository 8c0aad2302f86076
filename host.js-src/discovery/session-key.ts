import { DISCOVERY } from '../core/limits.ts'
import { sha256Hex } from '../library/sha256.ts'
import type { Arm } from './records.ts'

/** First DISCOVERY.sessionKeyHex hex characters of sha256(session id): pairs records, never reveals the id. */
export async function sessionKeyOf(sessionId: string): Promise<string> {
  return (await sha256Hex(sessionId)).slice(0, DISCOVERY.sessionKeyHex)
}

/**
 * The session's arm, fixed for its whole life: the low bit of the first byte of sha256(sessionKey).
 * A session, not a turn, is the unit, because a hint stays in the history and would leak into any
 * later "control" turn of the same session.
 */
export async function armOf(sessionKey: string): Promise<Arm> {
  const first = parseInt((await sha256Hex(sessionKey)).slice(0, 2), 16)
  return (first & 1) === 1 ? 'treatment' : 'control'
}
