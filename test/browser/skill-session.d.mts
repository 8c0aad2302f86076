/** Types for skill-session.mjs (plain JavaScript so node can run it to write the sample session). */
export interface SessionEnvelope {
  type: string
  seq: number
  time: number
  data: unknown
}

export interface ExpectedLedger {
  skills: { name: string; loads: number; reads: number }[]
  calls: number
  rows: number
  searches: string[]
  unnamedCalls: number
  firstLoadSeq: number
}

export function skillSession(): { events: SessionEnvelope[]; expected: ExpectedLedger }
