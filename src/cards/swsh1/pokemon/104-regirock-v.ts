import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself, damageCountersOn, moreDamageForEach } from '../../effects/damage'

export const REGIROCK_V = pokemon({
  id: 'swsh1-104',
  name: 'Regirock V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 220,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [
    attack('Raging Hammer', ['fighting', 'colorless'], 30, {
      damageSuffix: '+',
      text: '10 more damage for each damage counter on this Pokémon.',
      effect: moreDamageForEach(10, (c) => damageCountersOn(c, c.self)),
    }),
    attack('Rocky Tackle', ['fighting', 'fighting', 'colorless'], 190, {
      text: 'This Pokémon also does 30 damage to itself.',
      effect: alsoDamagesItself(30),
    }),
  ],
})
