import type { EffectCtx, SlotRef, SpecialCondition } from '../../../engine'
import { trainer } from '../../kit'
import { healOneOf } from '../../effects/healing'

const CONDITIONS: readonly SpecialCondition[] = ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned']

/** Your Pokémon this card can help: damaged or affected by a Special Condition. */
const targets = (c: EffectCtx): SlotRef[] =>
  c.allPokemon(c.seat).filter((r) => c.damageOn(r) > 0 || CONDITIONS.some((cond) => c.hasCondition(r, cond)))

/** swsh1-176. A Supporter: heal 60 from one of your Pokémon and cure its Special Conditions. */
export const POKEMON_CENTER_LADY = trainer('supporter', {
  id: 'swsh1-176',
  name: 'Pokémon Center Lady',
  text:
    'Heal 60 damage from 1 of your Pokémon, and it recovers from all Special Conditions. You can play this only if ' +
    'one of your Pokémon has damage or a Special Condition.',
  canPlay: (c) => targets(c).length > 0,
  *play(c) {
    const healed = yield* healOneOf(c, targets(c), 60)
    if (healed) c.cure(healed.ref)
  },
})
