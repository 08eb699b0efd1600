import type { EnergyType, Uid } from '../../../engine'
import { isBasicEnergy } from '../../../engine'
import { trainer } from '../../kit'

/** ex1-83. A Supporter: up to 3 basic Energy cards of different types from the deck. */
export const LADY_OUTING = trainer('supporter', {
  id: 'ex1-83',
  name: 'Lady Outing',
  text:
    'Search your deck for up to 3 basic Energy cards of different types, show them to your opponent and put them ' +
    'into your hand, then shuffle your deck. You can play this only if your deck has cards.',
  canPlay: (c) => c.me.deck.length > 0,
  *play(c) {
    const typeOf = (u: Uid): EnergyType | undefined => {
      const d = c.def(u)
      return d.kind === 'energy' && Array.isArray(d.provides[0]?.types) ? d.provides[0].types[0] : undefined
    }
    const found: Uid[] = []
    // One card at a time, so each pick leaves only the types not taken yet (a hidden-zone search may stop early).
    while (found.length < 3) {
      const taken = found.map(typeOf)
      const options = c.me.deck.filter((u) => isBasicEnergy(c.def(u)) && !taken.includes(typeOf(u)))
      const [pick] = yield* c.chooseCards(options, {
        text: `Choose a basic Energy card of a type you have not taken (${found.length} of 3 so far)`,
        min: 0,
        max: 1,
      })
      if (pick === undefined) break
      found.push(pick)
    }
    c.reveal(found, 'Lady Outing')
    for (const u of found) c.moveTo(u, 'hand')
    c.shuffleDeck()
  },
})
