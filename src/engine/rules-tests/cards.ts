/**
 * Extra test-only card definitions for the rules tests (rules.md §1.1–1.6, §2, §4.2). They add to
 * testing/cards.ts (which is shared and not edited here). Not real cards.
 */
import type { CardDef, PokemonDef, TrainerDef } from '../api/card'
import { makeCardDb } from '../api/card'
import { activeRef } from '../model/types'
import { TEST_CARDS } from '../testing/cards'
import { createEngine } from '../engine'
import type { Engine } from '../engine'

const mon = (p: Partial<PokemonDef> & Pick<PokemonDef, 'id' | 'name' | 'hp' | 'types'>): PokemonDef => ({
  kind: 'pokemon',
  stage: 'basic',
  retreat: 1,
  attacks: [{ name: 'Tackle', cost: ['colorless'], damage: 10 }],
  ...p,
})

const trainer = (p: Partial<TrainerDef> & Pick<TrainerDef, 'id' | 'name' | 'trainerKind'>): TrainerDef => ({
  kind: 'trainer',
  ...p,
})

/** An Item card that does `play`. */
const item = (id: string, name: string, play: TrainerDef['play']): TrainerDef => ({
  kind: 'trainer',
  id,
  name,
  trainerKind: 'item',
  play,
})

export const RULES_CARDS: CardDef[] = [
  // D-3: another printing of "Flamelet" with a different attack.
  mon({
    id: 'fire-basic-alt',
    name: 'Flamelet',
    hp: 60,
    types: ['fire'],
    attacks: [{ name: 'Singe', cost: ['fire'], damage: 20 }],
  }),
  // C-2 / D-4 / D-8: V-UNION pieces (one name) and a Restored Pokémon: neither Basic nor Evolution.
  ...['a', 'b', 'c', 'd', 'e'].map((x) =>
    mon({
      id: `vunion-${x}`,
      name: 'Mewtwo V-UNION',
      stage: 'vunion',
      ruleBox: 'V-UNION',
      hp: 310,
      types: ['psychic'],
      retreat: 2,
    }),
  ),
  mon({ id: 'restored', name: 'Omanyte', stage: 'restored', hp: 90, types: ['water'] }),
  mon({ id: 'restored-evo', name: 'Omastar', stage: 'stage1', evolvesFrom: 'Omanyte', hp: 140, types: ['water'] }),
  // D-4: a Fossil Trainer that is played as a Basic Pokémon (not a Basic Pokémon in the deck).
  trainer({
    id: 'fossil',
    name: 'Old Fossil',
    trainerKind: 'item',
    playAsPokemon: { hp: 60, types: ['colorless'], retreat: 0, canRetreat: false },
  }),
  // D-5: ACE SPEC flag on a Pokémon; D-6: a second Radiant name; D-7: a second Prism Star name.
  mon({ id: 'ace-pokemon', name: 'Ace Beast', aceSpec: true, hp: 120, types: ['metal'] }),
  mon({ id: 'radiant-2', name: 'Radiant Splashling', ruleBox: 'Radiant', hp: 130, types: ['water'] }),
  trainer({
    id: 'prism-b',
    name: 'Prism Other',
    trainerKind: 'item',
    prismStar: true,
    play(c) {
      c.draw(1)
    },
  }),
  // C-3: Fairy must work as a type even though SV prints no Fairy Pokémon.
  mon({
    id: 'fairy-basic',
    name: 'Pixiefly',
    hp: 60,
    types: ['fairy'],
    attacks: [{ name: 'Sparkle', cost: ['fairy'], damage: 20 }],
  }),
  mon({
    id: 'fairy-weak',
    name: 'Wyrmlet',
    hp: 100,
    types: ['dragon'],
    weakness: [{ type: 'fairy', op: '×', value: 2 }],
    attacks: [],
  }),
  // AB-1…AB-3: an activated Ability (once per turn, draw 1) and a passive one (no Retreat Cost).
  mon({
    id: 'ability-draw',
    name: 'Seer',
    hp: 70,
    types: ['psychic'],
    retreat: 1,
    abilities: [
      {
        name: 'Foresight',
        text: 'Once during your turn, you may draw a card.',
        oncePerTurn: true,
        use: (c) => void c.draw(1),
      },
    ],
    attacks: [{ name: 'Psybeam', cost: [], damage: 10 }],
  }),
  mon({
    id: 'ability-passive',
    name: 'Floater',
    hp: 70,
    types: ['psychic'],
    retreat: 3,
    abilities: [{ name: 'Levitate', text: 'This Pokémon has no Retreat Cost.', hooks: { retreatCost: () => 0 } }],
  }),
  // AB-4: an attack that does nothing is still an attack.
  mon({
    id: 'noop-attacker',
    name: 'Chirper',
    hp: 60,
    types: ['colorless'],
    retreat: 1,
    attacks: [{ name: 'Call for Family', cost: [], damage: 0, effect: () => undefined }],
  }),
  // EN-2: an Item that attaches an Energy card from hand to the Active Pokémon.
  trainer({
    id: 'item-attach',
    name: 'Energy Charger',
    trainerKind: 'item',
    text: 'Attach an Energy card from your hand to your Active Pokémon.',
    *play(c) {
      const energies = c.cardsIn(c.seat, 'hand', (d) => d.kind === 'energy')
      const [uid] = yield* c.chooseCards(energies, { text: 'Choose an Energy card to attach', min: 1, max: 1 })
      if (uid !== undefined) c.attach(uid, activeRef(c.seat))
    },
  }),
  // R-5 / E-6: switch the Active with a Benched Pokémon.
  trainer({
    id: 'item-switch',
    name: 'Swap',
    trainerKind: 'item',
    *play(c) {
      yield* c.switchActive(c.seat)
    },
  }),
  // T-TM: a Technical Machine gives its attack to the Pokémon it is attached to.
  trainer({ id: 'tm', name: 'TM: Blast', trainerKind: 'tm', attacks: [{ name: 'Blast', cost: [], damage: 30 }] }),
  // Z-5: a deck search (private to the searching player).
  trainer({
    id: 'item-search',
    name: 'Basic Finder',
    trainerKind: 'item',
    *play(c) {
      yield* c.searchDeck({
        text: 'Search your deck for a Basic Pokémon',
        filter: (d) => d.kind === 'pokemon' && d.stage === 'basic',
        max: 1,
      })
    },
  }),
  // §2 row 25: a Stadium that stops Items (and only Items) from being played.
  trainer({
    id: 'item-lock',
    name: 'Item Lock Arena',
    trainerKind: 'stadium',
    hooks: { blocksTrainer: (_h, _seat, kind) => kind === 'item' },
  }),
  // §2 row 14, B-17: a Base Set Defender style Tool, "Damage done to that Pokémon by attacks is reduced by 20".
  trainer({
    id: 'aer-shield',
    name: 'Era Shield',
    trainerKind: 'tool',
    hooks: { incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 20 : d.amount) },
  }),
  // C-5: an effect that names "Item cards" (Sword & Shield rules count a Tool among them).
  trainer({
    id: 'item-recycle',
    name: 'Item Finder',
    trainerKind: 'supporter',
    text: 'Put an Item card from your discard pile into your hand.',
    *play(c) {
      const items = c.cardsIn(c.seat, 'discard', (d) => c.isItem(d))
      const [uid] = yield* c.chooseCards(items, { text: 'Choose an Item card', min: 1, max: 1 })
      if (uid !== undefined) c.moveTo(uid, 'hand')
    },
  }),
  // A second Tool, and a Supporter that draws nothing (so the hand does not change under the test).
  trainer({ id: 'tool-b', name: 'Guard Charm', trainerKind: 'tool' }),
  trainer({
    id: 'supporter-b',
    name: 'Coach Test',
    trainerKind: 'supporter',
    play(c) {
      c.draw(1)
    },
  }),
  // E-7: a Stage 1 that evolves from Seer (which has the Ability Foresight) and has no Ability of its own.
  {
    kind: 'pokemon',
    id: 'audit-seer-evo',
    name: 'Oracle',
    stage: 'stage1',
    evolvesFrom: 'Seer',
    hp: 100,
    types: ['psychic'],
    retreat: 1,
    attacks: [{ name: 'Mind Shock', cost: ['colorless'], damage: 30 }],
  } satisfies PokemonDef,
  // T-STAD-3: another printing of the Stadium "Test Arena" (same name, different card).
  { kind: 'trainer', id: 'audit-arena-alt', name: 'Test Arena', trainerKind: 'stadium' } satisfies TrainerDef,
  // E-2: an Item that puts a Basic Pokémon from the deck straight onto the Bench.
  {
    kind: 'trainer',
    id: 'audit-bench-call',
    name: 'Bench Call',
    trainerKind: 'item',
    *play(c) {
      yield* c.searchDeck({
        text: 'Search your deck for a Basic Pokémon and put it onto your Bench',
        filter: (d) => d.kind === 'pokemon' && d.stage === 'basic',
        max: 1,
        to: 'bench',
      })
    },
  } satisfies TrainerDef,
  // E-8: an Item that devolves the Active Pokémon (its top card goes back to the hand).
  {
    kind: 'trainer',
    id: 'audit-devolve',
    name: 'Devolve Spray',
    trainerKind: 'item',
    play(c) {
      c.devolve(activeRef(c.seat), c.me.active!.stack.length - 1, 'hand')
    },
  } satisfies TrainerDef,
  // ---------- §1.1 visibility: what each seat may know (zones.test.ts, setup.test.ts) ----------
  // A Pokémon whose Ability acts when it is taken as a Prize card (like Chansey's Lucky Bonus).
  {
    kind: 'pokemon',
    id: 'vis-lucky',
    name: 'Lucky Charmer',
    stage: 'basic',
    hp: 60,
    types: ['colorless'],
    retreat: 1,
    abilities: [
      {
        name: 'Windfall',
        text: 'When you take this card as a Prize card during your turn, you may put it onto your Bench instead of into your hand.',
        onPrize: { may: true },
        canUse: (c) => c.duringTurnOf(c.seat) && c.benchRoom() > 0,
        use(c) {
          c.putOnBench(c.src.card!)
        },
      },
    ],
    attacks: [{ name: 'Pound', cost: [], damage: 10 }],
  } satisfies PokemonDef,
  // "Search your deck for a card and put it into your hand. Shuffle your deck afterward." (no reveal, like Computer Search)
  item('vis-search-hidden', 'Quiet Search', function* (c) {
    yield* c.searchDeck({ text: 'Choose a card', max: 1, reveal: false })
  }),
  // "Search your deck for a card, reveal it, and put it into your hand."
  item('vis-search-shown', 'Open Search', function* (c) {
    yield* c.searchDeck({ text: 'Choose a card', max: 1 })
  }),
  // "Search your deck for a Basic Pokémon and put it onto your Bench."
  item('vis-search-bench', 'Bench Call', function* (c) {
    yield* c.searchDeck({
      text: 'Choose a Basic Pokémon',
      max: 1,
      to: 'bench',
      reveal: false,
      filter: (d) => d.kind === 'pokemon' && d.stage === 'basic',
    })
  }),
  // "Put a card from your discard pile into your hand."
  item('vis-recycle', 'Recycle Test', function* (c) {
    const [u] = yield* c.chooseCards(c.me.discard, { text: 'Choose a card', min: 1, max: 1 })
    if (u !== undefined) c.moveTo(u, 'hand')
  }),
  // "Shuffle your hand into your deck. Then draw 3 cards."
  item('vis-reshuffle', 'Reshuffle Test', (c) => {
    for (const u of [...c.me.hand]) c.moveTo(u, 'deck')
    c.shuffleDeck()
    c.draw(3)
  }),
  // "Discard a card from your hand. If you do, draw 2 cards."
  item('vis-trade', 'Trade Test', function* (c) {
    const [u] = yield* c.chooseCards(c.me.hand, { text: 'Discard a card', min: 1, max: 1 })
    if (u === undefined) return
    c.discard([u])
    c.draw(2)
  }),
  // "Discard the top 2 cards of your deck."
  item('vis-mill', 'Mill Test', (c) => c.discard(c.me.deck.slice(0, 2))),
  // "Look at the top 2 cards of your deck and put them back in any order."
  item('vis-peek', 'Peek Test', function* (c) {
    const top = c.me.deck.slice(0, 2)
    c.lookAt(top, 'Peek Test')
    const order = yield* c.orderCards(top, 'Put them back, first on top')
    for (const u of [...order].reverse()) c.moveTo(u, 'deck', 'top')
  }),
]

export const rulesDb = () => makeCardDb([...TEST_CARDS, ...RULES_CARDS])
export const rulesEngine = (): Engine => createEngine(rulesDb())
