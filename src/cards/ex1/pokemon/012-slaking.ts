import { isBasicEnergy } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { thisCantAttackNextTurn } from '../../effects/next-turn'

/** ex1-12. Slaking: Lazy (a Poké-Body) stops the opponent's Poké-Powers; Critical Move hits for 100, then rests. */
export const SLAKING = pokemon({
  id: 'ex1-12',
  name: 'Slaking',
  stage: 'stage2',
  evolvesFrom: 'Vigoroth',
  hp: 120,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 3,
  abilities: [
    {
      name: 'Lazy',
      exKind: 'poke-body',
      text: "While Slaking is your Active Pokémon, your opponent's Pokémon can't use Poké-Powers.",
      hooks: {
        // Poké-Powers only: the opponent's Poké-Bodies keep working (engine hook blocksPower).
        blocksPower: (h, target, ab) =>
          h.self?.zone === 'active' && target.seat !== h.owner && ab.exKind === 'poke-power',
      },
    },
  ],
  attacks: [
    attack('Critical Move', ['colorless', 'colorless', 'colorless', 'colorless'], 100, {
      text: "Discard a basic Energy card attached to Slaking, or this attack does nothing. Slaking can't attack during your next turn.",
      // The discard is done "in order to use it" ([003] attack step 4, as Camerupt's Fire Spin): before the effects
      // that may cancel the attack and the Confusion check, and it stays done if they stop it.
      *payCost(c) {
        const basics = c.energyOn(c.self).filter((u) => isBasicEnergy(c.def(u)))
        if (basics.length === 0) {
          // "Or this attack does nothing": no damage, and no rest next turn either.
          c.cancelled = true
          return
        }
        const picked = yield* c.chooseCards(basics, {
          text: 'Critical Move: discard which basic Energy card?',
          min: 1,
          max: 1,
          publicOptions: true,
        })
        c.discard(picked)
      },
      effect(c) {
        if (!c.cancelled) thisCantAttackNextTurn(c)
      },
    }),
  ],
})
