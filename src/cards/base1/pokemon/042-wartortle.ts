import { attack, pokemon, weak } from '../../kit'
import { ifHeadsPreventAllDamageToThis } from '../../effects/next-turn'

export const WARTORTLE = pokemon({
  id: 'base1-42',
  name: 'Wartortle',
  stage: 'stage1',
  evolvesFrom: 'Squirtle',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Withdraw', ['water', 'colorless'], 0, {
      text: "Flip a coin. If heads, attacks do no damage to Wartortle during your opponent's next turn (their other effects still happen).",
      effect: ifHeadsPreventAllDamageToThis,
    }),
    attack('Bite', ['water', 'colorless', 'colorless'], 40),
  ],
})
