import { attack, pokemon, weak } from '../../kit'
import { moreDamageIfPlayedThisTurn } from '../../effects/damage'

export const RHYDON = pokemon({
  id: 'sv3pt5-112',
  name: 'Rhydon',
  stage: 'stage1',
  evolvesFrom: 'Rhyhorn',
  hp: 120,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 4,
  attacks: [
    attack('Wrack Down', ['fighting', 'colorless'], 30),
    attack('Charismatic Drill', ['fighting', 'fighting', 'colorless'], 40, {
      damageSuffix: '+',
      text: "40 damage, or 180 if you played Giovanni's Charisma from your hand this turn.",
      effect: moreDamageIfPlayedThisTurn("Giovanni's Charisma", 140),
    }),
  ],
})
