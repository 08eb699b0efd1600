/**
 * Basic Energy as deck lists name it: `Basic {R} Energy` (Pokémon TCG Live), `Basic Fire Energy`, `Fire Energy`
 * (older lists, the 1999 cards), `R Energy`. Any printing of a basic Energy type maps to one of ours.
 */
import type { CardDef, EnergyType } from '../engine'
import { normalizeName } from './parse'

/** The one-letter symbols deck lists write in braces (`{R}` is Fire). */
export const ENERGY_SYMBOL: Readonly<Record<string, EnergyType>> = {
  g: 'grass',
  r: 'fire',
  w: 'water',
  l: 'lightning',
  p: 'psychic',
  f: 'fighting',
  d: 'darkness',
  m: 'metal',
  y: 'fairy',
}

const SYMBOL_OF = Object.fromEntries(Object.entries(ENERGY_SYMBOL).map(([s, t]) => [t, s.toUpperCase()])) as Record<
  EnergyType,
  string | undefined
>

const TYPE_WORDS = 'grass|fire|water|lightning|psychic|fighting|darkness|dark|metal|fairy'
const BASIC_ENERGY = new RegExp(`^(?:basic )?(?:\\{([a-z])\\}|([a-z])|(${TYPE_WORDS})) energy$`)

/** The type of basic Energy a deck-list name stands for, or undefined when it names no basic Energy. */
export function basicEnergyType(name: string): EnergyType | undefined {
  const m = BASIC_ENERGY.exec(normalizeName(name))
  if (!m) return undefined
  if (m[1] ?? m[2]) return ENERGY_SYMBOL[(m[1] ?? m[2])!]
  return m[3] === 'dark' ? 'darkness' : (m[3] as EnergyType)
}

/** The type a basic Energy card provides (undefined for any other card). */
export function typeOfBasicEnergy(def: CardDef): EnergyType | undefined {
  if (def.kind !== 'energy' || !def.basic) return undefined
  const t = def.provides[0]?.types
  return Array.isArray(t) ? t[0] : undefined
}

/**
 * How Pokémon TCG Live names a basic Energy card (`Basic {R} Energy`) when ours is named that way (`Basic Fire
 * Energy`); older prints keep their printed name (`Fire Energy`).
 */
export function deckListName(def: CardDef): string {
  const type = typeOfBasicEnergy(def)
  const symbol = type && SYMBOL_OF[type]
  if (symbol && /^basic /i.test(def.name)) return `Basic {${symbol}} Energy`
  return def.name
}
