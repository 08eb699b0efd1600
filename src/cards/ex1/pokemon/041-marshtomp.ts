import { attack, pokemon, weak } from '../../kit'
import { ignoringResistance } from '../../effects/damage'
import { naturalCure } from '../../effects/powers'

/** ex1-41. Marshtomp: a Water Energy card from the hand cures it (Natural Cure, a Poké-Body). */
export const MARSHTOMP = pokemon({
  id: 'ex1-41',
  name: 'Marshtomp',
  stage: 'stage1',
  evolvesFrom: 'Mudkip',
  hp: 80,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  abilities: [naturalCure('water')],
  attacks: [
    attack('Aqua Sonic', ['colorless', 'colorless'], 20, {
      text: "This attack's damage isn't affected by Resistance.",
      effect: ignoringResistance,
    }),
  ],
})
