import { attack, pokemon, weak } from '../../kit'

export const GROWLITHE = pokemon({
  id: 'swsh2-27',
  name: 'Growlithe',
  stage: 'basic',
  hp: 80,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Odor Sleuth', ['colorless'], 0, {
      text: 'Flip a coin. If heads, take a card of your choice from your discard pile into your hand.',
      *effect(c) {
        if (!c.flip()) return
        const [uid] = yield* c.chooseCards(c.cardsIn(c.seat, 'discard'), {
          text: 'Put which card into your hand?',
          min: 1,
          max: 1,
          publicOptions: true,
        })
        if (uid !== undefined) c.moveTo(uid, 'hand')
      },
    }),
    attack('Fire Claws', ['fire', 'fire', 'colorless'], 60),
  ],
})
