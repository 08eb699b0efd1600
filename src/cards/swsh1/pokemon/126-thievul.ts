import { attack, pokemon, weak } from '../../kit'
import { putCardFromOpponentsHandOnBottom } from '../../effects/cards-in-hand'

export const THIEVUL = pokemon({
  id: 'swsh1-126',
  name: 'Thievul',
  stage: 'stage1',
  evolvesFrom: 'Nickit',
  hp: 100,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Thief', ['darkness'], 20, {
      text: 'After the damage, your opponent shows you their hand; choose a card from it and put it under their deck.',
      effect: putCardFromOpponentsHandOnBottom('Thief'),
    }),
    attack('Darkness Fang', ['darkness', 'colorless', 'colorless'], 90),
  ],
})
