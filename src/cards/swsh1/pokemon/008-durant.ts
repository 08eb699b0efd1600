import { attack, pokemon, weak } from '../../kit'

export const DURANT = pokemon({
  id: 'swsh1-8',
  name: 'Durant',
  stage: 'basic',
  hp: 110,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Bite Together', ['grass', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Does 60 more damage if you have a Durant on your Bench.',
      effect(c) {
        if (c.benched(c.seat).some((r) => c.pokemonAt(r).name === 'Durant')) c.damage += 60
      },
    }),
  ],
})
