import { attack, pokemon, resist, weak } from '../../kit'

export const CRAMORANT_V = pokemon({
  id: 'swsh1-155',
  name: 'Cramorant V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 200,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Beak Catch', ['colorless'], 0, {
      text: 'Look through your deck, put up to 2 cards of your choice into your hand, then shuffle your deck.',
      *effect(c) {
        yield* c.searchDeck({ text: 'Beak Catch: choose up to 2 cards for your hand', max: 2, reveal: false })
      },
    }),
    attack('Spit Shot', ['colorless', 'colorless', 'colorless'], 0, {
      text: "Discard every Energy attached to this Pokémon, then this attack does 160 damage to 1 of your opponent's Pokémon (no Weakness or Resistance for a Benched Pokémon).",
      *effect(c) {
        c.discard([...c.energyOn(c.self)])
        const target = yield* c.chooseSlot(c.allPokemon(c.opp), { text: 'Spit Shot: do 160 damage to which Pokémon?' })
        if (target) c.dealDamage(160, target)
      },
    }),
  ],
})
