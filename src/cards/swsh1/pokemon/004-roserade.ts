import { attack, pokemon, weak } from '../../kit'
import { healThis } from '../../effects/healing'

export const ROSERADE = pokemon({
  id: 'swsh1-4',
  name: 'Roserade',
  stage: 'stage1',
  evolvesFrom: 'Roselia',
  hp: 120,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Paralyze Poison', ['grass'], 30, {
      text: "The opponent's Active Pokémon becomes Poisoned. Then flip a coin: on heads it is Paralyzed as well.",
      effect(c) {
        c.dealDamage()
        c.condition(c.defending, 'poisoned')
        if (c.flip()) c.condition(c.defending, 'paralyzed')
      },
    }),
    attack('Mega Drain', ['grass', 'colorless', 'colorless'], 90, {
      text: 'After the damage, heal 30 damage from this Pokémon.',
      effect: healThis(30),
    }),
  ],
})
