/** Effects shared by the Scarlet & Violet—151 Pokémon sv3pt5-115 … 151. */
import type {
  AbilityDef,
  AttackDef,
  CardDef,
  CardReads,
  EffectCtx,
  EnergyType,
  PokemonDef,
  Proc,
  SlotRef,
} from '../../engine'
import { attack } from '../kit'

/** A Pokémon ex (SV, incl. Tera) or a Pokémon V (V, VSTAR, VMAX, V-UNION): what "Pokémon ex or Pokémon V" means. */
export const isExOrV = (d: PokemonDef): boolean =>
  d.ruleBox === 'ex' ||
  d.ruleBox === 'tera-ex' ||
  d.ruleBox === 'V' ||
  d.ruleBox === 'VSTAR' ||
  d.ruleBox === 'VMAX' ||
  d.ruleBox === 'V-UNION'

/** The Eevee evolutions' "…Fighting X": +N damage if the opponent's Active is a Pokémon ex or Pokémon V. */
export function bonusVsExOrV(name: string, cost: EnergyType[], base: number, bonus: number): AttackDef {
  return attack(name, cost, base, {
    damageSuffix: '+',
    text: `Does ${bonus} more damage when your opponent's Active Pokémon is a Pokémon ex or a Pokémon V.`,
    effect(c) {
      if (isExOrV(c.pokemonAt(c.defending))) c.damage += bonus
    },
  })
}

/** Does this Pokémon have any Energy attached that provides `type`? */
export const hasEnergyOfType = (c: CardReads, ref: SlotRef, type: EnergyType): boolean =>
  c.attachedEnergy(ref).some((e) => e.def.provides.some((p) => p.types === 'any' || p.types.includes(type)))

/** The Legendary birds' "…Float": no Retreat Cost while this Pokémon has any Energy of `type` attached. */
export function floatAbility(name: string, type: EnergyType, typeName: string): AbilityDef {
  return {
    name,
    text: `While this Pokémon has any ${typeName} Energy attached, its Retreat Cost is 0.`,
    hooks: {
      retreatCost: (h, cost) => (h.self && hasEnergyOfType(h, h.self, type) ? 0 : cost),
    },
  }
}

/**
 * The attacking player chooses an Energy card attached to the opponent's Active Pokémon and moves it to `to`
 * (nothing if it has none, or is protected from effects of attacks).
 */
export function* moveDefendingEnergy(c: EffectCtx, to: 'discard' | 'hand'): Proc<void> {
  const target = c.defending
  if (!c.exists(target) || c.protectedFromEffects(target)) return
  const [uid] = yield* c.chooseCards(c.energyOn(target), {
    text: `Choose an Energy card attached to ${c.pokemonAt(target).name} to ${to === 'hand' ? "put into your opponent's hand" : 'discard'}`,
    min: 1,
    max: 1,
    publicOptions: true,
  })
  if (uid !== undefined) c.moveTo(uid, to)
}

/** A Basic Pokémon card (not a Trainer played as one: in the deck a Fossil is not a Pokémon, rules.md §3). */
export const isBasicPokemon = (d: CardDef): boolean => d.kind === 'pokemon' && d.stage === 'basic'
