import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const MINCCINO_145 = pokemon({
  id: 'swsh1-145',
  name: 'Minccino',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Glance', ['colorless'], 0, {
      text: "You look at the top card of your opponent's deck (it stays there).",
      effect(c) {
        c.lookAt(c.them.deck.slice(0, 1), 'Glance')
      },
    }),
    attack('Tail Slap', ['colorless', 'colorless'], 20, {
      damageSuffix: '×',
      text: 'Flip 2 coins. Does 20 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
