import { attack, pokemon, weak } from '../../kit'
import { revealOpponentsHand } from '../../effects/cards-in-hand'

export const LANTURN = pokemon({
  id: 'swsh1-69',
  name: 'Lanturn',
  stage: 'stage1',
  evolvesFrom: 'Chinchou',
  hp: 120,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Ram', ['colorless'], 30),
    attack('Strobe Shock', ['lightning', 'colorless', 'colorless'], 90, {
      text: 'Your opponent shows you their hand. If it holds any Energy card, their Active Pokémon becomes Paralyzed.',
      effect(c) {
        c.dealDamage()
        const hand = revealOpponentsHand(c, 'Strobe Shock')
        if (hand.some((u) => c.def(u).kind === 'energy')) c.condition(c.defending, 'paralyzed')
      },
    }),
  ],
})
