import { alsoDamagesOneOfOpponentsBenched } from '../../effects/damage'
import { mayPutDefendingEnergyIntoHand } from '../../effects/energy'
import { attack, pokemon, weak } from '../../kit'

export const INTELEON_VMAX = pokemon({
  id: 'swsh2-50',
  name: 'Inteleon VMAX',
  stage: 'vmax',
  evolvesFrom: 'Inteleon V',
  ruleBox: 'VMAX',
  hp: 320,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Hydro Snipe', ['water'], 60, {
      text: "After the damage, you may choose an Energy attached to your opponent's Active Pokémon and put it into their hand.",
      *effect(c) {
        c.dealDamage()
        yield* mayPutDefendingEnergyIntoHand(c)
      },
    }),
    attack('Max Bullet', ['water', 'water', 'colorless'], 160, {
      text: "Also 60 damage to 1 of your opponent's Benched Pokémon (no Weakness or Resistance for it).",
      effect: alsoDamagesOneOfOpponentsBenched(60),
    }),
  ],
})
