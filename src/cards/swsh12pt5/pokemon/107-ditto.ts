import { hasRuleBox } from '../../../engine'
import { pokemon, weak } from '../../kit'

export const DITTO = pokemon({
  id: 'swsh12pt5-107',
  name: 'Ditto',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Sudden Transformation',
      text: "This Pokémon can use the attacks of any Basic Pokémon in your discard pile that has no Rule Box (not a Pokémon V, Pokémon-GX, Radiant Pokémon and the like). It still needs each attack's Energy attached.",
      hooks: {
        usesAttacksOf: (h) =>
          h.cardsIn(h.owner, 'discard', (d) => d.kind === 'pokemon' && d.stage === 'basic' && !hasRuleBox(d)),
      },
    },
  ],
  attacks: [],
})
