import type { EffectCtx } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'
import { isBasicEnergyOf } from '../../effects/energy'
import { hasNoSpecialCondition } from '../../effects/powers'

const waterInHand = (c: EffectCtx) => c.cardsIn(c.seat, 'hand', (d) => isBasicEnergyOf(d, 'water'))

/**
 * ex1-13. Swampert: its Poké-Power Water Call attaches a Water Energy card from the hand to the Active Pokémon (one
 * of the two, chosen, in a 2-on-2 Battle).
 */
export const SWAMPERT = pokemon({
  id: 'ex1-13',
  name: 'Swampert',
  stage: 'stage2',
  evolvesFrom: 'Marshtomp',
  hp: 110,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  abilities: [
    {
      name: 'Water Call',
      exKind: 'poke-power',
      oncePerTurn: true,
      text:
        'Once during your turn (before your attack), you may attach a Water Energy card from your hand to your ' +
        'Active Pokémon. Not while Swampert has a Special Condition.',
      canUse: (c) =>
        hasNoSpecialCondition(c, c.self) && c.activePokemon(c.seat).length > 0 && waterInHand(c).length > 0,
      *use(c) {
        const [card] = yield* c.chooseCards(waterInHand(c), {
          text: 'Water Call: attach which Water Energy card to your Active Pokémon?',
          min: 1,
          max: 1,
        })
        if (card === undefined) return
        const to = yield* c.chooseActive(c.seat, { text: 'Water Call: attach it to which Active Pokémon?' })
        if (to) c.attach(card, to)
      },
    },
  ],
  attacks: [
    attack('Hypno Splash', ['water', 'water', 'colorless', 'colorless'], 50, {
      text: 'The Defending Pokémon is now Asleep.',
      effect: defendingIsNow('asleep'),
    }),
  ],
})
