/**
 * Runs at most `max` of the given async calls at once; the rest queue in call order. Shared by the
 * library scan and build-index's record of its inputs (both walk a library with bounded I/O).
 */
export function limiter(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const queue: (() => void)[] = []
  return async (task) => {
    // A finishing task hands its slot straight to the next in line, so `running` never exceeds max.
    if (running >= max) await new Promise<void>((resume) => queue.push(resume))
    else running++
    try {
      return await task()
    } finally {
      const next = queue.shift()
      if (next) next()
      else running--
    }
  }
}
