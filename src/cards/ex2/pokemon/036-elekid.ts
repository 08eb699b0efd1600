import { isBasicEnergy } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { babyEvolution } from '../../effects/powers'

/**
 * ex2-36. A Baby Pokémon (its Baby Evolution Poké-Power into Electabuzz, [003] EX-7): a Pokémon attacking it flips a
 * coin first, and on tails its turn ends without the attack ([003] attack step 1, `baby`).
 */
export const ELEKID = pokemon({
  id: 'ex2-36',
  name: 'Elekid',
  stage: 'basic',
  hp: 40,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  baby: true,
  abilities: [babyEvolution('Electabuzz')],
  attacks: [
    attack('Gather Energy', ['lightning'], 0, {
      text: 'Search your deck for a basic Energy card and attach it to 1 of your Pokémon. Shuffle your deck afterward.',
      *effect(c) {
        const [card] = yield* c.chooseCards(
          c.me.deck.filter((u) => isBasicEnergy(c.def(u))),
          {
            text: 'Gather Energy: choose a basic Energy card from your deck',
            min: 0,
            max: 1,
            hiddenZone: c.me.deck.length > 0,
          },
        )
        if (card !== undefined) {
          const to = yield* c.chooseSlot(c.allPokemon(c.seat), {
            text: `Gather Energy: attach ${c.def(card).name} to which Pokémon?`,
          })
          if (to) c.attach(card, to)
        }
        c.shuffleDeck()
      },
    }),
  ],
})
