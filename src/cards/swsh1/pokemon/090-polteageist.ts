import { attack, pokemon, resist, weak } from '../../kit'
import { eachPlayerDraws, revealOpponentsHand } from '../../effects/cards-in-hand'

export const POLTEAGEIST = pokemon({
  id: 'swsh1-90',
  name: 'Polteageist',
  stage: 'stage1',
  evolvesFrom: 'Sinistea',
  hp: 60,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Teatime', ['colorless'], 0, {
      text: 'Each player draws 2 cards.',
      effect: eachPlayerDraws(2),
    }),
    attack('Poltergeist', ['psychic', 'colorless'], 50, {
      damageSuffix: '×',
      text: 'Your opponent shows you their hand. This attack does 50 damage for each Trainer card in it.',
      effect(c) {
        revealOpponentsHand(c, 'Poltergeist')
        c.damage = 50 * c.cardsIn(c.opp, 'hand', (d) => d.kind === 'trainer').length
      },
    }),
  ],
})
