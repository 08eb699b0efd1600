import { attack, pokemon, weak } from '../../kit'
import { isBasicPokemon } from '../../effects/card-kinds'
import { searchDeckToBench } from '../../effects/cards-in-hand'
import { ifHeadsEachDefendingIsNow } from '../../effects/conditions'

export const DUNSPARCE = pokemon({
  id: 'ex2-60',
  name: 'Dunsparce',
  stage: 'basic',
  hp: 50,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Strike and Run', ['colorless'], 0, {
      text: 'Search your deck for up to 3 Basic Pokémon and put them onto your Bench. Shuffle your deck afterward. You may switch Dunsparce with 1 of your Benched Pokémon.',
      *effect(c) {
        yield* searchDeckToBench(c, 3, isBasicPokemon, 'Strike and Run: choose up to 3 Basic Pokémon for your Bench')
        const to = yield* c.chooseSlot(c.benched(c.seat), {
          text: 'Strike and Run: switch Dunsparce with which Benched Pokémon? (optional)',
          optional: true,
        })
        if (to) c.switchIn(to)
      },
    }),
    attack('Sudden Flash', ['colorless'], 10, {
      text: 'Flip a coin. If heads, each Defending Pokémon is now Paralyzed.',
      effect: ifHeadsEachDefendingIsNow('paralyzed'),
    }),
  ],
})
