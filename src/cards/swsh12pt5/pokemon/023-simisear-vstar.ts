import type { EffectCtx, Proc } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'

/**
 * "You may discard up to 5 cards from the top of your deck. This attack does 40 more damage for each card you
 * discarded in this way." The choices are offered from the most to none, so a player who simply takes the first
 * offer (the computer's default for a named choice) discards the most.
 */
function* fireballFever(c: EffectCtx): Proc<void> {
  const most = Math.min(5, c.me.deck.length)
  const counts = Array.from({ length: most + 1 }, (_, i) => most - i)
  const n =
    most === 0
      ? 0
      : counts[
          yield* c.chooseOne(
            'Fireball Fever: discard how many cards from the top of your deck (40 more damage each)?',
            counts.map((k) => `Discard ${k}`),
          )
        ]!
  c.discard(c.me.deck.slice(0, n))
  c.dealDamage(c.damage + 40 * n)
}

export const SIMISEAR_VSTAR = pokemon({
  id: 'swsh12pt5-23',
  name: 'Simisear VSTAR',
  stage: 'vstar',
  evolvesFrom: 'Simisear V',
  ruleBox: 'VSTAR',
  hp: 260,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Fireball Fever', ['fire', 'colorless', 'colorless'], 40, {
      damageSuffix: '+',
      text: 'You may discard up to 5 cards from the top of your deck: 40 more damage for each card discarded.',
      effect: fireballFever,
    }),
    attack('Ember Star', ['fire'], 30, {
      damageSuffix: '×',
      oncePerGame: 'vstar',
      text: 'VSTAR Power (one VSTAR Power per game for all your Pokémon). 30 damage for each Energy card in your discard pile.',
      effect(c) {
        c.damage *= c.cardsIn(c.seat, 'discard', (d) => d.kind === 'energy').length
      },
    }),
  ],
})
