import { attack, pokemon, weak } from '../../kit'
import { switchThisWithBenched } from '../../effects/in-play'

export const GALARIAN_LINOONE = pokemon({
  id: 'swsh1-118',
  name: 'Galarian Linoone',
  stage: 'stage1',
  evolvesFrom: 'Galarian Zigzagoon',
  hp: 100,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Night Slash', ['darkness'], 20, {
      text: 'After the damage, switch this Pokémon with 1 of your Benched Pokémon.',
      effect: switchThisWithBenched,
    }),
    attack('Hammer In', ['darkness', 'colorless', 'colorless'], 70),
  ],
})
