/**
 * Spreads costly mounts over frames: each caller queues a callback (a tile swapping its placeholder for its card
 * face) and every animation frame runs the queue for a few milliseconds only. Typing in the search then changes
 * many tiles without one long frame: the faces arrive over the next frames instead of all in one.
 */
const queue = new Set<() => void>()
let scheduled = false
/**
 * Per frame: at most this many mounts and this many milliseconds of script. The count matters most: a card face
 * costs the browser more to style and paint (measured: about 2 ms each on these machines) than to create.
 */
const MAX_PER_FRAME = 3
const BUDGET_MS = 6

function run() {
  scheduled = false
  const start = performance.now()
  let n = 0
  for (const job of queue) {
    queue.delete(job)
    job()
    if (++n >= MAX_PER_FRAME || performance.now() - start > BUDGET_MS) break
  }
  if (queue.size) schedule()
}

function schedule() {
  if (scheduled) return
  scheduled = true
  requestAnimationFrame(run)
}

/** Queue `job` for a coming frame; returns a function that takes it off the queue (a tile gone before its turn). */
export function queueMount(job: () => void): () => void {
  queue.add(job)
  schedule()
  return () => queue.delete(job)
}
