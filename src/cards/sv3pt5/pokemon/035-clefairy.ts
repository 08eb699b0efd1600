import { attack, pokemon, weak } from '../../kit'
import { searchDeckToBench } from '../../effects/cards-in-hand'

export const CLEFAIRY = pokemon({
  id: 'sv3pt5-35',
  name: 'Clefairy',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  weakness: weak('metal'),
  retreat: 1,
  attacks: [
    attack('Moon-Viewing Invitation', ['psychic'], 0, {
      text: 'Look through your deck for up to 3 Clefairy (no more than your Bench has room for), put them onto your Bench, and shuffle your deck.',
      *effect(c) {
        yield* searchDeckToBench(
          c,
          3,
          (d) => d.kind === 'pokemon' && d.name === 'Clefairy',
          'Moon-Viewing Invitation: choose up to 3 Clefairy for your Bench',
        )
      },
    }),
    attack('Smack', ['psychic', 'colorless'], 20),
  ],
})
