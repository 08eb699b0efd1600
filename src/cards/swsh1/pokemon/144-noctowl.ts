import { attack, pokemon, resist, weak } from '../../kit'
import { shuffleOpponentsBenchedThenThisIntoDecks } from '../../effects/in-play'

export const NOCTOWL = pokemon({
  id: 'swsh1-144',
  name: 'Noctowl',
  stage: 'stage1',
  evolvesFrom: 'Hoothoot',
  hp: 110,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Wing Attack', ['colorless', 'colorless'], 40),
    attack('Carry Off', ['colorless', 'colorless', 'colorless'], 0, {
      text: "Pick one of your opponent's Benched Pokémon: they shuffle it and everything attached into their deck. Then shuffle this Pokémon and everything attached into your deck. Does nothing if your opponent has no Benched Pokémon.",
      effect: shuffleOpponentsBenchedThenThisIntoDecks,
    }),
  ],
})
