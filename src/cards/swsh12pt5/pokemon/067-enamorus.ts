import { attack, pokemon, weak } from '../../kit'
import { healThis } from '../../effects/healing'

export const ENAMORUS = pokemon({
  id: 'swsh12pt5-67',
  name: 'Enamorus',
  stage: 'basic',
  hp: 120,
  types: ['psychic'],
  weakness: weak('metal'),
  retreat: 2,
  attacks: [
    attack('Draining Kiss', ['psychic'], 20, {
      text: 'After the damage, heal 20 damage from this Pokémon.',
      effect: healThis(20),
    }),
    attack('Loving Sympathy', ['psychic', 'colorless', 'colorless'], 70, {
      damageSuffix: '+',
      text: 'Does 70 damage, or 140 if you and your opponent have the same number of cards in hand.',
      effect(c) {
        if (c.me.hand.length === c.them.hand.length) c.damage += 70
      },
    }),
  ],
})
