import { attack, pokemon, weak } from '../../kit'
import { isSupporter } from '../../effects/card-kinds'
import { mayDiscardEnergyForCondition } from '../../effects/conditions'

export const SABLEYE = pokemon({
  id: 'ex2-10',
  name: 'Sableye',
  stage: 'basic',
  hp: 60,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Supernatural', ['colorless'], 0, {
      text: "Look at your opponent's hand. You may use the effect of a Supporter card you find there as this attack's effect (the card stays in their hand).",
      *effect(c) {
        const hand = [...c.them.hand]
        c.lookAt(hand, 'Supernatural')
        const [card] = yield* c.chooseCards(
          hand.filter((u) => isSupporter(c.def(u))),
          {
            text: "Supernatural: use the effect of which of your opponent's Supporter cards? (optional)",
            min: 0,
            max: 1,
          },
        )
        if (card !== undefined) yield* c.useTrainerEffect(card)
      },
    }),
    attack('Dark Bind', ['darkness', 'colorless'], 20, {
      text: 'You may discard a Darkness Energy card attached to Sableye. If you do, the Defending Pokémon is now Paralyzed.',
      effect: mayDiscardEnergyForCondition('darkness', 'paralyzed'),
    }),
  ],
})
