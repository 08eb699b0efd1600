import { moreDamageForEach } from '../../effects/damage'
import { attack, pokemon, resist, weak } from '../../kit'

export const ZAMAZENTA_V = pokemon({
  id: 'swsh12pt5-98',
  name: 'Zamazenta V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 220,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  abilities: [
    {
      name: 'Regal Stance',
      text: 'Once during your turn, you may discard your whole hand and draw 5 cards. Using it ends your turn.',
      oncePerTurn: true,
      use(c) {
        c.discard([...c.me.hand])
        c.draw(5)
        c.endTurn()
      },
    },
  ],
  attacks: [
    attack('Revenge Blast', ['metal', 'colorless', 'colorless'], 120, {
      damageSuffix: '+',
      text: 'This attack does 30 more damage for each Prize card your opponent has taken.',
      effect: moreDamageForEach(30, (c) => c.prizesTaken(c.opp)),
    }),
  ],
})
