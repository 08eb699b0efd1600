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
      text: 'Put 5 damage counters on the Defending Pokémon.',
      effect(c) {
        if (!c.protectedFromEffects(c.defending)) c.putCounters(c.defending, 5)
      },
    }),
  ],
})
