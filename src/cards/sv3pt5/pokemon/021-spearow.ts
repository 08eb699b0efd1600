import { attack, pokemon, resist, weak } from '../../kit'

export const SPEAROW = pokemon({
  id: 'sv3pt5-21',
  name: 'Spearow',
  stage: 'basic',
  hp: 50,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Evolutionary Advantage',
      text: 'When you went second, you may evolve this Pokémon during your first turn (it must still have been in play since the start of that turn).',
      hooks: { evolveOnFirstTurn: (h) => h.firstPlayer !== h.owner },
    },
  ],
  attacks: [attack('Speed Dive', ['colorless'], 10)],
})
