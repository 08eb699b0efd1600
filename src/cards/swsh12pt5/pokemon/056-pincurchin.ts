import { attack, pokemon, weak } from '../../kit'
import { isBasicPokemon } from '../../effects/card-kinds'
import { searchDeckToBench } from '../../effects/cards-in-hand'
import { moreDamageForEachHeadsUntilTails } from '../../effects/coins'

export const PINCURCHIN = pokemon({
  id: 'swsh12pt5-56',
  name: 'Pincurchin',
  stage: 'basic',
  hp: 80,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Call for Family', ['colorless'], 0, {
      text: 'Look through your deck for up to 2 Basic Pokémon (no more than your Bench has room for), put them onto your Bench, and shuffle your deck.',
      *effect(c) {
        yield* searchDeckToBench(c, 2, isBasicPokemon, 'Call for Family: choose up to 2 Basic Pokémon')
      },
    }),
    attack('Continuous Tumble', ['lightning', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Flip a coin until you get tails: 30 more damage for each heads.',
      effect: moreDamageForEachHeadsUntilTails(30),
    }),
  ],
})
