/**
 * The human side of the e2e games (e2e/table.spec.ts): a simple deterministic policy over the listed options.
 * Pure, so the seeds used by the tests can be chosen by simulating the same games in Node.
 */
import type { Decision, GameView, MainAction } from '../src/engine'

export interface PolicyMemory {
  turn: number
  actions: number
  retreated: boolean
  trainerPlayed: boolean
}
export const freshMemory = (): PolicyMemory => ({ turn: -1, actions: 0, retreated: false, trainerPlayed: false })

const actionAt = (d: Decision, i: number): MainAction | null => {
  const o = d.options[i]
  return o && o.kind === 'action' ? o.action : null
}

/** Option indices to answer `d`: evolve, attach to the Active, bench, retreat once, Bill once, attack, end turn. */
export function humanPicks(d: Decision, v: GameView, mem: PolicyMemory, cardName: (def: string) => string): number[] {
  if (d.ask !== 'main') {
    if (d.ask === 'setup-bench') return d.options.map((_, i) => i).slice(0, d.max)
    if (d.ordered) return d.options.map((_, i) => i)
    const n = Math.max(d.min, Math.min(1, d.max))
    return d.options.slice(0, n).map((_, i) => i)
  }
  if (mem.turn !== v.turn) Object.assign(mem, { turn: v.turn, actions: 0 })
  mem.actions++
  const find = (pred: (a: MainAction) => boolean) =>
    d.options.findIndex((_, i) => {
      const a = actionAt(d, i)
      return !!a && pred(a)
    })
  const end = find((a) => a.type === 'end-turn')
  if (mem.actions > 10) return [end]
  const handName = (uid: number) => {
    const c = v.me.hand?.find((h) => h.uid === uid)
    return c ? cardName(c.def) : ''
  }
  const order = [
    find((a) => a.type === 'evolve'),
    find((a) => a.type === 'attach-energy' && a.target.zone === 'active'),
    find((a) => a.type === 'bench'),
    !mem.retreated && v.turn >= 3 && (v.me.active?.energy.length ?? 0) >= 1 ? find((a) => a.type === 'retreat') : -1,
    !mem.trainerPlayed ? find((a) => a.type === 'play-trainer' && handName(a.card) === 'Bill') : -1,
  ]
  const attacks = d.options.map((_, i) => i).filter((i) => actionAt(d, i)?.type === 'attack')
  const i = order.find((x) => x >= 0)
  if (i !== undefined) {
    const a = actionAt(d, i)!
    if (a.type === 'retreat') mem.retreated = true
    if (a.type === 'play-trainer') mem.trainerPlayed = true
    return [i]
  }
  if (attacks.length) return [attacks[attacks.length - 1]!]
  return [end]
}
