import { activeRef } from '../../../engine'
import { classicTrainer } from '../../kit'

/** base1-80: an attached Trainer with a lifetime (EffectCtx.attachTrainer), not a Pokémon Tool. */
export const DEFENDER = classicTrainer({
  id: 'base1-80',
  name: 'Defender',
  text:
    'Attach this card to one of your Pokémon. Damage done to that Pokémon by attacks is reduced by 20 (after Weakness and ' +
    "Resistance). Discard this card at the end of your opponent's next turn.",
  *play(c) {
    const ref = yield* c.chooseSlot(c.allPokemon(c.seat), { text: 'Choose one of your Pokémon to attach Defender to' })
    if (ref) c.attachTrainer(c.src.card!, ref, 'opponent-next-turn')
  },
  hooks: {
    incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 20 : d.amount),
  },
})

/** base1-84: an attached Trainer with a lifetime (EffectCtx.attachTrainer), not a Pokémon Tool. */
export const PLUSPOWER = classicTrainer({
  id: 'base1-84',
  name: 'PlusPower',
  text:
    "Attach this card to your Active Pokémon. If that Pokémon's attack does damage to the Defending Pokémon (after " +
    'Weakness and Resistance), it does 10 more damage to it. Discard this card at the end of your turn.',
  play(c) {
    if (c.exists(activeRef(c.seat))) c.attachTrainer(c.src.card!, activeRef(c.seat), 'this-turn')
  },
  hooks: {
    outgoingDamageAfterWR: (_h, d) => (d.fromAttack && d.amount > 0 ? d.amount + 10 : d.amount),
  },
})
