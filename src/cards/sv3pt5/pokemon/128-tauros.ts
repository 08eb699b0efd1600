import { attack, pokemon, weak } from '../../kit'
import { isBasicPokemon } from '../../effects/card-kinds'
import { damageCountersOn, moreDamageForEach } from '../../effects/damage'

export const TAUROS = pokemon({
  id: 'sv3pt5-128',
  name: 'Tauros',
  stage: 'basic',
  hp: 120,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Gather the Crew', ['colorless'], 0, {
      text: 'Look through your deck for a Basic Pokémon, put it onto your Bench if there is room, and shuffle your deck.',
      *effect(c) {
        yield* c.searchDeck({
          text: 'Gather the Crew: choose a Basic Pokémon to put onto your Bench',
          filter: isBasicPokemon,
          max: Math.min(1, c.benchRoom()),
          to: 'bench',
        })
      },
    }),
    attack('Rage', ['colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Does 10 more damage for each damage counter on this Pokémon.',
      effect: moreDamageForEach(10, (c) => damageCountersOn(c, c.self)),
    }),
  ],
})
