import { attack, pokemon, weak } from '../../kit'
import { onPlayPutCountersOnOpponents } from '../../effects/powers'

export const GALARIAN_OBSTAGOON = pokemon({
  id: 'swsh1-119',
  name: 'Galarian Obstagoon',
  stage: 'stage2',
  evolvesFrom: 'Galarian Linoone',
  hp: 160,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 2,
  abilities: [
    onPlayPutCountersOnOpponents(
      'Untamed Shout',
      'evolve',
      3,
      "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn, you may put 3 damage counters on 1 of your opponent's Pokémon.",
    ),
  ],
  attacks: [
    attack('Obstruct', ['darkness', 'colorless'], 90, {
      text: "During your opponent's next turn, prevent all damage done to this Pokémon by attacks from Basic Pokémon.",
      effect(c) {
        c.dealDamage()
        c.mark(c.self, { source: 'swsh1-119', key: 'obstruct', until: 'opponent-next-turn', clearsOnMove: true })
      },
    }),
  ],
  markers: {
    obstruct: {
      preventDamage: (h, d) =>
        d.fromAttack && !!d.attacker && d.attacker.seat !== h.owner && h.pokemonAt(d.attacker).stage === 'basic',
    },
  },
})
