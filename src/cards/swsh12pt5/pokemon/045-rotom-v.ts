import { moreDamageForToolsPutInLostZone } from '../../effects/discard-pile'
import { attack, pokemon, weak } from '../../kit'

export const ROTOM_V = pokemon({
  id: 'swsh12pt5-45',
  name: 'Rotom V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 190,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Instant Charge',
      text: 'Once during your turn, you may draw 3 cards. Doing so ends your turn.',
      oncePerTurn: true,
      use(c) {
        c.draw(3)
        c.endTurn()
      },
    },
  ],
  attacks: [
    attack('Scrap Short', ['lightning', 'lightning'], 40, {
      damageSuffix: '+',
      text: 'You may put any number of Pokémon Tool cards from your discard pile in the Lost Zone: 40 more damage for each card put in the Lost Zone this way.',
      effect: moreDamageForToolsPutInLostZone(40),
    }),
  ],
})
