import { attack, pokemon, weak } from '../../kit'

export const GREEDENT = pokemon({
  id: 'swsh2-152',
  name: 'Greedent',
  stage: 'stage1',
  evolvesFrom: 'Skwovet',
  hp: 120,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Greedy Tail',
      text: 'Once during your turn, you may search your deck for a Pokémon Tool card, show it, put it into your hand, and shuffle your deck.',
      oncePerTurn: true,
      canUse: (c) => c.me.deck.length > 0,
      *use(c) {
        yield* c.searchDeck({
          text: 'Choose a Pokémon Tool card',
          filter: (d) => d.kind === 'trainer' && d.trainerKind === 'tool',
          max: 1,
        })
      },
    },
  ],
  attacks: [attack('Tail Smack', ['colorless', 'colorless', 'colorless'], 80)],
})
