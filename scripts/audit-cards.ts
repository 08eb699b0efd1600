/**
 * Maintainer audit: compare the facts of every card we define with the reference data in ../shared/reference
 * (relative to the repo root), when it is present. Prints every mismatch; always exits 0. The app and the tests
 * never read the reference data.
 *
 *   npm run audit:cards
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AttackDef, CardDef, EnergyType, TypeModifier } from '../src/engine'
import { loadCards } from '../src/cards/registry'
import { SETS } from '../src/cards/sets'

const ALL_CARDS = await loadCards()

interface RefCard {
  id: string
  name: string
  supertype: string
  subtypes?: string[]
  evolvesFrom?: string
  hp?: string
  types?: string[]
  weaknesses?: { type: string; value: string }[]
  resistances?: { type: string; value: string }[]
  retreatCost?: string[]
  attacks?: { name: string; cost: string[]; damage: string }[]
  abilities?: { name: string; type?: string }[]
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const refDir = resolve(root, '..', 'shared', 'reference', 'pokemon-tcg-data', 'cards', 'en')
const refSets = resolve(root, '..', 'shared', 'reference', 'pokemon-tcg-data', 'sets', 'en.json')

/** The series of each reference set ("EX" for the 2003–2007 sets), which decides what its 'ex' subtype means. */
function seriesOfSets(): Map<string, string> {
  if (!existsSync(refSets)) return new Map()
  const sets = JSON.parse(readFileSync(refSets, 'utf8')) as { id: string; series: string }[]
  return new Map(sets.map((s) => [s.id, s.series]))
}

const TYPE: Record<string, EnergyType> = {
  Grass: 'grass',
  Fire: 'fire',
  Water: 'water',
  Lightning: 'lightning',
  Psychic: 'psychic',
  Fighting: 'fighting',
  Darkness: 'darkness',
  Metal: 'metal',
  Fairy: 'fairy',
  Dragon: 'dragon',
  Colorless: 'colorless',
}
const STAGE: Record<string, string> = {
  Basic: 'basic',
  'Stage 1': 'stage1',
  'Stage 2': 'stage2',
  VMAX: 'vmax',
  VSTAR: 'vstar',
}
const KIND: Record<string, string> = { Pokémon: 'pokemon', Trainer: 'trainer', Energy: 'energy' }
/** Trainer subtypes as printed → TrainerDef.trainerKind. */
const TRAINER_KIND: Record<string, string> = {
  Item: 'item',
  Supporter: 'supporter',
  Stadium: 'stadium',
  'Pokémon Tool': 'tool',
  'Technical Machine': 'tm',
}
/** Rule-box subtypes as printed → PokemonDef.ruleBox ('Tera' with 'ex' is a Tera Pokémon ex). */
const RULE_BOX: Record<string, string> = {
  ex: 'ex',
  EX: 'EX',
  GX: 'GX',
  'TAG TEAM': 'TAG TEAM',
  V: 'V',
  VSTAR: 'VSTAR',
  VMAX: 'VMAX',
  'V-UNION': 'V-UNION',
  Radiant: 'Radiant',
}

/**
 * The rule box a card prints. The lower-case 'ex' of the EX era (2003–2007: "Pokémon-ex", 2 Prize cards, its own
 * evolution rules) is `ex-classic`; the 'ex' of Scarlet & Violet is `ex` ('tera-ex' with 'Tera').
 */
function refRuleBox(subtypes: string[], series: string | undefined): string | undefined {
  const box = subtypes.map((s) => RULE_BOX[s]).find(Boolean)
  if (box === 'ex' && series === 'EX') return 'ex-classic'
  return box === 'ex' && subtypes.includes('Tera') ? 'tera-ex' : box
}

/** EX-era power kinds as printed → AbilityDef.exKind (other eras print "Ability" or "Pokémon Power": no kind). */
const EX_KIND: Record<string, string> = { 'Poké-Power': 'poke-power', 'Poké-Body': 'poke-body' }

const show = (v: unknown): string => JSON.stringify(v)

function modifiers(list: { type: string; value: string }[] | undefined): string[] {
  return (list ?? []).map((m) => `${TYPE[m.type] ?? m.type}${m.value.replace('×', '×').replace('−', '-')}`)
}
function ours(list: TypeModifier[] | undefined): string[] {
  return (list ?? []).map((m) => `${m.type}${m.op}${m.value ?? ''}`)
}
function refDamage(s: string): { damage: number; suffix?: string } {
  const m = /^(\d*)\s*([+×x-]?)$/.exec(s.trim())
  if (!m) return { damage: NaN }
  const suffix = m[2] === 'x' ? '×' : m[2] || undefined
  return { damage: m[1] ? Number(m[1]) : 0, ...(suffix ? { suffix } : {}) }
}

function compare(ours_: CardDef, ref: RefCard, series: string | undefined): string[] {
  const out: string[] = []
  const diff = (field: string, a: unknown, b: unknown) => {
    if (show(a) !== show(b)) out.push(`${field}: ours ${show(a)}, reference ${show(b)}`)
  }
  diff('name', ours_.name, ref.name)
  diff('kind', ours_.kind, KIND[ref.supertype] ?? ref.supertype)
  if (ours_.kind === 'pokemon') {
    const stage = (ref.subtypes ?? []).map((s) => STAGE[s]).find(Boolean)
    diff('stage', ours_.stage, stage)
    diff('evolvesFrom', ours_.evolvesFrom, ref.evolvesFrom)
    diff('hp', ours_.hp, ref.hp ? Number(ref.hp) : undefined)
    diff(
      'types',
      ours_.types,
      (ref.types ?? []).map((t) => TYPE[t] ?? t),
    )
    diff('weakness', ours(ours_.weakness), modifiers(ref.weaknesses))
    diff('resistance', ours(ours_.resistance), modifiers(ref.resistances))
    diff('retreat', ours_.retreat, (ref.retreatCost ?? []).length)
    const refAttacks = ref.attacks ?? []
    diff(
      'attack names',
      ours_.attacks.map((a) => a.name),
      refAttacks.map((a) => a.name),
    )
    refAttacks.forEach((ra, i) => {
      const a: AttackDef | undefined = ours_.attacks.find((x) => x.name === ra.name) ?? ours_.attacks[i]
      if (!a) return
      diff(
        `${ra.name} cost`,
        a.cost,
        ra.cost.filter((c) => c !== 'Free').map((c) => TYPE[c] ?? c),
      )
      if (ra.damage.trim() === '?') {
        // Printed "?": the text computes the damage, so there must be an effect (base damage is ours to choose).
        if (!a.effect) out.push(`${ra.name} damage: printed "?" but the attack has no effect to compute it`)
        return
      }
      const d = refDamage(ra.damage)
      diff(`${ra.name} damage`, a.damage ?? 0, d.damage)
      diff(`${ra.name} damage suffix`, a.damageSuffix, d.suffix)
    })
    diff(
      'abilities',
      (ours_.abilities ?? []).map((a) => a.name),
      (ref.abilities ?? []).map((a) => a.name),
    )
    diff(
      'ability kinds',
      (ours_.abilities ?? []).map((a) => a.exKind),
      (ref.abilities ?? []).map((a) => (a.type ? EX_KIND[a.type] : undefined)),
    )
    diff('ruleBox', ours_.ruleBox, refRuleBox(ref.subtypes ?? [], series))
  } else if (ours_.kind === 'trainer') {
    // A Pokémon Tool is printed "Item, Pokémon Tool" in Sword & Shield: the most specific subtype is its kind.
    const kinds = (ref.subtypes ?? []).map((s) => TRAINER_KIND[s]).filter(Boolean)
    const printed = kinds.find((k) => k !== 'item') ?? kinds[0]
    if (printed) diff('trainer kind', ours_.trainerKind, printed)
    // 1999 Trainers are printed without a subtype: defined as classic Items (kit classicTrainer).
    else if (!ours_.classic || ours_.trainerKind !== 'item')
      out.push(
        `trainer kind: ours ${show(ours_.trainerKind)}${ours_.classic ? '' : ' (not classic)'}, printed without a subtype (expected a classic Item)`,
      )
    if (ours_.playAsPokemon || ref.hp)
      diff('hp (played as a Pokémon)', ours_.playAsPokemon?.hp, ref.hp ? Number(ref.hp) : undefined)
    if (ours_.playAsPokemon)
      diff(
        'abilities (played as a Pokémon)',
        (ours_.playAsPokemon.abilities ?? []).map((a) => a.name),
        (ref.abilities ?? []).map((a) => a.name),
      )
    // A Tool's Abilities (TrainerDef.abilities: "the Pokémon V this card is attached to can use the VSTAR Power").
    else if (ours_.abilities || ref.abilities)
      diff(
        'abilities (given by the Tool)',
        (ours_.abilities ?? []).map((a) => a.name),
        (ref.abilities ?? []).map((a) => a.name),
      )
  } else {
    diff('basic', ours_.basic, (ref.subtypes ?? []).includes('Basic'))
  }
  return out
}

function main(): void {
  if (!existsSync(refDir)) {
    console.log('reference data not found — nothing to audit')
    return
  }
  const refs = new Map<string, RefCard>()
  const series = seriesOfSets()
  /** Per set file: the reference ids, to count how many of them we define. */
  const setIds = new Map<string, string[]>()
  for (const f of readdirSync(refDir).filter((x) => x.endsWith('.json'))) {
    const cards = JSON.parse(readFileSync(join(refDir, f), 'utf8')) as RefCard[]
    for (const c of cards) refs.set(c.id, c)
    setIds.set(
      f.replace(/\.json$/, ''),
      cards.map((c) => c.id),
    )
  }
  let checked = 0
  let mismatches = 0
  const missing: string[] = []
  for (const card of ALL_CARDS) {
    const ref = refs.get(card.id)
    if (!ref) {
      missing.push(card.id)
      continue
    }
    checked++
    for (const m of compare(card, ref, series.get(card.id.slice(0, card.id.lastIndexOf('-'))))) {
      mismatches++
      console.log(`${card.id} ${card.name}: ${m}`)
    }
  }
  if (missing.length) console.log(`not in the reference (not audited): ${missing.join(', ')}`)
  // How much of each set we define (every set of the list, and any other set we define a card of).
  const defined = new Set(ALL_CARDS.map((c) => c.id))
  const sets = new Set([...SETS.map((s) => s.id), ...ALL_CARDS.map((c) => c.id.replace(/-[^-]+$/, ''))])
  for (const set of [...sets].sort()) {
    const ids = setIds.get(set)
    if (!ids) continue
    const absent = ids.filter((id) => !defined.has(id))
    const list =
      absent.length === 0
        ? ''
        : absent.length <= 40
          ? ` (missing: ${absent.join(', ')})`
          : ` (${absent.length} missing)`
    console.log(`${set}: ${ids.length - absent.length} of ${ids.length} ids defined${list}`)
  }
  console.log(`audited ${checked} cards: ${mismatches} mismatch${mismatches === 1 ? '' : 'es'}`)
}

main()
