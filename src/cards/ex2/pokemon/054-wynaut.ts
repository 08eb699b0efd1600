import { attack, pokemon, weak } from '../../kit'
import { isPokemonCard } from '../../effects/card-kinds'
import { babyEvolution } from '../../effects/powers'

/**
 * ex2-54. A Baby Pokémon (its Baby Evolution Poké-Power into Wobbuffet, [003] EX-7): a Pokémon attacking it flips a
 * coin first, and on tails its turn ends without the attack ([003] attack step 1, `baby`).
 */
export const WYNAUT = pokemon({
  id: 'ex2-54',
  name: 'Wynaut',
  stage: 'basic',
  hp: 50,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 1,
  baby: true,
  abilities: [babyEvolution('Wobbuffet')],
  attacks: [
    attack('Alluring Smile', ['psychic'], 0, {
      text: 'Search your deck for a Basic Pokémon or Evolution card for each Energy attached to Wynaut, show them to your opponent and put them into your hand. Shuffle your deck afterward.',
      *effect(c) {
        const n = c.energyUnits(c.self)
        yield* c.searchDeck({
          text: `Alluring Smile: choose up to ${n} Pokémon card${n === 1 ? '' : 's'} (Basic or Evolution)`,
          filter: isPokemonCard,
          max: n,
        })
      },
    }),
  ],
})
