import { attack, pokemon, weak } from '../../kit'
import { shuffleOpponentsBenchedThenThisIntoDecks } from '../../effects/in-play'

export const BUTTERFREE = pokemon({
  id: 'sv3pt5-12',
  name: 'Butterfree',
  stage: 'stage2',
  evolvesFrom: 'Metapod',
  hp: 130,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Whirlwind', ['grass'], 60, {
      text: 'After the damage, your opponent moves their Active Pokémon to the Bench and chooses a Benched Pokémon to replace it (not if it was Knocked Out, or they have no Bench).',
      *effect(c) {
        c.dealDamage()
        if (c.remainingHp(c.defending) <= 0 || c.protectedFromEffects(c.defending)) return
        yield* c.switchActive(c.opp, c.opp, 'Whirlwind: choose your new Active Pokémon')
      },
    }),
    attack('Bye-Bye Flight', ['colorless', 'colorless'], 0, {
      text: "Choose one of your opponent's Benched Pokémon: they shuffle it and everything attached into their deck. Then shuffle this Pokémon and everything attached into your deck. Does nothing if your opponent has no Benched Pokémon.",
      effect: shuffleOpponentsBenchedThenThisIntoDecks,
    }),
  ],
})
