import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { alsoDamagesBenched } from '../../effects/damage'

/** ex1-39. Manectric: Gigashock spreads 10 damage to 2 Benched Pokémon. */
export const MANECTRIC_39 = pokemon({
  id: 'ex1-39',
  name: 'Manectric',
  stage: 'stage1',
  evolvesFrom: 'Electrike',
  hp: 70,
  types: ['lightning'],
  weakness: weak('fighting'),
  resistance: resist('metal'),
  retreat: 1,
  attacks: [
    attack('Thundershock', ['colorless', 'colorless'], 20, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Gigashock', ['lightning', 'colorless', 'colorless'], 40, {
      text: "Also 10 damage to 2 of your opponent's Benched Pokémon (1 if there is only 1; no Weakness or Resistance for them).",
      effect: alsoDamagesBenched(2, 10),
    }),
  ],
})
