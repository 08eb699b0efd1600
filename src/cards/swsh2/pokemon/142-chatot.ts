import { isSupporter } from '../../effects/card-kinds'
import { attack, pokemon, resist, weak } from '../../kit'

export const CHATOT = pokemon({
  id: 'swsh2-142',
  name: 'Chatot',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Lucky Match',
      text: 'When you put this Pokémon from your hand onto your Bench during your turn, you may flip a coin. On heads, take a Supporter card from your discard pile into your hand.',
      onPlay: { to: 'bench', may: true },
      canUse: (c) => c.cardsIn(c.seat, 'discard', isSupporter).length > 0,
      *use(c) {
        if (!c.flip()) return
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
  attacks: [attack('Glide', ['colorless', 'colorless'], 30)],
})
