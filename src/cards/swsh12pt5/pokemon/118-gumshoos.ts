import { attack, pokemon, weak } from '../../kit'

export const GUMSHOOS = pokemon({
  id: 'swsh12pt5-118',
  name: 'Gumshoos',
  stage: 'stage1',
  evolvesFrom: 'Yungoos',
  hp: 120,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Stakeout Headbutt', ['colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: "120 more damage if your opponent's Active Pokémon moved from their Bench to the Active Spot during their last turn.",
      effect(c) {
        if (c.movedToActiveDuring(c.defending, c.turn - 1)) c.damage += 120
      },
    }),
    attack('Lunge Out', ['colorless', 'colorless'], 60),
  ],
})
