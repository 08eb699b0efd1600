import { attack, pokemon, weak } from '../../kit'

export const ORANGURU = pokemon({
  id: 'swsh1-148',
  name: 'Oranguru',
  stage: 'basic',
  hp: 120,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 2,
  abilities: [
    {
      name: 'Primate Wisdom',
      text: 'Once during your turn, you may swap a card from your hand with the top card of your deck (the card you put there stays face down).',
      oncePerTurn: true,
      canUse: (c) => c.me.hand.length >= 1 && c.me.deck.length >= 1,
      *use(c) {
        const [put] = yield* c.chooseCards(c.me.hand, {
          text: 'Primate Wisdom: trade away which card from your hand for the top card of your deck?',
          min: 1,
          max: 1,
        })
        const top = c.me.deck[0]
        if (put === undefined || top === undefined) return
        c.moveTo(top, 'hand')
        c.moveTo(put, 'deck', 'top')
      },
    },
  ],
  attacks: [attack('Whap Down', ['colorless', 'colorless', 'colorless'], 70)],
})
