/**
 * Test-only card definitions for audit-special.test.ts (rules.md §3 special card mechanics, §1.3 deck building).
 * They add to the mechanics-test pool (./cards.ts, not edited here). Not real cards.
 */
import type { CardDef, EnergyDef } from '../api/card'
import { hasRuleBox, makeCardDb } from '../api/card'
import type { CardDb } from '../api/card'
import { createEngine } from '../engine'
import type { Engine } from '../engine'
import { activeRef } from '../model/types'
import { MECH_CARDS, mon, trainer } from './cards'
import { TEST_CARDS } from '../testing/cards'

export const AUDIT_CARDS: CardDef[] = [
  // §3 Pokémon ex: an Evolution Pokémon ex that evolves from a plain Basic (like Paldean Clodsire ex).
  mon({
    id: 'a-stage1-ex',
    name: 'Flamewing ex',
    stage: 'stage1',
    evolvesFrom: 'Flamelet',
    ruleBox: 'ex',
    hp: 260,
    types: ['fire'],
  }),
  // §3 Tera: an attack that damages every Benched Pokémon, both players' (its own side included).
  mon({
    id: 'a-quake',
    name: 'Quakemole',
    hp: 150,
    types: ['fighting'],
    attacks: [
      {
        name: 'Earthquake',
        cost: [],
        damage: 10,
        effect(c) {
          c.dealDamage()
          for (const seat of [0, 1] as const) for (const ref of c.benched(seat)) c.benchDamage(ref, 20)
        },
      },
    ],
  }),
  // §3 BREAK: a Stage 1 with an activated Ability and a Resistance, and its BREAK card.
  mon({ id: 'a-seedling', name: 'Seedling', hp: 60, types: ['grass'] }),
  mon({
    id: 'a-sprout',
    name: 'Sproutmage',
    stage: 'stage1',
    evolvesFrom: 'Seedling',
    hp: 90,
    types: ['grass'],
    weakness: [{ type: 'fire', op: '×', value: 2 }],
    resistance: [{ type: 'water', op: '-', value: 30 }],
    retreat: 2,
    abilities: [
      {
        name: 'Green Draw',
        text: 'Once during your turn, you may draw a card.',
        oncePerTurn: true,
        use: (c) => void c.draw(1),
      },
    ],
    attacks: [{ name: 'Leaf Cut', cost: [], damage: 30 }],
  }),
  mon({
    id: 'a-sprout-break',
    name: 'Sproutmage BREAK',
    stage: 'break',
    evolvesFrom: 'Sproutmage',
    hp: 150,
    types: ['psychic'],
    retreat: 0,
    attacks: [{ name: 'Mind Break', cost: [], damage: 80 }],
  }),
  mon({
    id: 'a-sprout-stage2',
    name: 'Sproutking',
    stage: 'stage2',
    evolvesFrom: 'Sproutmage',
    hp: 160,
    types: ['grass'],
  }),
  // §3 Mega Evolution: an Item that evolves your Active Pokémon with a card from your hand (a card effect, like Wally).
  trainer({
    id: 'a-evolver',
    name: 'Evolution Call',
    trainerKind: 'item',
    text: 'Evolve your Active Pokémon with an Evolution card from your hand that evolves from it.',
    *play(c) {
      const name = c.pokemonAt(activeRef(c.seat)).name
      const cards = c.cardsIn(c.seat, 'hand', (d) => d.kind === 'pokemon' && d.evolvesFrom === name)
      const [uid] = yield* c.chooseCards(cards, { text: 'Choose an Evolution card', min: 1, max: 1 })
      if (uid !== undefined) c.evolve(activeRef(c.seat), uid)
    },
  }),
  // §3 GX: a TAG TEAM with a GX attack (counts toward the one GX attack per game).
  mon({
    id: 'a-tagteam-gx',
    name: 'Pair & Duo-GX',
    ruleBox: 'TAG TEAM',
    hp: 250,
    types: ['psychic'],
    attacks: [
      { name: 'Pair GX', cost: [], damage: 60, oncePerGame: 'gx' },
      { name: 'Pair Tap', cost: [], damage: 10 },
    ],
  }),
  // §3 Prism Star: a Prism Star Stadium.
  trainer({ id: 'a-prism-stadium', name: 'Shining Hall ◇', trainerKind: 'stadium', prismStar: true }),
  // §3 Fossils: a Fossil Item played as a Basic Pokémon and the Pokémon that evolves from it.
  trainer({
    id: 'a-fossil',
    name: 'Dome Fossil Test',
    trainerKind: 'item',
    playAsPokemon: { hp: 60, types: ['colorless'], retreat: 0, canRetreat: false },
  }),
  mon({
    id: 'a-fossil-evo',
    name: 'Domeling',
    stage: 'stage1',
    evolvesFrom: 'Dome Fossil Test',
    hp: 90,
    types: ['fighting'],
  }),
  // §3 Special Energy: one unit that may be any of several types (like Blend Energy).
  {
    kind: 'energy',
    id: 'a-blend',
    name: 'Blend Test Energy',
    basic: false,
    provides: [{ types: ['grass', 'fire', 'psychic', 'darkness'] }],
  } satisfies EnergyDef,
  // D-5: an ACE SPEC Energy; D-7: another printing of the Prism Star Trainer "Prism Test".
  {
    kind: 'energy',
    id: 'a-ace-energy',
    name: 'Ace Test Energy',
    basic: false,
    aceSpec: true,
    provides: [{ types: 'any' }],
  } satisfies EnergyDef,
  trainer({ id: 'a-prism-alt', name: 'Prism Test', trainerKind: 'item', prismStar: true }),
  // D-3: another printing of "Flamelet".
  mon({
    id: 'a-flamelet-alt',
    name: 'Flamelet',
    hp: 60,
    types: ['fire'],
    attacks: [{ name: 'Singe', cost: [], damage: 20 }],
  }),
  // D-6: another printing of "Radiant Flamelet".
  mon({ id: 'a-radiant-alt', name: 'Radiant Flamelet', ruleBox: 'Radiant', hp: 130, types: ['fire'] }),
  // §3 Technical Machine: its attack is the Pokémon's own while attached.
  trainer({
    id: 'a-tm',
    name: 'TM: Test Blast',
    trainerKind: 'tm',
    attacks: [{ name: 'Test Blast', cost: [], damage: 40 }],
  }),
  // §3 Fossils (classic 1999): a Mysterious-Fossil-like Trainer and the Pokémon that evolves from it.
  trainer({
    id: 'a-old-fossil',
    name: 'Mystery Fossil Test',
    trainerKind: 'item',
    classic: true,
    playAsPokemon: { hp: 10, types: ['colorless'], retreat: 0, canRetreat: false },
  }),
  mon({
    id: 'a-old-fossil-evo',
    name: 'Shellfossil',
    stage: 'stage1',
    evolvesFrom: 'Mystery Fossil Test',
    hp: 70,
    types: ['water'],
  }),
  // §3 Rule Box Pokémon: a Stadium "Pokémon with a Rule Box in play have no Abilities" (like Path to the Peak).
  trainer({
    id: 'a-rulebox-lock',
    name: 'Rule Box Peak',
    trainerKind: 'stadium',
    hooks: { blocksAbilities: (h, target) => hasRuleBox(h.t.pokemon(h.t.mustSlot(target))) },
  }),
  // A Radiant Pokémon with an activated Ability.
  mon({
    id: 'a-radiant-seer',
    name: 'Radiant Seer',
    ruleBox: 'Radiant',
    hp: 120,
    types: ['psychic'],
    abilities: [
      {
        name: 'Radiant Sight',
        text: 'Once during your turn, you may draw a card.',
        oncePerTurn: true,
        use: (c) => void c.draw(1),
      },
    ],
  }),
  // D-8: V-UNION pieces with their set named: three from one set, a fourth printing from another.
  ...['1', '2', '3', '4'].map((x) =>
    mon({
      id: `a-union-${x}`,
      name: 'Audit V-UNION',
      stage: 'vunion',
      ruleBox: 'V-UNION',
      set: 'set-a',
      hp: 300,
      types: ['psychic'],
    }),
  ),
  mon({
    id: 'a-union-4b',
    name: 'Audit V-UNION',
    stage: 'vunion',
    ruleBox: 'V-UNION',
    set: 'set-b',
    hp: 300,
    types: ['psychic'],
  }),
  // §3 Ancient Traits: a Pokémon with a printed trait (not an Ability) that reduces damage from attacks by 20, and a
  // Stadium that stops every Ability.
  mon({
    id: 'a-trait',
    name: 'Traitmon',
    hp: 150,
    types: ['fighting'],
    text: "Ancient Trait (Ω Guard): this Pokémon takes 20 less damage from the opponent's attacks.",
    hooks: {
      incomingDamage: (h, d) => (d.fromAttack && d.attacker && d.attacker.seat !== h.owner ? d.amount - 20 : d.amount),
    },
  }),
  trainer({
    id: 'a-ability-lock',
    name: 'Silent Arena',
    trainerKind: 'stadium',
    hooks: { blocksAbilities: () => true },
  }),
  // "You can't play Item cards" (a Stadium): stops Fossil Items too.
  trainer({
    id: 'a-item-lock',
    name: 'Item Lock Field',
    trainerKind: 'stadium',
    hooks: { blocksTrainer: (_h, _seat, kind) => kind === 'item' },
  }),
  // §3 Mega Evolution by an Ability: "evolve your Active Pokémon with a card from your hand".
  mon({
    id: 'a-evolve-helper',
    name: 'Evolvo',
    hp: 60,
    types: ['colorless'],
    abilities: [
      {
        name: 'Evolution Aid',
        text: 'Once during your turn, you may evolve your Active Pokémon with an Evolution card from your hand that evolves from it.',
        oncePerTurn: true,
        *use(c) {
          const name = c.pokemonAt(activeRef(c.seat)).name
          const cards = c.cardsIn(c.seat, 'hand', (d) => d.kind === 'pokemon' && d.evolvesFrom === name)
          const [uid] = yield* c.chooseCards(cards, { text: 'Choose an Evolution card', min: 1, max: 1 })
          if (uid !== undefined) c.evolve(activeRef(c.seat), uid)
        },
      },
    ],
  }),
]

export const auditDb = (): CardDb => makeCardDb([...TEST_CARDS, ...MECH_CARDS, ...AUDIT_CARDS])
export const auditEngine: Engine = createEngine(auditDb())
