import type { EffectCtx } from '../../../engine'
import { attack, pokemon, resist, weak } from '../../kit'

const opponentSupporters = (c: EffectCtx) =>
  c.cardsIn(c.opp, 'discard', (d) => d.kind === 'trainer' && d.trainerKind === 'supporter')

export const HAUNTER = pokemon({
  id: 'sv3pt5-93',
  name: 'Haunter',
  stage: 'stage1',
  evolvesFrom: 'Gastly',
  hp: 80,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Spirit Return',
      text: "When you evolve one of your Pokémon into this card from your hand during your turn, you may choose a Supporter card in your opponent's discard pile and put it into their hand.",
      onPlay: { to: 'evolve', may: true },
      canUse: (c) => opponentSupporters(c).length > 0,
      *use(c) {
        const [uid] = yield* c.chooseCards(opponentSupporters(c), {
          text: "Spirit Return: put which Supporter into your opponent's hand?",
          min: 1,
          max: 1,
          publicOptions: true,
        })
        if (uid !== undefined) c.moveTo(uid, 'hand')
      },
    },
  ],
  attacks: [attack('Mumble', ['psychic', 'colorless'], 30)],
})
