/**
 * Tactic "evolve": evolving is always taken (a later Stage has more HP and stronger attacks). The Active first —
 * it is the one fighting now —, then the Benched Pokémon with the most Energy, which is the next attacker.
 */
import { indicesOf, type Board } from './board'

export function evolve(b: Board): number {
  const options = indicesOf(b, 'evolve')
  if (options.length === 0) return -1
  const me = b.view.me
  const weight = (o: (typeof options)[number]): number => {
    if (o.a.target.zone === 'active') return 1000
    return me.bench[o.a.target.index]?.energy.length ?? 0
  }
  return options.reduce((best, o) => (weight(o) > weight(best) ? o : best)).idx
}
