import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const EXEGGUTOR = pokemon({
  id: 'sv3pt5-103',
  name: 'Exeggutor',
  stage: 'stage1',
  evolvesFrom: 'Exeggcute',
  hp: 140,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  attacks: [
    attack('Psychic', ['colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: "30 damage, plus 30 more for each Energy attached to your opponent's Active Pokémon.",
      effect: moreDamageForEach(30, (c) => c.energyUnits(c.defending)),
    }),
    attack('Hammer In', ['grass', 'grass', 'colorless'], 130),
  ],
})
