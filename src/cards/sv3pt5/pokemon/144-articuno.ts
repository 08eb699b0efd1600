import { attack, pokemon, resist, weak } from '../../kit'
import { floatAbility } from '../effects-115-151'

export const ARTICUNO = pokemon({
  id: 'sv3pt5-144',
  name: 'Articuno',
  set: 'sv3pt5',
  number: '144',
  stage: 'basic',
  hp: 120,
  types: ['water'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 2,
  abilities: [floatAbility('Ice Float', 'water', 'Water')],
  attacks: [
    attack('Blizzard', ['water', 'water', 'water'], 110, {
      text: "This attack also does 10 damage to each of your opponent's Benched Pokémon (no Weakness or Resistance for Benched Pokémon).",
      effect(c) {
        c.dealDamage()
        for (const ref of c.benched(c.opp)) c.benchDamage(ref, 10)
      },
    }),
  ],
})
