import type { EffectCtx, SlotRef } from '../../../engine'
import { classicTrainer } from '../../kit'
import { evolveSkippingStage1, skipStage1Moves } from '../../effects/evolution'

const evolved = (c: EffectCtx): SlotRef[] => c.allPokemon(c.seat).filter((r) => c.stackOf(r).length > 1)

/** base1-72 */
export const DEVOLUTION_SPRAY = classicTrainer({
  id: 'base1-72',
  name: 'Devolution Spray',
  text:
    'Choose one of your evolved Pokémon and the stage to go back to. Discard its Evolution cards above that stage. ' +
    'Its damage counters and attached cards stay; it is no longer affected by Special Conditions or other effects of attacks. ' +
    'If its remaining HP drops to 0 or less, it is Knocked Out. You can play this only if you have an evolved Pokémon in play.',
  canPlay: (c) => evolved(c).length > 0,
  *play(c) {
    const target = yield* c.chooseSlot(evolved(c), { text: 'Choose one of your evolved Pokémon' })
    if (!target) return
    const stack = c.stackOf(target)
    let keep = 1
    if (stack.length > 2) {
      const labels = stack.slice(0, -1).map((u) => `Back to ${c.def(u).name}`)
      keep = (yield* c.chooseOne('Which stage should it go back to?', labels)) + 1
    }
    c.devolve(target, keep)
  },
})

/** Breeder's timing: the Basic could evolve now (in play since the turn began, not its owner's first turn). */
const breederMoves = (c: EffectCtx) => skipStage1Moves(c, (r) => c.mayEvolveNow(r))

/** base1-76 */
export const POKEMON_BREEDER = classicTrainer({
  id: 'base1-76',
  name: 'Pokémon Breeder',
  text:
    'Put a Stage 2 card from your hand onto the matching Basic Pokémon in play, skipping its Stage 1. ' +
    'You can play this only when that Basic Pokémon could evolve now (not during your first turn, and not on a Pokémon put into play this turn).',
  canPlay: (c) => breederMoves(c).length > 0,
  *play(c) {
    yield* evolveSkippingStage1(c, breederMoves(c))
  },
})
