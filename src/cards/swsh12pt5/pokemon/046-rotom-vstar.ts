import { moreDamageForToolsPutInLostZone } from '../../effects/discard-pile'
import { attack, pokemon, weak } from '../../kit'

export const ROTOM_VSTAR = pokemon({
  id: 'swsh12pt5-46',
  name: 'Rotom VSTAR',
  stage: 'vstar',
  evolvesFrom: 'Rotom V',
  ruleBox: 'VSTAR',
  hp: 250,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Conversion Star',
      text: 'VSTAR Power. During your turn, you may discard any number of cards from your hand, then draw as many cards as you discarded. (Only 1 VSTAR Power per game.)',
      vstarPower: true,
      canUse: (c) => c.me.hand.length > 0,
      *use(c) {
        const picks = yield* c.chooseCards(c.me.hand, {
          text: 'Conversion Star: discard any number of cards from your hand, then draw as many',
          min: 0,
          max: c.me.hand.length,
        })
        c.discard(picks)
        c.draw(picks.length)
      },
    },
  ],
  attacks: [
    attack('Scrap Pulse', ['lightning', 'lightning'], 80, {
      damageSuffix: '+',
      text: 'You may put any number of Pokémon Tool cards from your discard pile in the Lost Zone: 40 more damage for each card put in the Lost Zone this way.',
      effect: moreDamageForToolsPutInLostZone(40),
    }),
  ],
})
