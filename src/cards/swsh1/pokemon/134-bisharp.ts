import { attack, pokemon, resist, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const BISHARP = pokemon({
  id: 'swsh1-134',
  name: 'Bisharp',
  stage: 'stage1',
  evolvesFrom: 'Pawniard',
  hp: 120,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  attacks: [
    attack('Charge Order', ['colorless'], 30, {
      damageSuffix: '+',
      text: '30 more damage for each of your Benched Pawniard.',
      effect: moreDamageForEach(30, (c) => c.benched(c.seat).filter((r) => c.pokemonAt(r).name === 'Pawniard').length),
    }),
    attack('Slicing Blade', ['metal', 'colorless'], 60),
  ],
})
