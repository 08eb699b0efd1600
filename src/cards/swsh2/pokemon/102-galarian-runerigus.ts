import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself, damageCountersOn, putCountersAnyWay } from '../../effects/damage'

export const GALARIAN_RUNERIGUS = pokemon({
  id: 'swsh2-102',
  name: 'Galarian Runerigus',
  stage: 'stage1',
  evolvesFrom: 'Galarian Yamask',
  hp: 100,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Spreading Spite', ['colorless', 'colorless'], 0, {
      text: "For each damage counter on this Galarian Runerigus, put 2 damage counters on your opponent's Pokémon, split among them as you choose.",
      *effect(c) {
        yield* putCountersAnyWay(c, 2 * damageCountersOn(c, c.self), (c) => c.allPokemon(c.opp), 'Spreading Spite')
      },
    }),
    attack('Mad Hammer', ['fighting', 'colorless', 'colorless'], 120, {
      text: 'This Pokémon also does 30 damage to itself.',
      effect: alsoDamagesItself(30),
    }),
  ],
})
