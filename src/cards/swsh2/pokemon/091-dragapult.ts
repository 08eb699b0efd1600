import { attack, pokemon, resist, weak } from '../../kit'
import { putCountersAnyWay } from '../../effects/damage'

export const DRAGAPULT = pokemon({
  id: 'swsh2-91',
  name: 'Dragapult',
  stage: 'stage2',
  evolvesFrom: 'Drakloak',
  hp: 150,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 0,
  abilities: [
    {
      name: 'Infiltrator',
      text: 'Whenever an attack would do damage to this Pokémon, flip a coin. If heads, prevent that damage.',
      hooks: { preventDamageOnHeads: (_h, d) => d.fromAttack },
    },
  ],
  attacks: [
    attack('Phantom Force', ['psychic', 'psychic'], 120, {
      text: "Put 3 damage counters on your opponent's Benched Pokémon, split among them as you choose.",
      *effect(c) {
        c.dealDamage()
        yield* putCountersAnyWay(c, 3, (c) => c.benched(c.opp), 'Phantom Force')
      },
    }),
  ],
})
