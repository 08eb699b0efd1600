import { attack, pokemon, weak } from '../../kit'
import { healThis } from '../../effects/healing'

export const KABUTOPS = pokemon({
  id: 'sv3pt5-141',
  name: 'Kabutops',
  stage: 'stage2',
  evolvesFrom: 'Kabuto',
  hp: 160,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  abilities: [
    {
      name: 'Ancient Way',
      text: "Your opponent's Active Pokémon's Weakness is applied as ×4 instead.",
      hooks: {
        othersWeakness: (h, target, w) =>
          target.seat !== h.owner && target.zone === 'active'
            ? w.map((m) => (m.op === '×' ? { ...m, value: 4 } : m))
            : w,
      },
    },
  ],
  attacks: [
    attack('Draining Blade', ['fighting', 'colorless', 'colorless'], 100, {
      text: 'Heal 30 damage from this Pokémon.',
      effect: healThis(30),
    }),
  ],
})
