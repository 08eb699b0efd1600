import { attack, pokemon, resist, weak } from '../../kit'
import { noRetreatCostWithEnergy } from '../../effects/powers'
import { alsoDamagesOpponentsBench } from '../../effects/damage'

export const ARTICUNO = pokemon({
  id: 'sv3pt5-144',
  name: 'Articuno',
  stage: 'basic',
  hp: 120,
  types: ['water'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 2,
  abilities: [noRetreatCostWithEnergy('Ice Float', 'water', 'Water')],
  attacks: [
    attack('Blizzard', ['water', 'water', 'water'], 110, {
      text: "This attack also does 10 damage to each of your opponent's Benched Pokémon (no Weakness or Resistance for Benched Pokémon).",
      effect: alsoDamagesOpponentsBench(10),
    }),
  ],
})
