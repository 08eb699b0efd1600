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
      *effect(c) {
        const basics = c.energyOn(c.self).filter((u) => isBasicEnergy(c.def(u)))
        if (basics.length < 2) {
          c.damage = 0
          return
        }
        // The discard is what the damage depends on, so it comes first.
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
