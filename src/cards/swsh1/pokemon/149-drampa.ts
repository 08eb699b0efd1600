import { attack, pokemon, weak } from '../../kit'

export const DRAMPA = pokemon({
  id: 'swsh1-149',
  name: 'Drampa',
  stage: 'basic',
  hp: 130,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Dragon Pulse', ['colorless', 'colorless'], 80, {
      text: 'After the damage, discard the top 2 cards of your own deck.',
      effect(c) {
        c.dealDamage()
        c.discard(c.me.deck.slice(0, 2))
      },
    }),
  ],
})
