import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesOneOfOpponentsBenched } from '../../effects/damage'

export const MORPEKO_V = pokemon({
  id: 'swsh1-79',
  name: 'Morpeko V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 170,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Spark', ['colorless'], 20, {
      text: "Also does 20 damage to one of your opponent's Benched Pokémon (no Weakness or Resistance on the Bench).",
      effect: alsoDamagesOneOfOpponentsBenched(20),
    }),
    attack('Electro Wheel', ['lightning', 'lightning', 'colorless'], 150, {
      text: 'After the damage, discard an Energy from this Pokémon. If you did, switch it with one of your Benched Pokémon.',
      *effect(c) {
        c.dealDamage()
        const discarded = yield* c.discardEnergy(c.self, 1)
        if (discarded.length > 0)
          yield* c.switchActive(c.seat, c.seat, 'Electro Wheel: switch Morpeko V with which Benched Pokémon?')
      },
    }),
  ],
})
