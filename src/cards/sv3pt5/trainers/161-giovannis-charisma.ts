import { trainer } from '../../kit'

/** sv3pt5-161. A Supporter: bounce an Energy from the opponent's Active, then attach one from your hand. */
export const GIOVANNIS_CHARISMA = trainer('supporter', {
  id: 'sv3pt5-161',
  name: "Giovanni's Charisma",
  text:
    "Choose an Energy attached to your opponent's Active Pokémon and put it into their hand. Then attach an Energy card " +
    'from your hand to your Active Pokémon (this is not your once-per-turn attachment). You can play this only if their ' +
    'Active Pokémon has Energy attached.',
  canPlay: (c) => c.energyOn(c.defending).length > 0,
  *play(c) {
    const [taken] = yield* c.chooseCards(c.energyOn(c.defending), {
      text: "Choose an Energy to put into your opponent's hand",
      min: 1,
      max: 1,
      publicOptions: true,
    })
    if (taken === undefined) return
    c.moveTo(taken, 'hand')
    const mine = c.cardsIn(c.seat, 'hand', (d) => d.kind === 'energy')
    const [energy] = yield* c.chooseCards(mine, {
      text: 'Choose an Energy card to attach to your Active Pokémon',
      min: 1,
      max: 1,
    })
    if (energy !== undefined) c.attach(energy, { seat: c.seat, zone: 'active' })
  },
})
