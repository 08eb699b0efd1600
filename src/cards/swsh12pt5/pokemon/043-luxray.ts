import { damageToOpponentsPokemon, moreDamageIfDefendingDamaged } from '../../effects/damage'
import { attack, pokemon, weak } from '../../kit'

export const LUXRAY = pokemon({
  id: 'swsh12pt5-43',
  name: 'Luxray',
  stage: 'stage2',
  evolvesFrom: 'Luxio',
  tags: ['Rapid Strike'],
  hp: 150,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Electrostep', ['lightning'], 0, {
      text: "40 damage to 1 of your opponent's Pokémon you choose (no Weakness or Resistance for a Benched Pokémon), then switch this Pokémon with 1 of your Benched Pokémon.",
      *effect(c) {
        yield* damageToOpponentsPokemon(c, 40)
        yield* c.switchActive(c.seat, c.seat, 'Electrostep: switch Luxray with which Benched Pokémon?')
      },
    }),
    attack('Scar Strikes', ['lightning', 'colorless'], 100, {
      damageSuffix: '+',
      text: "100 more damage if your opponent's Active Pokémon already has damage counters on it.",
      effect: moreDamageIfDefendingDamaged(100),
    }),
  ],
})
