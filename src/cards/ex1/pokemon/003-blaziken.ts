import type { EffectCtx } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'
import { hasNoSpecialCondition } from '../../effects/powers'

const fireInDiscard = (c: EffectCtx) => c.cardsIn(c.seat, 'discard', (d) => isBasicEnergyOf(d, 'fire'))

/**
 * ex1-3. Blaziken: its Poké-Power Firestarter brings a Fire Energy card back from the discard pile to the Bench; Fire
 * Stream burns a Fire Energy card to scorch the opponent's Bench.
 */
export const BLAZIKEN_3 = pokemon({
  id: 'ex1-3',
  name: 'Blaziken',
  stage: 'stage2',
  evolvesFrom: 'Combusken',
  hp: 100,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  abilities: [
    {
      name: 'Firestarter',
      exKind: 'poke-power',
      oncePerTurn: true,
      text:
        'Once during your turn (before your attack), you may attach a Fire Energy card from your discard pile to 1 ' +
        'of your Benched Pokémon. Not while Blaziken has a Special Condition.',
      canUse: (c) => hasNoSpecialCondition(c, c.self) && c.benched(c.seat).length > 0 && fireInDiscard(c).length > 0,
      *use(c) {
        const [card] = yield* c.chooseCards(fireInDiscard(c), {
          text: 'Firestarter: attach which Fire Energy card from your discard pile?',
          min: 1,
          max: 1,
          publicOptions: true,
        })
        const to = yield* c.chooseSlot(c.benched(c.seat), { text: 'Firestarter: attach it to which Benched Pokémon?' })
        if (card !== undefined && to) c.attach(card, to)
      },
    },
  ],
  attacks: [
    attack('Fire Stream', ['fire', 'colorless', 'colorless'], 50, {
      text:
        "Discard a Fire Energy card attached to Blaziken. If you do, 10 damage to each of your opponent's Benched " +
        'Pokémon (no Weakness or Resistance for them).',
      *effect(c) {
        c.dealDamage()
        const discarded = yield* c.discardEnergy(c.self, 1, { type: 'fire' })
        if (discarded.length > 0) for (const ref of c.benched(c.opp)) c.benchDamage(ref, 10)
      },
    }),
  ],
})
