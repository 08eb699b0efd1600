import { attack, pokemon, weak } from '../../kit'
import { energyUnitsOnAll } from '../../effects/energy'

/** ex2-96. An evolved Pokémon-ex (EX-7): a Stage 2 that evolves from the ordinary Kirlia; 2 Prize cards. */
export const GARDEVOIR_EX = pokemon({
  id: 'ex2-96',
  name: 'Gardevoir ex',
  stage: 'stage2',
  evolvesFrom: 'Kirlia',
  hp: 150,
  types: ['psychic'],
  weakness: [...weak('grass'), ...weak('psychic')],
  retreat: 2,
  ruleBox: 'ex-classic',
  attacks: [
    attack('Feedback', ['psychic', 'colorless'], 0, {
      text: "Put 1 damage counter on the Defending Pokémon for each card in your opponent's hand.",
      effect(c) {
        const n = c.them.hand.length
        if (n > 0) c.putCounters(c.defending, n)
      },
    }),
    attack('Psystorm', ['psychic', 'colorless', 'colorless', 'colorless'], 10, {
      damageSuffix: '×',
      text: "Does 10 damage for each Energy attached to all Pokémon in play (yours and your opponent's).",
      effect(c) {
        c.damage *= energyUnitsOnAll(c, c.seat) + energyUnitsOnAll(c, c.opp)
      },
    }),
  ],
})
