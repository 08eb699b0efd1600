import { alsoDamagesOpponentsBench } from '../../effects/damage'
import { isBasicEnergyOf } from '../../effects/energy'
import { attack, pokemon, weak } from '../../kit'

export const EISCUE_V = pokemon({
  id: 'swsh2-55',
  name: 'Eiscue V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['water'],
  weakness: weak('metal'),
  retreat: 2,
  abilities: [
    {
      name: 'Cold Absorption',
      text: 'Each time you attach a Water Energy card from your hand to this Pokémon during your turn, heal 30 damage from it.',
      hooks: {
        afterEnergyAttachedFromHand: (h, energy) => {
          if (h.self && isBasicEnergyOf(h.def(energy), 'water')) h.heal(h.self, 30)
        },
      },
    },
  ],
  attacks: [
    attack('Blizzard', ['water', 'water', 'colorless'], 120, {
      text: "Also 10 damage to each of your opponent's Benched Pokémon (no Weakness or Resistance for them).",
      effect: alsoDamagesOpponentsBench(10),
    }),
  ],
})
