import { attack, pokemon, weak } from '../../kit'

export const CINDERACE_V = pokemon({
  id: 'swsh2-35',
  name: 'Cinderace V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  abilities: [
    {
      name: 'Field Runner',
      text: 'While any Stadium is in play, this Pokémon has no Retreat Cost.',
      hooks: { retreatCost: (h, cost) => (h.stadium ? 0 : cost) },
    },
  ],
  attacks: [attack('Crimson Legs', ['fire', 'fire', 'colorless'], 140)],
})
