import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'

export const LAPRAS_V = pokemon({
  id: 'swsh1-49',
  name: 'Lapras V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Body Surf', ['colorless'], 0, {
      text: 'Attach a Water Energy card from your hand to this Pokémon. If you did, switch it with one of your Benched Pokémon.',
      *effect(c) {
        const water = c.cardsIn(c.seat, 'hand', (d) => isBasicEnergyOf(d, 'water'))
        const [uid] = yield* c.chooseCards(water, {
          text: 'Body Surf: attach which Water Energy card from your hand?',
          min: 1,
          max: 1,
        })
        // "If you do": nothing is attached to a Pokémon that refuses Energy from the hand (Threatening Pattern)
        if (uid === undefined || !c.attach(uid, c.self)) return
        yield* c.switchActive(c.seat, c.seat, 'Body Surf: switch Lapras V with which Benched Pokémon?')
      },
    }),
    attack('Ocean Loop', ['water', 'water', 'water', 'colorless'], 210, {
      text: 'After the damage, put 2 Water Energy attached to this Pokémon into your hand.',
      *effect(c) {
        c.dealDamage()
        yield* c.discardEnergy(c.self, 2, {
          type: 'water',
          to: 'hand',
          text: 'Ocean Loop: put which Water Energy into your hand?',
        })
      },
    }),
  ],
})
