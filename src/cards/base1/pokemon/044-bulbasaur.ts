import { attack, pokemon, weak } from '../../kit'

export const BULBASAUR = pokemon({
  id: 'base1-44',
  name: 'Bulbasaur',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Leech Seed', ['grass', 'grass'], 20, {
      text: 'If this attack puts any damage on the Defending Pokémon, remove 1 damage counter from Bulbasaur.',
      effect(c) {
        if (c.dealDamage() > 0) c.heal(c.self, 10)
      },
    }),
  ],
})
