import type { EffectCtx, SlotRef } from '../../../engine'
import { trainer } from '../../kit'
import { damagedPokemon, healOneOf } from '../../effects/healing'

/** Your damaged Pokémon with at least 2 Energy attached (counted in units: a card providing 2 counts 2). */
const targets = (c: EffectCtx): SlotRef[] => damagedPokemon(c).filter((r) => c.energyUnits(r) >= 2)

/** swsh1-166. An Item: heal 120, paid with 2 Energy from the healed Pokémon. */
export const HYPER_POTION = trainer('item', {
  id: 'swsh1-166',
  name: 'Hyper Potion',
  text:
    'Heal 120 damage from 1 of your Pokémon that has at least 2 Energy attached, then discard 2 Energy from it. ' +
    'You can play this only if one of your damaged Pokémon has at least 2 Energy attached.',
  canPlay: (c) => targets(c).length > 0,
  *play(c) {
    const healed = yield* healOneOf(c, targets(c), 120)
    if (healed && healed.healed > 0) yield* c.discardEnergy(healed.ref, 2)
  },
})
