import { attack, pokemon, weak } from '../../kit'
import { isTrainerCard } from '../../effects/card-kinds'
import { searchDeckToHand } from '../../effects/cards-in-hand'
import { babyEvolution } from '../../effects/powers'

/**
 * ex2-31. A Baby Pokémon (its Baby Evolution Poké-Power, [003] EX-7): a Pokémon attacking it flips a coin first, and
 * on tails its turn ends without the attack ([003] attack step 1, `baby`).
 */
export const AZURILL = pokemon({
  id: 'ex2-31',
  name: 'Azurill',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  baby: true,
  abilities: [babyEvolution('Marill')],
  attacks: [
    attack('Jump Catch', ['colorless'], 0, {
      text: 'Search your deck for a Trainer card, show it to your opponent and put it into your hand. Shuffle your deck afterward.',
      effect: searchDeckToHand(1, isTrainerCard, 'Jump Catch: choose a Trainer card'),
    }),
  ],
})
