import { attack, pokemon, weak } from '../../kit'

export const RILLABOOM_VMAX = pokemon({
  id: 'swsh2-18',
  name: 'Rillaboom VMAX',
  stage: 'vmax',
  evolvesFrom: 'Rillaboom V',
  ruleBox: 'VMAX',
  hp: 330,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  attacks: [
    attack('Scratch', ['colorless'], 50),
    attack('Max Beating', ['grass', 'grass', 'grass', 'colorless'], 130, {
      damageSuffix: '+',
      text: 'You may discard up to 3 Grass Energy cards from this Pokémon: 50 more damage for each one discarded.',
      *effect(c) {
        const grass = c.energyOfType(c.self, 'grass')
        const picks = yield* c.chooseCards(grass, {
          text: 'Discard up to 3 Grass Energy for 50 more damage each',
          min: 0,
          max: 3,
          publicOptions: true,
        })
        c.discard(picks)
        c.dealDamage(c.damage + 50 * picks.length)
      },
    }),
  ],
})
