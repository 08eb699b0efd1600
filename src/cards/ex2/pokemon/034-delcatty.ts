import type { EffectCtx, SlotRef } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'

/** Basic Energy cards attached to a Pokémon (cards, not units; none on a Pokémon no longer there). */
const basicEnergyCardsOn = (c: EffectCtx, ref: SlotRef): number =>
  c.exists(ref) ? c.attachedEnergy(ref).filter((e) => e.def.basic).length : 0

/** ex2-34. Delcatty: Ultra Energy Source counts the basic Energy cards on all the Active Pokémon (2 or up to 4). */
export const DELCATTY = pokemon({
  id: 'ex2-34',
  name: 'Delcatty',
  stage: 'stage1',
  evolvesFrom: 'Skitty',
  hp: 80,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Scratch', ['colorless', 'colorless'], 30),
    attack('Ultra Energy Source', ['colorless', 'colorless', 'colorless'], 10, {
      damageSuffix: '×',
      text: "Does 10 damage for each basic Energy card attached to the two Active Pokémon (yours and your opponent's).",
      effect(c) {
        // "All of the Active Pokémon (both yours and your opponent's)": four in a 2-on-2 Battle (seed 003 Appendix A).
        const all = [...c.activePokemon(c.seat), ...c.activePokemon(c.opp)]
        c.damage *= all.reduce((n, ref) => n + basicEnergyCardsOn(c, ref), 0)
      },
    }),
  ],
})
