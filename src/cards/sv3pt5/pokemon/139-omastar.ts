import { attack, pokemon, weak } from '../../kit'

export const OMASTAR = pokemon({
  id: 'sv3pt5-139',
  name: 'Omastar',
  stage: 'stage2',
  evolvesFrom: 'Omanyte',
  hp: 150,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  abilities: [
    {
      name: 'Primordial Tentacles',
      text: "While this Pokémon is in the Active Spot, your opponent's Active Pokémon can't retreat.",
      hooks: {
        othersCanRetreat: (h, target) =>
          !(h.self?.zone === 'active' && target.seat !== h.owner && target.zone === 'active'),
      },
    },
  ],
  attacks: [
    attack('Aqua Split', ['water', 'water'], 90, {
      text: "This attack also does 30 damage to 2 of your opponent's Benched Pokémon (no Weakness or Resistance for Benched Pokémon).",
      *effect(c) {
        const bench = c.benched(c.opp)
        const first = yield* c.chooseSlot(bench, {
          text: 'Aqua Split: do 30 damage to which Benched Pokémon (1 of 2)?',
        })
        const second = first
          ? yield* c.chooseSlot(
              bench.filter((r) => r !== first),
              { text: 'Aqua Split: do 30 damage to which Benched Pokémon (2 of 2)?' },
            )
          : null
        c.dealDamage()
        for (const target of [first, second]) if (target) c.benchDamage(target, 30)
      },
    }),
  ],
})
