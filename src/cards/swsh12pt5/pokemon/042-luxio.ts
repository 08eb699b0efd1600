import { attack, pokemon, weak } from '../../kit'

export const LUXIO_42 = pokemon({
  id: 'swsh12pt5-42',
  name: 'Luxio',
  stage: 'stage1',
  evolvesFrom: 'Shinx',
  hp: 90,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Shorting Spark', ['lightning'], 0, {
      text: "90 damage to every one of your opponent's Pokémon with a Pokémon Tool attached (no Weakness or Resistance for a Benched Pokémon).",
      effect(c) {
        const withTool = c.allPokemon(c.opp).filter((r) =>
          c.toolsOn(r).some((u) => {
            const d = c.def(u)
            return d.kind === 'trainer' && d.trainerKind === 'tool'
          }),
        )
        for (const r of withTool) c.dealDamage(90, r)
      },
    }),
    attack('Bite', ['lightning', 'colorless'], 40),
  ],
})
