import { isBasicEnergy } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'

export const CINCCINO = pokemon({
  id: 'swsh1-147',
  name: 'Cinccino',
  stage: 'stage1',
  evolvesFrom: 'Minccino',
  hp: 90,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Make Do',
      text: 'Once during your turn, you may discard a card from your hand to draw 2 cards (not with an empty hand).',
      oncePerTurn: true,
      canUse: (c) => c.me.hand.length >= 1,
      *use(c) {
        const paid = yield* c.chooseCards(c.me.hand, { text: 'Make Do: discard which card?', min: 1, max: 1 })
        if (paid.length === 0) return
        c.discard(paid)
        c.draw(2)
      },
    },
  ],
  attacks: [
    attack('Energy Assist', ['colorless'], 40, {
      text: 'After the damage, attach a basic Energy card from your discard pile to one of your Benched Pokémon.',
      *effect(c) {
        c.dealDamage()
        if (c.benched(c.seat).length === 0) return
        const [uid] = yield* c.chooseCards(c.cardsIn(c.seat, 'discard', isBasicEnergy), {
          text: 'Energy Assist: attach which basic Energy card from your discard pile?',
          min: 1,
          max: 1,
          publicOptions: true,
        })
        if (uid === undefined) return
        const to = yield* c.chooseSlot(c.benched(c.seat), {
          text: `Attach ${c.def(uid).name} to which Benched Pokémon?`,
        })
        if (to) c.attach(uid, to)
      },
    }),
  ],
})
