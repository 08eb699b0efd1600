import type { EffectCtx } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'

const waterInHand = (c: EffectCtx) => c.cardsIn(c.seat, 'hand', (d) => isBasicEnergyOf(d, 'water'))

export const BLASTOISE_EX = pokemon({
  id: 'sv3pt5-9',
  name: 'Blastoise ex',
  stage: 'stage2',
  evolvesFrom: 'Wartortle',
  ruleBox: 'ex',
  hp: 330,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  abilities: [
    {
      name: 'Solid Shell',
      // "from attacks": any attack, its own side's included (Rigid Band, unlike this, says "from your opponent's").
      text: 'Damage done to this Pokémon by attacks is reduced by 30, after Weakness and Resistance.',
      hooks: { incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 30 : d.amount) },
    },
  ],
  attacks: [
    attack('Twin Cannons', ['water', 'water'], 140, {
      damageSuffix: '×',
      text: 'Discard up to 2 Basic Water Energy cards from your hand (1 or 2 while it holds any). Does 140 damage for each card discarded.',
      *effect(c) {
        const cards = yield* c.chooseCards(waterInHand(c), {
          text: 'Twin Cannons: discard up to 2 Basic Water Energy cards from your hand (140 damage each)',
          min: 1, // "up to" is 1 to N (rules.md WD-1); with none in the hand there is no question and no damage
          max: 2,
        })
        c.discard(cards)
        c.damage = 140 * cards.length
      },
    }),
  ],
})
