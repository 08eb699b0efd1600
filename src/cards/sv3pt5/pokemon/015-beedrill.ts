import { attack, pokemon, weak } from '../../kit'

export const BEEDRILL = pokemon({
  id: 'sv3pt5-15',
  name: 'Beedrill',
  stage: 'stage2',
  evolvesFrom: 'Kakuna',
  hp: 130,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Nadir Needle', ['colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: "Does 30 damage. If your hand is empty, it does 150 instead and your opponent's Active Pokémon then becomes Paralyzed and Poisoned.",
      effect(c) {
        const empty = c.me.hand.length === 0
        c.dealDamage(c.damage + (empty ? 120 : 0))
        if (empty) {
          c.paralyze()
          c.poison()
        }
      },
    }),
    attack('Pierce', ['grass', 'grass'], 110),
  ],
})
