import { isBasicEnergy } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { babyEvolution } from '../../effects/powers'

/**
 * ex2-20. A Baby Pokémon (its Baby Evolution Poké-Power into Pikachu, [003] EX-7): a Pokémon attacking it flips a coin
 * first, and on tails its turn ends without the attack ([003] attack step 1, `baby`).
 */
export const PICHU = pokemon({
  id: 'ex2-20',
  name: 'Pichu',
  stage: 'basic',
  hp: 40,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  baby: true,
  abilities: [babyEvolution('Pikachu')],
  attacks: [
    attack('Energy Retrieval', ['lightning'], 0, {
      text: 'Attach up to 2 basic Energy cards from your discard pile to 1 of your Pokémon, and put 1 damage counter on that Pokémon for each card attached this way.',
      *effect(c) {
        const cards = c.cardsIn(c.seat, 'discard', (d) => isBasicEnergy(d))
        const chosen = yield* c.chooseCards(cards, {
          text: 'Energy Retrieval: attach which basic Energy cards (up to 2) from your discard pile?',
          min: 1,
          max: 2,
        })
        if (chosen.length === 0) return
        const to = yield* c.chooseSlot(c.allPokemon(c.seat), {
          text: `Energy Retrieval: attach ${chosen.length === 1 ? c.def(chosen[0]!).name : 'the 2 Energy cards'} to which Pokémon (1 damage counter each)?`,
        })
        if (!to) return
        for (const uid of chosen) c.attach(uid, to)
        c.putCounters(to, chosen.length)
      },
    }),
  ],
})
