import { isSupporter } from '../../effects/card-kinds'
import { attack, pokemon, weak } from '../../kit'

export const ELDEGOSS_V = pokemon({
  id: 'swsh2-19',
  name: 'Eldegoss V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 180,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  abilities: [
    {
      name: 'Happy Match',
      text: 'When you put this Pokémon from your hand onto your Bench during your turn, you may take a Supporter card from your discard pile into your hand.',
      onPlay: { to: 'bench', may: true },
      canUse: (c) => c.cardsIn(c.seat, 'discard', isSupporter).length > 0,
      *use(c) {
        const [uid] = yield* c.chooseCards(c.cardsIn(c.seat, 'discard', isSupporter), {
          text: 'Put which Supporter card into your hand?',
          min: 1,
          max: 1,
          publicOptions: true,
        })
        if (uid !== undefined) c.moveTo(uid, 'hand')
      },
    },
  ],
  attacks: [
    attack('Float Up', ['colorless', 'colorless'], 50, {
      text: 'After the damage, you may shuffle this Pokémon and everything attached to it into your deck.',
      *effect(c) {
        c.dealDamage()
        if (!(yield* c.yesNo('Float Up: shuffle Eldegoss V and its cards into your deck?'))) return
        c.removeFromPlay(c.self, 'deck')
        c.shuffleDeck()
        c.endIfNoPokemon()
        yield* c.promoteIfNeeded()
      },
    }),
  ],
})
