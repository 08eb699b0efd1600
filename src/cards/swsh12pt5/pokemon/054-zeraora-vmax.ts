import type { EffectCtx, SlotRef } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { discardEnergyFromThis } from '../../effects/energy'

/** Does the Pokémon at `ref` have an Ability now? One whose Abilities are blocked has none (docs/rulings). */
const hasAbility = (c: EffectCtx, ref: SlotRef): boolean =>
  (c.pokemonAt(ref).abilities ?? []).some((a) => c.abilityWorks(ref, a.name))

export const ZERAORA_VMAX = pokemon({
  id: 'swsh12pt5-54',
  name: 'Zeraora VMAX',
  stage: 'vmax',
  evolvesFrom: 'Zeraora V',
  ruleBox: 'VMAX',
  hp: 320,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Reactive Pulse', ['lightning', 'lightning'], 60, {
      damageSuffix: '×',
      text: "Does 60 damage for each of your opponent's Pokémon in play that has an Ability.",
      effect(c) {
        c.damage *= c.allPokemon(c.opp).filter((r) => hasAbility(c, r)).length
      },
    }),
    attack('Max Fist', ['lightning', 'lightning', 'colorless'], 240, {
      text: 'After the damage, discard 2 Energy attached to this Pokémon (you choose which).',
      effect: discardEnergyFromThis(2),
    }),
  ],
})
