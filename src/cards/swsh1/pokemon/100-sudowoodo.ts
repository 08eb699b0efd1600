import { attack, pokemon, weak } from '../../kit'
import { drawCards } from '../../effects/cards-in-hand'
import { damageCountersOn } from '../../effects/damage'

export const SUDOWOODO = pokemon({
  id: 'swsh1-100',
  name: 'Sudowoodo',
  stage: 'basic',
  hp: 100,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Double Draw', ['colorless'], 0, {
      text: 'Draw 2 cards.',
      effect: drawCards(2),
    }),
    attack('Flail', ['colorless'], 10, {
      damageSuffix: '×',
      text: 'This attack does 10 damage for each damage counter on this Pokémon.',
      effect(c) {
        c.damage = 10 * damageCountersOn(c, c.self)
      },
    }),
  ],
})
