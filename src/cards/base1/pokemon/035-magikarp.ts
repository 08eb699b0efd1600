import { attack, pokemon, weak } from '../../kit'

export const MAGIKARP = pokemon({
  id: 'base1-35',
  name: 'Magikarp',
  stage: 'basic',
  hp: 30,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Tackle', ['colorless'], 10),
    attack('Flail', ['water'], 10, {
      damageSuffix: '×',
      text: 'Does 10 damage for each damage counter on Magikarp.',
      effect(c) {
        c.damage = 10 * Math.floor(c.damageOn(c.self) / 10)
      },
    }),
  ],
})
