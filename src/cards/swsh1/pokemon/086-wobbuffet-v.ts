import { attack, pokemon, resist, weak } from '../../kit'
import { defendingCantRetreat } from '../../effects/next-turn'

export const WOBBUFFET_V = pokemon({
  id: 'swsh1-86',
  name: 'Wobbuffet V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 220,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 3,
  attacks: [
    attack('Gritty Comeback', ['colorless', 'colorless'], 0, {
      text: "Swap the damage counters: this Pokémon gets as many as your opponent's Active Pokémon has, and that Pokémon as many as this one had.",
      effect(c) {
        const mine = c.damageOn(c.self)
        const theirs = c.damageOn(c.defending)
        if (c.protectedFromEffects(c.defending)) return
        c.heal(c.self, mine)
        c.heal(c.defending, theirs)
        c.putCounters(c.self, theirs / 10)
        c.putCounters(c.defending, mine / 10)
      },
    }),
    attack('Shadow Bind', ['psychic', 'psychic'], 70, {
      text: "During your opponent's next turn, the Defending Pokémon can't retreat.",
      effect: defendingCantRetreat,
    }),
  ],
})
