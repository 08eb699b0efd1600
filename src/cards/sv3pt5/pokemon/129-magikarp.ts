import { attack, pokemon, weak } from '../../kit'

export const MAGIKARP = pokemon({
  id: 'sv3pt5-129',
  name: 'Magikarp',
  stage: 'basic',
  hp: 30,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Splashy Splash', ['water'], 0, {
      text: 'Flip coins until you get tails. Draw a card for each heads.',
      effect(c) {
        c.draw(c.flipUntilTails())
      },
    }),
  ],
})
