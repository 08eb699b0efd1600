import { attack, pokemon, weak } from '../../kit'
import { damageCountersOn, moreDamageForEach } from '../../effects/damage'

export const SABLEYE_V = pokemon({
  id: 'swsh1-120',
  name: 'Sableye V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 170,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Lode Search', ['darkness'], 0, {
      text: 'Put a Trainer card from your discard pile into your hand.',
      *effect(c) {
        const trainers = c.cardsIn(c.seat, 'discard', (d) => d.kind === 'trainer')
        const [card] = yield* c.chooseCards(trainers, {
          text: 'Lode Search: which Trainer card?',
          min: 1,
          max: 1,
          publicOptions: true,
        })
        if (card !== undefined) c.moveTo(card, 'hand')
      },
    }),
    attack('Crazy Claws', ['darkness', 'darkness'], 10, {
      damageSuffix: '+',
      text: "60 more damage for each damage counter on your opponent's Active Pokémon.",
      effect: moreDamageForEach(60, (c) => damageCountersOn(c, c.defending)),
    }),
  ],
})
