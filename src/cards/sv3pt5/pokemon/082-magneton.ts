import { attack, pokemon, weak } from '../../kit'

export const MAGNETON = pokemon({
  id: 'sv3pt5-82',
  name: 'Magneton',
  stage: 'stage1',
  evolvesFrom: 'Magnemite',
  hp: 90,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Junk Magnet', ['lightning'], 0, {
      text: 'Choose up to 2 Item cards in your discard pile and put them into your hand.',
      *effect(c) {
        const items = c.cardsIn(c.seat, 'discard', (d) => c.isItem(d))
        const picked = yield* c.chooseCards(items, {
          text: 'Junk Magnet: put up to 2 Item cards into your hand',
          min: 1, // "up to" is 1 to N (rules.md WD-1)
          max: 2,
        })
        for (const uid of picked) c.moveTo(uid, 'hand')
      },
    }),
    attack('Head Bolt', ['lightning', 'colorless', 'colorless'], 60),
  ],
})
