import { attack, pokemon, weak } from '../../kit'

export const LYCANROC = pokemon({
  id: 'swsh12pt5-74',
  name: 'Lycanroc',
  stage: 'stage1',
  evolvesFrom: 'Rockruff',
  hp: 120,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Midnight Fang', ['fighting', 'colorless'], 240, {
      damageSuffix: '-',
      text: "Does 240 damage minus 80 for each Energy attached to your opponent's Active Pokémon.",
      effect(c) {
        c.damage = Math.max(0, c.damage - 80 * c.energyUnits(c.defending))
      },
    }),
  ],
})
