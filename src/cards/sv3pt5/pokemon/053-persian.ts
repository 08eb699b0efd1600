import { attack, pokemon, weak } from '../../kit'

export const PERSIAN = pokemon({
  id: 'sv3pt5-53',
  name: 'Persian',
  stage: 'stage1',
  evolvesFrom: 'Meowth',
  hp: 110,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Rocket Call',
      text: "Once during your turn, you may look through your deck for a card named Giovanni's Charisma, show it to your opponent and put it into your hand. Shuffle your deck afterwards.",
      oncePerTurn: true,
      canUse: (c) => c.me.deck.length > 0,
      *use(c) {
        yield* c.searchDeck({
          text: "Choose a Giovanni's Charisma card",
          filter: (d) => d.name === "Giovanni's Charisma",
          max: 1,
        })
      },
    },
  ],
  attacks: [attack('Slash', ['colorless', 'colorless', 'colorless'], 70)],
})
