import { attack, pokemon, resist, weak } from '../../kit'

export const DUSCLOPS = pokemon({
  id: 'ex2-4',
  name: 'Dusclops',
  stage: 'stage1',
  evolvesFrom: 'Duskull',
  hp: 70,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Judgement', ['psychic', 'colorless'], 0, {
      text: 'Flip 2 coins. If both are heads, the Defending Pokémon is Knocked Out.',
      effect(c) {
        if (c.flips(2) === 2 && !c.protectedFromEffects(c.defending)) c.knockOut(c.defending)
      },
    }),
    attack('Random Curse', ['psychic', 'colorless', 'colorless'], 0, {
      text: 'Put 5 damage counters on the Defending Pokémon, split among them any way you like if there are 2.',
      *effect(c) {
        const targets = c.eachDefending.filter((ref) => !c.protectedFromEffects(ref))
        // One Defending Pokémon (always in 1-on-1): all 5 on it. Two (2-on-2 Battle, seed 003 Appendix A): the player
        // places each counter.
        if (targets.length <= 1) {
          if (targets[0]) c.putCounters(targets[0], 5)
          return
        }
        for (let i = 1; i <= 5; i++) {
          const to = yield* c.chooseSlot(targets, { text: `Random Curse: damage counter ${i} of 5 on which Pokémon?` })
          if (to) c.putCounters(to, 1)
        }
      },
    }),
  ],
})
