import { attack, pokemon, weak } from '../../kit'
import { isSupporter } from '../../effects/card-kinds'
import { switchableBenched } from '../../effects/in-play'

export const MAWILE = pokemon({
  id: 'ex2-9',
  name: 'Mawile',
  stage: 'basic',
  hp: 60,
  types: ['metal'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Scam', ['colorless'], 0, {
      text: "Look at your opponent's hand. You may have your opponent shuffle a Supporter card you find there into their deck. If you do, your opponent draws a card.",
      *effect(c) {
        const hand = [...c.them.hand]
        c.lookAt(hand, 'Scam')
        const [card] = yield* c.chooseCards(
          hand.filter((u) => isSupporter(c.def(u))),
          { text: "Scam: shuffle which Supporter card into your opponent's deck? (optional)", min: 0, max: 1 },
        )
        if (card === undefined) return
        c.moveTo(card, 'deck')
        c.shuffleDeck(c.opp)
        c.draw(1, c.opp)
      },
    }),
    attack('Metal Hook', ['metal', 'colorless'], 20, {
      text: "Before doing damage, you may switch 1 of your opponent's Benched Pokémon with the Defending Pokémon. If you do, this attack does 20 damage to the new Defending Pokémon.",
      *effect(c) {
        const choices = switchableBenched(c)
        const pick = yield* c.chooseSlot(choices, {
          text: "Metal Hook: switch in which of your opponent's Benched Pokémon first? (optional)",
          optional: true,
        })
        if (pick) c.switchIn(pick)
        c.dealDamage(c.damage, c.defending)
      },
    }),
  ],
})
