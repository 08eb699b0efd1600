import { activeRef } from '../../../engine'
import { classicTrainer } from '../../kit'
import { damagedPokemon, healOneOf } from '../../effects/healing'

/** base1-82 */
export const FULL_HEAL = classicTrainer({
  id: 'base1-82',
  name: 'Full Heal',
  text: 'Your Active Pokémon recovers from being Asleep, Confused, Paralyzed and Poisoned.',
  play(c) {
    const ref = activeRef(c.seat)
    if (!c.exists(ref)) return
    c.cure(ref, ['asleep', 'confused', 'paralyzed', 'poisoned'])
  },
})

/** base1-85 */
export const POKEMON_CENTER = classicTrainer({
  id: 'base1-85',
  name: 'Pokémon Center',
  text:
    'Remove all damage counters from each of your Pokémon that has any, then discard all Energy cards attached to those Pokémon. ' +
    'You can play this only if one of your Pokémon has damage counters.',
  canPlay: (c) => damagedPokemon(c).length > 0,
  play(c) {
    for (const ref of damagedPokemon(c)) {
      c.heal(ref, c.damageOn(ref))
      c.discard(c.energyOn(ref))
    }
  },
})

/** base1-90 */
export const SUPER_POTION = classicTrainer({
  id: 'base1-90',
  name: 'Super Potion',
  text:
    'Choose one of your Pokémon with damage counters and an Energy card attached. Discard 1 Energy card from it, ' +
    'then remove up to 4 damage counters from it. You can play this only if you have such a Pokémon.',
  canPlay: (c) => damagedPokemon(c).some((r) => c.energyOn(r).length > 0),
  *play(c) {
    const targets = damagedPokemon(c).filter((r) => c.energyOn(r).length > 0)
    const ref = yield* c.chooseSlot(targets, { text: 'Choose the Pokémon to heal' })
    if (!ref) return
    const cost = yield* c.chooseCards(c.energyOn(ref), {
      text: 'Choose an Energy card to discard',
      min: 1,
      max: 1,
      publicOptions: true,
    })
    c.discard(cost)
    c.heal(ref, 40)
  },
})

/** base1-94 */
export const POTION = classicTrainer({
  id: 'base1-94',
  name: 'Potion',
  text: 'Remove up to 2 damage counters from one of your Pokémon. You can play this only if one of your Pokémon has damage counters.',
  canPlay: (c) => damagedPokemon(c).length > 0,
  *play(c) {
    yield* healOneOf(c, damagedPokemon(c), 20)
  },
})
