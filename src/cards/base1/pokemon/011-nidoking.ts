import { attack, pokemon, weak } from '../../kit'
import { ifHeadsMoreDamageElseDamagesItself } from '../../effects/coins'

export const NIDOKING = pokemon({
  id: 'base1-11',
  name: 'Nidoking',
  stage: 'stage2',
  evolvesFrom: 'Nidorino',
  hp: 90,
  types: ['grass'],
  weakness: weak('psychic'),
  retreat: 3,
  attacks: [
    attack('Thrash', ['grass', 'colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 30 damage plus 10 more. If tails, it does 30 damage and Nidoking does 10 damage to itself.',
      effect: ifHeadsMoreDamageElseDamagesItself(10, 10),
    }),
    attack('Toxic', ['grass', 'grass', 'grass'], 20, {
      text: 'The Defending Pokémon is now Poisoned, and it takes 2 damage counters instead of 1 at each Poison check (even if it was already Poisoned).',
      effect: (c) => {
        c.dealDamage()
        c.poison(c.defending, 2)
      },
    }),
  ],
})
