import { moreDamageIfOpponentsActiveIs, unaffectedByWeaknessResistanceOrEffects } from '../../effects/damage'
import { attack, pokemon, resist, weak } from '../../kit'

export const ZACIAN_V = pokemon({
  id: 'swsh12pt5-95',
  name: 'Zacian V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 220,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  attacks: [
    attack('Piercing Strike', ['metal'], 40, {
      text: "Neither Weakness nor Resistance nor any effect on your opponent's Active Pokémon changes this attack's damage.",
      effect: unaffectedByWeaknessResistanceOrEffects,
    }),
    attack('Behemoth Blade', ['metal', 'metal', 'colorless'], 100, {
      damageSuffix: '+',
      text: "160 more damage if your opponent's Active Pokémon is a Pokémon VMAX.",
      effect: moreDamageIfOpponentsActiveIs((d) => d.ruleBox === 'VMAX', 160),
    }),
  ],
})
