import { attack, pokemon, weak } from '../../kit'
import { isPokemonVOrGX } from '../../effects/card-kinds'
import { defendingCantRetreat } from '../../effects/next-turn'

export const BOLTUND_75 = pokemon({
  id: 'swsh1-75',
  name: 'Boltund',
  stage: 'stage1',
  evolvesFrom: 'Yamper',
  hp: 130,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Big Bite', ['colorless', 'colorless'], 50, {
      text: "During your opponent's next turn, the Defending Pokémon can't retreat.",
      effect: defendingCantRetreat,
    }),
    attack('Fighting Fangs', ['lightning', 'colorless', 'colorless'], 90, {
      damageSuffix: '+',
      text: "Does 90 more damage if the opponent's Active Pokémon is a Pokémon V or a Pokémon-GX.",
      effect(c) {
        if (isPokemonVOrGX(c.pokemonAt(c.defending))) c.damage += 90
      },
    }),
  ],
})
