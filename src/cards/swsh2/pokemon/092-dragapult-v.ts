import { attack, pokemon, resist, weak } from '../../kit'

export const DRAGAPULT_V = pokemon({
  id: 'swsh2-92',
  name: 'Dragapult V',
  stage: 'basic',
  hp: 210,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  ruleBox: 'V',
  attacks: [
    attack('Bite', ['psychic'], 30),
    attack('Jet Assault', ['psychic', 'psychic'], 60, {
      damageSuffix: '+',
      text: 'If this Pokémon moved from your Bench to the Active Spot during this turn, this attack does 80 more damage.',
      effect(c) {
        if (c.movedToActiveThisTurn(c.self)) c.damage += 80
      },
    }),
  ],
})
