import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesBenched } from '../../effects/damage'

export const RHYDON = pokemon({
  id: 'swsh1-98',
  name: 'Rhydon',
  stage: 'stage1',
  evolvesFrom: 'Rhyhorn',
  hp: 120,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 4,
  attacks: [
    attack('Horn Drill', ['fighting', 'colorless', 'colorless'], 50),
    attack('Rock Slide', ['fighting', 'fighting', 'colorless', 'colorless'], 100, {
      text: "This attack also does 10 damage to 2 of your opponent's Benched Pokémon of your choice (all of them if fewer; no Weakness or Resistance for Benched Pokémon).",
      effect: alsoDamagesBenched(2, 10),
    }),
  ],
})
