import { attack, pokemon, weak } from '../../kit'

export const HOOPA = pokemon({
  id: 'swsh12pt5-83',
  name: 'Hoopa',
  stage: 'basic',
  hp: 120,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Assault Gate', ['darkness'], 90, {
      text: 'Does nothing unless this Pokémon moved from your Bench to the Active Spot during this turn. Weakness does not apply to its damage.',
      effect(c) {
        if (!c.movedToActiveThisTurn(c.self)) {
          c.cancelled = true
          return
        }
        c.dealDamage(c.damage, c.defending, { weakness: false })
      },
    }),
  ],
})
