import { defendingIsNow } from '../../effects/conditions'
import { unaffectedByWeaknessResistanceOrEffects } from '../../effects/damage'
import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-31. Grovyle: Swift's damage ignores Weakness, Resistance and every effect on the Defending Pokémon. */
export const GROVYLE_31 = pokemon({
  id: 'ex1-31',
  name: 'Grovyle',
  stage: 'stage1',
  evolvesFrom: 'Treecko',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  resistance: resist('water'),
  retreat: 1,
  attacks: [
    attack('Poison Breath', ['colorless', 'colorless'], 0, {
      text: 'The Defending Pokémon is now Poisoned.',
      effect: defendingIsNow('poisoned'),
    }),
    attack('Swift', ['grass', 'colorless', 'colorless'], 30, {
      text:
        "This attack's damage isn't affected by Weakness, Resistance, Poké-Powers, Poké-Bodies or any other effects " +
        'on the Defending Pokémon.',
      effect: unaffectedByWeaknessResistanceOrEffects,
    }),
  ],
})
