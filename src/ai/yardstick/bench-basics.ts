/**
 * Tactic "play Basic Pokémon": every Basic Pokémon in hand goes to the Bench while there is room (the menu only
 * offers it then). More Pokémon in play means no loss for lack of a Pokémon to promote and more attackers to
 * power up; ryuu-play's score rewards each Pokémon in play. The one with the most HP first.
 */
import { handDef, indicesOf, type Board } from './board'

export function benchBasics(b: Board): number {
  let best = -1
  let bestHp = -1
  for (const { idx, a } of indicesOf(b, 'bench')) {
    const def = handDef(b, a.card)
    if (def?.kind !== 'pokemon') continue // Trainers played as Pokémon are Trainers here
    if (def.hp > bestHp) {
      best = idx
      bestHp = def.hp
    }
  }
  return best
}
