import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const CUBONE = pokemon({
  id: 'sv3pt5-104',
  name: 'Cubone',
  stage: 'basic',
  hp: 70,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  abilities: [
    {
      name: 'Cheering Bone',
      text: "While this Pokémon is on your Bench, attacks by your Marowak do 30 more damage to your opponent's Active Pokémon (added before Weakness and Resistance).",
      hooks: {
        othersOutgoingDamage: (h, d) => {
          if (!d.fromAttack || h.self?.zone !== 'bench' || !d.attacker || d.attacker.seat !== h.owner) return d.amount
          if (d.target.seat === h.owner || d.target.zone !== 'active') return d.amount
          return h.pokemonAt(d.attacker).name === 'Marowak' ? d.amount + 30 : d.amount
        },
      },
    },
  ],
  attacks: [
    attack('Hit Twice', ['fighting'], 10, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 10 damage per heads.',
      effect: perHeads(2),
    }),
  ],
})
