import { isBasicEnergy } from '../../../engine'
import type { EffectCtx } from '../../../engine'
import { trainer } from '../../kit'

/** "Any of your Pokémon were Knocked Out during your opponent's last turn" (by anything; not in Pokémon Checkup). */
const lostOneLastTurn = (c: EffectCtx): boolean => c.knockOutsDuring(c.seat, c.turn - 1) > 0

const basicEnergyInDiscard = (c: EffectCtx) => c.cardsIn(c.seat, 'discard', isBasicEnergy)

/**
 * swsh12pt5-140. A Supporter after a Knock Out: a basic Energy card from the discard pile onto one of your Pokémon,
 * and if it was attached, any card from the deck.
 */
export const RAIHAN = trainer('supporter', {
  id: 'swsh12pt5-140',
  name: 'Raihan',
  text:
    'Attach a basic Energy card from your discard pile to 1 of your Pokémon, then search your deck for any card, put ' +
    'it into your hand and shuffle your deck. You can play this only if one of your Pokémon was Knocked Out during ' +
    "your opponent's last turn and your discard pile has a basic Energy card.",
  canPlay: (c) => lostOneLastTurn(c) && basicEnergyInDiscard(c).length > 0,
  *play(c) {
    const [energy] = yield* c.chooseCards(basicEnergyInDiscard(c), {
      text: 'Raihan: attach which basic Energy card from your discard pile?',
      min: 1,
      max: 1,
      publicOptions: true,
    })
    if (energy === undefined) return
    const to = yield* c.chooseSlot(c.allPokemon(c.seat), { text: `Attach ${c.def(energy).name} to which Pokémon?` })
    if (!to) return
    c.attach(energy, to)
    yield* c.searchDeck({ text: 'Raihan: choose a card to put into your hand', max: 1, reveal: false })
  },
})
