import { attack, pokemon, weak } from '../../kit'

export const STARMIE = pokemon({
  id: 'sv3pt5-121',
  name: 'Starmie',
  stage: 'stage1',
  evolvesFrom: 'Staryu',
  hp: 90,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  abilities: [
    {
      name: 'Mysterious Comet',
      text: "Once during your turn, you may put 2 damage counters on 1 of your opponent's Pokémon. If any were placed, discard this Pokémon and every card attached to it. Not offered while it is your only Pokémon in play.",
      oncePerTurn: true,
      // Discarding the last Pokémon in play would lose the game on the spot (as for discarding a Clefairy Doll).
      canUse: (c) => c.allPokemon(c.seat).length > 1 && c.allPokemon(c.opp).length > 0,
      *use(c) {
        const target = yield* c.chooseSlot(c.allPokemon(c.opp), {
          text: 'Mysterious Comet: put 2 damage counters on which Pokémon?',
        })
        if (!target) return
        const before = c.damageOn(target)
        c.putCounters(target, 2)
        // Nothing placed (the target is protected from effects of Abilities): Starmie stays.
        if (c.damageOn(target) === before) return
        c.removeFromPlay(c.self, 'discard')
        yield* c.promoteIfNeeded()
      },
    },
  ],
  attacks: [attack('Speed Attack', ['water', 'colorless'], 50)],
})
