import { isBasicEnergy } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesOneOfOpponentsBenched } from '../../effects/damage'

/** ex1-4. Camerupt: Fire Spin hits for 100 only by discarding 2 basic Energy cards. */
export const CAMERUPT = pokemon({
  id: 'ex1-4',
  name: 'Camerupt',
  stage: 'stage1',
  evolvesFrom: 'Numel',
  hp: 90,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 3,
  attacks: [
    attack('Lava Burn', ['fire', 'colorless'], 20, {
      text: "Also 10 damage to 1 of your opponent's Benched Pokémon of your choice (no Weakness or Resistance for it).",
      effect: alsoDamagesOneOfOpponentsBenched(10),
    }),
    attack('Fire Spin', ['fire', 'fire', 'colorless', 'colorless'], 100, {
      text: 'Discard 2 basic Energy cards attached to Camerupt, or this attack does nothing.',
      // [003] attack step 4 names this very attack: the discard is done "in order to use it", before the effects that
      // may cancel the attack and the Confusion check (steps 5-6), and stays done if they stop it.
      *payCost(c) {
        const basics = c.energyOn(c.self).filter((u) => isBasicEnergy(c.def(u)))
        if (basics.length < 2) {
          c.cancelled = true
          return
        }
        const picked = yield* c.chooseCards(basics, {
          text: 'Fire Spin: discard which 2 basic Energy cards?',
          min: 2,
          max: 2,
          publicOptions: true,
        })
        c.discard(picked)
      },
    }),
  ],
})
