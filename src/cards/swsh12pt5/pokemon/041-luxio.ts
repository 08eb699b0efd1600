import { damageToOpponentsPokemon } from '../../effects/damage'
import { attack, pokemon, weak } from '../../kit'

export const LUXIO = pokemon({
  id: 'swsh12pt5-41',
  name: 'Luxio',
  stage: 'stage1',
  evolvesFrom: 'Shinx',
  tags: ['Rapid Strike'],
  hp: 80,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Jumping Kick', ['lightning'], 0, {
      text: "30 damage to 1 of your opponent's Pokémon you choose (no Weakness or Resistance for a Benched Pokémon).",
      *effect(c) {
        yield* damageToOpponentsPokemon(c, 30)
      },
    }),
    attack('Head Bolt', ['lightning', 'colorless'], 50),
  ],
})
