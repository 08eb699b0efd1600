import { attack, pokemon, resist, weak } from '../../kit'
import { damageCountersOn, moreDamageForEach } from '../../effects/damage'

export const DODRIO = pokemon({
  id: 'sv3pt5-85',
  name: 'Dodrio',
  stage: 'stage1',
  evolvesFrom: 'Doduo',
  hp: 100,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Zooming Draw',
      text: 'Once during your turn, you may put 1 damage counter on this Pokémon and then draw 1 card.',
      oncePerTurn: true,
      use(c) {
        c.putCounters(c.self, 1)
        c.draw(1)
      },
    },
  ],
  attacks: [
    attack('Ballistic Beak', ['colorless'], 10, {
      damageSuffix: '+',
      text: '10 damage, plus 30 more for every damage counter on this Pokémon.',
      effect: moreDamageForEach(30, (c) => damageCountersOn(c, c.self)),
    }),
  ],
})
