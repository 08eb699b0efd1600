import { trainer } from '../../kit'
import { revealOpponentsHand } from '../../effects/cards-in-hand'

/** sv3pt5-160. A Supporter: bring a Basic Pokémon out of the opponent's hand and make it their Active. */
export const ERIKAS_INVITATION = trainer('supporter', {
  id: 'sv3pt5-160',
  name: "Erika's Invitation",
  text:
    'Your opponent shows you their hand. If there is a Basic Pokémon card in it and room on their Bench, choose one and put ' +
    'it onto their Bench, then switch it with their Active Pokémon. You can play this only if your opponent has cards in hand.',
  canPlay: (c) => c.them.hand.length > 0,
  *play(c) {
    const hand = revealOpponentsHand(c, "Erika's Invitation")
    if (c.benchRoom(c.opp) <= 0) return
    const basics = hand.filter((u) => {
      const d = c.def(u)
      return d.kind === 'pokemon' && d.stage === 'basic'
    })
    const [pick] = yield* c.chooseCards(basics, {
      text: "Choose a Basic Pokémon from your opponent's hand to put onto their Bench",
      min: 1,
      max: 1,
      publicOptions: true,
    })
    if (pick === undefined) return
    const ref = c.putOnBench(pick)
    c.switchIn(ref)
  },
})
