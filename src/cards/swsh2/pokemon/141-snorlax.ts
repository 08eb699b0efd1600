import { drawCards } from '../../effects/cards-in-hand'
import { attack, pokemon, weak } from '../../kit'

export const SNORLAX = pokemon({
  id: 'swsh2-141',
  name: 'Snorlax',
  stage: 'basic',
  hp: 150,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 4,
  attacks: [
    attack('Collect', ['colorless'], 0, { text: 'Draw 2 cards.', effect: drawCards(2) }),
    attack('Collapse', ['colorless', 'colorless', 'colorless'], 120, {
      text: 'After the damage, this Pokémon falls Asleep.',
      effect(c) {
        c.dealDamage()
        c.condition(c.self, 'asleep')
      },
    }),
  ],
})
