/**
 * A card's frame and tone (the `data-frame` and `--tc` of its outer box), and the Energy types an Energy card
 * shows, which its face draws and its tone follows.
 */
import type { CardDef, EnergyDef, EnergyType } from '../../engine'
import { TRAINER_TONE, TYPE_COLOR } from './palette'

export function energyTypes(def: EnergyDef): EnergyType[] {
  const out: EnergyType[] = []
  for (const u of def.provides) out.push(u.types === 'any' ? 'colorless' : (u.types[0] ?? 'colorless'))
  return out.length ? out : ['colorless']
}

/** `dynamax`: a Pokémon VMAX's larger, taller frame (Dynamax); `holo`: every other rule-box Pokémon. */
export function frameOf(def: CardDef): string {
  if (def.kind === 'pokemon' && def.ruleBox === 'VMAX') return 'dynamax'
  if (def.kind === 'pokemon' && def.ruleBox) return 'holo'
  if (def.kind === 'energy' && !def.basic) return 'silver'
  if (def.kind === 'trainer' && !def.classic) return 'silver'
  return 'gold'
}

export function toneOf(def: CardDef): string {
  if (def.kind === 'pokemon') return TYPE_COLOR[def.types[0] ?? 'colorless']
  if (def.kind === 'trainer') return TRAINER_TONE[def.classic ? 'classic' : def.trainerKind]
  const t = energyTypes(def)[0] ?? 'colorless'
  return def.basic ? TYPE_COLOR[t] : '#6b7d8f'
}
