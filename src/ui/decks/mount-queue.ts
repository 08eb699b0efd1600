/**
 * Spreads costly mounts over frames: each caller queues a callback (a tile swapping its stand-in for its card face,
 * buttons and drag handle) and every animation frame runs one. Typing in the search then changes every tile in view
 * without one long frame: the tiles arrive over the next frames instead of all in one.
 *
 * One a frame, because a tile costs the browser more after the script than in it: measured in a trace on these
 * machines (docs/decks.md), a frame that draws one tile takes about 8–11 ms of CPU (script 1.5–2 ms; style, layout,
 * paint and layerizing the rest, partly for the whole page), and three a frame took 12–16 ms, which a loaded
 * machine stretches past 50 ms. Fifty tiles in view fill in under a second at 60 frames a second.
 */
const queue = new Set<() => void>()
let scheduled = false

function run() {
  scheduled = false
  for (const job of queue) {
    queue.delete(job)
    job()
    break
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
