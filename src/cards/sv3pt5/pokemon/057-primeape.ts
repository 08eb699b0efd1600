import { attack, pokemon, weak } from '../../kit'

export const PRIMEAPE = pokemon({
  id: 'sv3pt5-57',
  name: 'Primeape',
  stage: 'stage1',
  evolvesFrom: 'Mankey',
  hp: 120,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    attack('Rant and Rave', ['fighting'], 40, {
      text: 'This Pokémon becomes Confused.',
      effect(c) {
        c.dealDamage()
        c.confuse(c.self)
      },
    }),
    attack('Raging Smash', ['fighting', 'colorless', 'colorless'], 150, {
      text: 'This attack does nothing unless this Pokémon is Confused.',
      effect(c) {
        if (!c.hasCondition(c.self, 'confused')) c.cancelled = true
      },
    }),
  ],
})
