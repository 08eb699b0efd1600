/**
 * A memo for the AI's pure reads of one GameView (damage estimates, goal attacks). A view is a deep copy the engine
 * builds for one decision (engine/view.ts `viewFor`) and the AI only reads it, so a read of (view, slot, attack, …)
 * gives the same answer every time it is asked. The heuristic asks the same ones many times at one menu — every
 * attachment option re-reads every Pokémon's goal attack and every Knock Out threat — and a search asks the heuristic
 * at every menu of every rollout: the damage estimates were about a fifth of Expert's search time.
 *
 * Entries live as long as their view (a WeakMap), so nothing outlives the decision it was computed for. Keys after
 * the view are compared by identity (slots, attack definitions) or value (numbers, booleans).
 */
export class ViewMemo<R> {
  private readonly byView = new WeakMap<object, Map<unknown, unknown>>()

  /** The memoized result for `view` and `keys`, computing it once with `compute`. */
  get(view: object, keys: readonly unknown[], compute: () => R): R {
    let node = this.byView.get(view)
    if (!node) {
      node = new Map()
      this.byView.set(view, node)
    }
    const last = keys.length - 1
    for (let i = 0; i < last; i++) {
      let next = node.get(keys[i]) as Map<unknown, unknown> | undefined
      if (!next) {
        next = new Map()
        node.set(keys[i], next)
      }
      node = next
    }
    const key = keys[last]
    if (node.has(key)) return node.get(key) as R
    const result = compute()
    node.set(key, result)
    return result
  }
}
