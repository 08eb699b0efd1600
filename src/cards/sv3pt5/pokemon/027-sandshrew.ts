import { attack, pokemon, weak } from '../../kit'

export const SANDSHREW = pokemon({
  id: 'sv3pt5-27',
  name: 'Sandshrew',
  stage: 'basic',
  hp: 60,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  abilities: [
    {
      name: 'Sand Screen',
      text: "While this Pokémon is in play, your opponent's Item and Supporter cards can't put Trainer cards from their discard pile into their deck.",
      hooks: {
        blocksDiscardToDeck: (h, seat, card, by) =>
          seat !== h.owner && (by === 'item' || by === 'supporter') && h.def(card).kind === 'trainer',
      },
    },
  ],
  attacks: [attack('Scratch', ['colorless', 'colorless'], 30)],
})
