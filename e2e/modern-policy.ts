/**
 * The human side of the modern e2e game (e2e/modern-game.spec.ts): a simple deterministic policy over the listed
 * options that also uses what modern cards bring (Tools, Abilities, the Stadium's action). Pure, so the seed the
 * test uses can be chosen by simulating the same game in Node (e2e/modern-seeds.ts).
 */
import type { Decision, GameView, MainAction } from '../src/engine'

export interface ModernMemory {
  turn: number
  actions: number
  /** Option labels already taken this turn (an Ability or a Trainer is tried once a turn). */
  used: string[]
}
export const freshModernMemory = (): ModernMemory => ({ turn: -1, actions: 0, used: [] })

const actionAt = (d: Decision, i: number): MainAction | null => {
  const o = d.options[i]
  return o && o.kind === 'action' ? o.action : null
}

/**
 * Option indices to answer `d`. Main phase, in order: evolve, bench, attach Energy (the Active first), attach a
 * Tool, use an Ability, use the Stadium, play a Trainer, attack (the last attack listed), end the turn. Any other
 * question: the first option(s), every Basic at setup, the listed order for an ordering.
 */
export function modernPicks(d: Decision, v: GameView, mem: ModernMemory): number[] {
  if (d.ask !== 'main') {
    if (d.ask === 'setup-bench') return d.options.map((_, i) => i).slice(0, d.max)
    if (d.ordered) return d.options.map((_, i) => i)
    const n = Math.max(d.min, Math.min(1, d.max))
    return d.options.slice(0, n).map((_, i) => i)
  }
  if (mem.turn !== v.turn) Object.assign(mem, { turn: v.turn, actions: 0, used: [] })
  mem.actions++
  const find = (pred: (a: MainAction, label: string) => boolean) =>
    d.options.findIndex((o, i) => {
      const a = actionAt(d, i)
      return !!a && !mem.used.includes(o.label) && pred(a, o.label)
    })
  const end = find((a) => a.type === 'end-turn')
  if (mem.actions > 16) return [end]
  const order = [
    find((a) => a.type === 'evolve'),
    find((a) => a.type === 'bench'),
    find((a) => a.type === 'attach-energy' && a.target.zone === 'active'),
    find((a) => a.type === 'attach-energy'),
    find((a) => a.type === 'attach-tool'),
    find((a) => a.type === 'ability'),
    find((a) => a.type === 'use-stadium'),
    find((a) => a.type === 'play-trainer'),
  ]
  const i = order.find((x) => x >= 0)
  if (i !== undefined) {
    mem.used.push(d.options[i]!.label)
    return [i]
  }
  const attacks = d.options.map((_, k) => k).filter((k) => actionAt(d, k)?.type === 'attack')
  if (attacks.length) return [attacks[attacks.length - 1]!]
  return [end]
}
