import { mayPutDefendingEnergyIntoHand } from '../../effects/energy'
import { attack, pokemon, weak } from '../../kit'

export const INTELEON_59 = pokemon({
  id: 'swsh1-59',
  name: 'Inteleon',
  stage: 'stage2',
  evolvesFrom: 'Drizzile',
  hp: 160,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Silent Shot', ['colorless'], 40, {
      text: "After the damage, a card picked at random from your opponent's hand is discarded.",
      effect(c) {
        c.dealDamage()
        const uid = c.randomCard(c.them.hand)
        if (uid !== undefined) c.discard([uid])
      },
    }),
    attack('Hydro Snipe', ['water', 'colorless'], 100, {
      text: "After the damage, you may choose an Energy attached to the opponent's Active Pokémon and put it into their hand.",
      *effect(c) {
        c.dealDamage()
        yield* mayPutDefendingEnergyIntoHand(c)
      },
    }),
  ],
})
