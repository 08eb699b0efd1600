import { discardDefendingEnergy } from '../../effects/energy'
import { attack, pokemon, weak } from '../../kit'

export const FLAPPLE = pokemon({
  id: 'swsh2-22',
  name: 'Flapple',
  stage: 'stage1',
  evolvesFrom: 'Applin',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  abilities: [
    {
      name: 'Apple Drop',
      text: "Once during your turn, you may put 2 damage counters on 1 of your opponent's Pokémon. If any were placed, shuffle this Pokémon and everything attached to it into your deck.",
      oncePerTurn: true,
      *use(c) {
        const target = yield* c.chooseSlot(c.allPokemon(c.opp), {
          text: 'Apple Drop: put 2 damage counters on which Pokémon?',
        })
        if (!target || c.protectedFromEffects(target)) return
        c.putCounters(target, 2)
        c.removeFromPlay(c.self, 'deck')
        c.shuffleDeck()
        c.endIfNoPokemon()
        yield* c.promoteIfNeeded()
      },
    },
  ],
  attacks: [
    attack('Acid Spray', ['colorless', 'colorless'], 60, {
      text: "Flip a coin. If heads, discard an Energy from your opponent's Active Pokémon.",
      *effect(c) {
        const heads = c.flip()
        c.dealDamage()
        if (heads) yield* discardDefendingEnergy(c, 1)
      },
    }),
  ],
})
