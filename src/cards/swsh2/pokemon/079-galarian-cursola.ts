import { attack, pokemon, resist, weak } from '../../kit'
import { defendingCantRetreat } from '../../effects/next-turn'

export const GALARIAN_CURSOLA = pokemon({
  id: 'swsh2-79',
  name: 'Galarian Cursola',
  stage: 'stage1',
  evolvesFrom: 'Galarian Corsola',
  hp: 100,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 2,
  abilities: [
    {
      name: 'Perish Body',
      text: "When this Pokémon is Knocked Out in the Active Spot by damage from an attack of your opponent's, flip a coin. If heads, the Attacking Pokémon is Knocked Out too.",
      hooks: {
        onKnockOut: (h, ko) => {
          const attacker = ko.byAttack?.attacker
          if (!attacker || h.self?.zone !== 'active' || attacker.seat === h.owner || !h.exists(attacker)) return
          if (h.flip('Perish Body')) h.knockOut(attacker)
        },
      },
    },
  ],
  attacks: [
    attack('Corner', ['psychic', 'colorless'], 60, {
      text: "During your opponent's next turn, the Defending Pokémon can't retreat.",
      effect: defendingCantRetreat,
    }),
  ],
})
