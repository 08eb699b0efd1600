import { attack, pokemon, weak } from '../../kit'
import { defendingCantRetreat } from '../../effects/next-turn'

export const ARBOK_EX = pokemon({
  id: 'sv3pt5-24',
  name: 'Arbok ex',
  stage: 'stage1',
  evolvesFrom: 'Ekans',
  ruleBox: 'ex',
  hp: 270,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Bind Down', ['darkness', 'darkness'], 70, {
      text: "After the damage, the Defending Pokémon can't retreat during your opponent's next turn (ends if it leaves the Active Spot).",
      effect: defendingCantRetreat,
    }),
    attack('Menacing Fangs', ['darkness', 'darkness', 'darkness'], 150, {
      text: 'After the damage, your opponent chooses 2 cards from their hand and discards them (their whole hand if it has fewer).',
      *effect(c) {
        c.dealDamage()
        const cards = yield* c.chooseCards(c.them.hand, {
          text: 'Menacing Fangs: discard 2 cards from your hand',
          min: 2,
          max: 2,
          seat: c.opp,
        })
        c.discard(cards)
      },
    }),
  ],
})
