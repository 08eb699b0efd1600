import type { CardDef, EffectCtx, TrainerDef } from '../../../engine'
import { runEffect } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'

/**
 * A Supporter in the opponent's discard pile whose effect Primate Acting can use now: one with an effect whose play
 * condition ("you can play this card only if …") holds for the attacking player (docs/rulings/swsh12pt5-109-131.md).
 */
const usableSupporter = (c: EffectCtx, d: CardDef): d is TrainerDef =>
  d.kind === 'trainer' && d.trainerKind === 'supporter' && d.play !== undefined && (d.canPlay?.(c) ?? true)

export const ORANGURU = pokemon({
  id: 'swsh12pt5-119',
  name: 'Oranguru',
  stage: 'basic',
  hp: 110,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Primate Acting', ['colorless'], 0, {
      text:
        "Choose a Supporter card in your opponent's discard pile: this attack does what that card does, as if you " +
        'had played it (the card stays where it is).',
      *effect(c) {
        const supporters = c.cardsIn(c.opp, 'discard', (d) => usableSupporter(c, d))
        const [pick] = yield* c.chooseCards(supporters, {
          text: "Primate Acting: use the effect of which Supporter in your opponent's discard pile?",
          min: 1,
          max: 1,
          publicOptions: true,
        })
        if (pick === undefined) return
        const d = c.def(pick)
        if (!usableSupporter(c, d) || !d.play) return
        c.log(`Primate Acting uses the effect of ${d.name}`)
        yield* runEffect(d.play, c)
      },
    }),
    attack('Hammer In', ['colorless', 'colorless', 'colorless'], 70),
  ],
})
