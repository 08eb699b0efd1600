import { trainer } from '../../kit'

/** swsh12pt5-123. A Supporter: mill 5, and the Energy cards among them go onto Benched Fighting Pokémon. */
export const BEA = trainer('supporter', {
  id: 'swsh12pt5-123',
  name: 'Bea',
  text:
    'Discard the top 5 cards of your deck. Attach any of the Energy cards discarded this way to your Benched Fighting ' +
    'Pokémon, split among them as you like. You can play this only if your deck has a card.',
  canPlay: (c) => c.me.deck.length > 0,
  *play(c) {
    const top = c.me.deck.slice(0, 5)
    c.discard(top)
    const fighting = () => c.benched(c.seat).filter((r) => c.typesOf(r).includes('fighting'))
    if (fighting().length === 0) return
    const energy = top.filter((u) => c.def(u).kind === 'energy')
    const chosen = yield* c.chooseCards(energy, {
      text: 'Bea: choose the discarded Energy cards to attach to your Benched Fighting Pokémon',
      min: 0,
      max: energy.length,
      publicOptions: true,
    })
    for (const uid of chosen) {
      const to = yield* c.chooseSlot(fighting(), {
        text: `Attach ${c.def(uid).name} to which Benched Fighting Pokémon?`,
      })
      if (to) c.attach(uid, to)
    }
  },
})
