import type { EffectCtx } from '../../../engine'
import { attack, pokemon, resist, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'
import { damagedPokemon } from '../../effects/healing'

/** Witch's Domain can move a counter: one of yours has one, and the opponent's Active may take it. */
const canMoveCounter = (c: EffectCtx): boolean =>
  damagedPokemon(c).length > 0 && c.exists(c.defending) && !c.protectedFromEffects(c.defending)

export const HATTERENE_VMAX = pokemon({
  id: 'swsh12pt5-66',
  name: 'Hatterene VMAX',
  stage: 'vmax',
  evolvesFrom: 'Hatterene V',
  ruleBox: 'VMAX',
  hp: 320,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting', 30),
  retreat: 2,
  abilities: [
    {
      name: "Witch's Domain",
      text: "Once during your turn, you may take 1 or 2 damage counters off your Pokémon and put them on your opponent's Active Pokémon.",
      oncePerTurn: true,
      canUse: canMoveCounter,
      *use(c) {
        // "Up to 2": at least 1 (rules.md WD-1); each counter may come from a different Pokémon of yours.
        for (let i = 0; i < 2 && canMoveCounter(c); i++) {
          const from = yield* c.chooseSlot(damagedPokemon(c), {
            text: `Witch's Domain: move damage counter ${i + 1} of up to 2 from which of your Pokémon?`,
            optional: i > 0,
          })
          if (!from) return
          c.heal(from, 10)
          c.putCounters(c.defending, 1)
        }
      },
    },
  ],
  attacks: [
    attack('G-Max Smite', ['psychic', 'colorless', 'colorless'], 150, {
      text: "After the damage, your opponent's Active Pokémon becomes Confused.",
      effect: defendingIsNow('confused'),
    }),
  ],
})
