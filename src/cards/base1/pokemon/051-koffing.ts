import { attack, pokemon, weak } from '../../kit'

export const KOFFING = pokemon({
  id: 'base1-51',
  name: 'Koffing',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Foul Gas', ['grass', 'grass'], 10, {
      text: 'Flip a coin. Heads: the Defending Pokémon becomes Poisoned. Tails: it becomes Confused.',
      effect(c) {
        const heads = c.flip()
        c.dealDamage()
        if (heads) c.poison()
        else c.confuse()
      },
    }),
  ],
})
