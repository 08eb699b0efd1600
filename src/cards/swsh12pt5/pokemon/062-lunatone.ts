import { attack, pokemon, resist, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const LUNATONE = pokemon({
  id: 'swsh12pt5-62',
  name: 'Lunatone',
  stage: 'basic',
  hp: 90,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Cycle Draw', ['psychic'], 0, {
      text: 'Discard a card from your hand; if you did, draw 3 cards.',
      *effect(c) {
        const [uid] = yield* c.chooseCards(c.me.hand, { text: 'Cycle Draw: discard which card?', min: 1, max: 1 })
        if (uid === undefined) return
        c.discard([uid])
        c.draw(3)
      },
    }),
    attack('Moon Kinesis', ['colorless', 'colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Does 30 more damage for each Psychic Energy attached to this Pokémon.',
      effect: moreDamageForEach(30, (c) => c.energyUnits(c.self, 'psychic')),
    }),
  ],
})
