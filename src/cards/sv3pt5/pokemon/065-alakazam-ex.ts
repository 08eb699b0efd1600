import { attack, pokemon, resist, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const ALAKAZAM_EX = pokemon({
  id: 'sv3pt5-65',
  name: 'Alakazam ex',
  stage: 'stage2',
  evolvesFrom: 'Kadabra',
  ruleBox: 'ex',
  hp: 310,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Mind Jack', ['colorless', 'colorless'], 90, {
      damageSuffix: '+',
      text: "Does 30 more damage for each of your opponent's Benched Pokémon.",
      effect: moreDamageForEach(30, (c) => c.benched(c.opp).length),
    }),
    attack('Dimensional Hand', ['psychic', 'psychic'], 120, {
      text: 'This Pokémon can use this attack from your Bench too.',
      fromBench: true,
    }),
  ],
})
