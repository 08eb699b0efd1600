/**
 * Test-only card definitions for the rules tests in this folder (rules.md §1.7–1.14, §2, §3).
 * They switch on one mechanic each; none is a real card. The shared ones live in ../testing/cards.ts.
 */
import type { CardDef, EnergyDef, PokemonDef, TrainerDef } from '../api/card'
import { hasRuleBox, makeCardDb } from '../api/card'
import { activeRef } from '../model/types'
import type { CardDb } from '../api/card'
import { runEffect } from '../api/card'
import { TEST_CARDS } from '../testing/cards'

/** A Basic Pokémon with Retreat Cost 1 and a free 10-damage Tackle, unless `p` says otherwise. */
export const mon = (p: Partial<PokemonDef> & Pick<PokemonDef, 'id' | 'name' | 'hp' | 'types'>): PokemonDef => ({
  kind: 'pokemon',
  stage: 'basic',
  retreat: 1,
  attacks: [{ name: 'Tackle', cost: [], damage: 10 }],
  ...p,
})
export const trainer = (p: Partial<TrainerDef> & Pick<TrainerDef, 'id' | 'name' | 'trainerKind'>): TrainerDef => ({
  kind: 'trainer',
  ...p,
})

export const MECH_CARDS: CardDef[] = [
  // ---------- attackers with status, self-damage, bench and counter attacks ----------
  mon({
    id: 'm-status',
    name: 'Hexling',
    hp: 100,
    types: ['psychic'],
    attacks: [
      {
        name: 'Stun Wave',
        cost: [],
        damage: 10,
        effect(c) {
          c.dealDamage()
          c.paralyze()
        },
      },
      {
        name: 'Self Stun',
        cost: [],
        damage: 0,
        effect(c) {
          c.paralyze(c.self)
        },
      },
      {
        name: 'Lullaby',
        cost: [],
        damage: 0,
        effect(c) {
          c.asleep()
        },
      },
      {
        name: 'Dizzy Dance',
        cost: [],
        damage: 0,
        effect(c) {
          c.confuse()
        },
      },
      {
        name: 'Toxic Mist',
        cost: [],
        damage: 0,
        effect(c) {
          c.poison()
        },
      },
      {
        name: 'Heavy Toxin',
        cost: [],
        damage: 0,
        effect(c) {
          c.poison(c.defending, 2)
        },
      },
      {
        name: 'Scorch',
        cost: [],
        damage: 0,
        effect(c) {
          c.burn()
        },
      },
      {
        name: 'Chaos Cloud',
        cost: [],
        damage: 0,
        effect(c) {
          c.poison()
          c.burn()
          c.paralyze()
        },
      },
      {
        name: 'Bench Hex',
        cost: [],
        damage: 0,
        *effect(c) {
          const t = yield* c.chooseSlot(c.benched(c.opp), { text: 'Choose a Benched Pokémon' })
          if (t) c.paralyze(t)
        },
      },
    ],
  }),
  mon({
    id: 'm-recoil',
    name: 'Rambull',
    hp: 60,
    types: ['fighting'],
    attacks: [
      {
        name: 'Reckless Charge',
        cost: [],
        damage: 40,
        effect(c) {
          c.dealDamage()
          c.selfDamage(20)
        },
      },
      {
        name: 'Self Destruct',
        cost: [],
        damage: 60,
        effect(c) {
          c.dealDamage()
          c.selfDamage(60)
        },
      },
    ],
  }),
  mon({
    id: 'm-spreader',
    name: 'Spraywhale',
    hp: 120,
    types: ['water'],
    attacks: [
      {
        name: 'Bench Splash',
        cost: [],
        damage: 10,
        *effect(c) {
          c.dealDamage()
          const t = yield* c.chooseSlot(c.benched(c.opp), { text: 'Choose a Benched Pokémon' })
          if (t) c.benchDamage(t, 30)
        },
      },
      {
        name: 'Curse Drops',
        cost: [],
        damage: 0,
        *effect(c) {
          const t = yield* c.chooseSlot(c.allPokemon(c.opp), { text: 'Choose a Pokémon' })
          if (t) c.putCounters(t, 3)
        },
      },
      {
        name: 'Snipe',
        cost: [],
        damage: 0,
        *effect(c) {
          const t = yield* c.chooseSlot(c.allPokemon(c.opp), { text: 'Choose a Pokémon' })
          if (t) c.dealDamage(20, t)
        },
      },
      // Printed 0 and the effect calls dealDamage anyway: DMG-2 says no damage even with boosts.
      {
        name: 'Splash',
        cost: [],
        damage: 0,
        effect(c) {
          c.dealDamage()
        },
      },
      {
        name: 'Gamble',
        cost: [],
        damage: 30,
        effect(c) {
          if (!c.flip()) c.cancelled = true
        },
      },
      {
        name: 'Big Draw',
        cost: [],
        damage: 0,
        effect(c) {
          c.draw(5)
        },
      },
    ],
  }),
  mon({
    id: 'm-withdraw',
    name: 'Shellkid',
    hp: 40,
    types: ['water'],
    weakness: [{ type: 'lightning', op: '×', value: 2 }],
    attacks: [
      {
        name: 'Withdraw',
        cost: [],
        damage: 0,
        effect(c) {
          c.mark(c.self, { source: 'engine', key: 'prevent-damage', until: 'opponent-next-turn', clearsOnMove: true })
        },
      },
      { name: 'Growl', cost: [], damage: 0 },
    ],
  }),
  // ATK-b: "If the Defending Pokémon tries to attack during your opponent's next turn, your opponent flips a coin.
  // If tails, that attack doesn't happen."
  mon({
    id: 'm-smoke',
    name: 'Smogpuff',
    hp: 70,
    types: ['darkness'],
    attacks: [
      {
        name: 'Smokescreen',
        cost: [],
        damage: 10,
        effect(c) {
          c.dealDamage()
          c.mark(c.defending, {
            source: 'm-smoke',
            key: 'smokescreen',
            until: 'opponent-next-turn',
            clearsOnMove: true,
          })
        },
      },
      {
        name: 'Devolve Ray',
        cost: [],
        damage: 0,
        effect(c) {
          c.devolve(c.defending, 1)
        },
      },
      {
        name: 'Lasting Glare',
        cost: [],
        damage: 0,
        effect(c) {
          c.mark(c.defending, { source: 'm-smoke', key: 'glare', clearsOnMove: true })
        },
      },
    ],
    markers: {
      smokescreen: { beforeAttack: (_h, flip) => flip() },
      glare: { canAttack: () => false },
    },
  }),
  // ---------- Weakness / Resistance test bodies ----------
  mon({
    id: 'm-steam',
    name: 'Steamling',
    hp: 100,
    types: ['fire', 'water'],
    attacks: [{ name: 'Steam', cost: [], damage: 30 }],
  }),
  mon({
    id: 'm-leafguard',
    name: 'Leafguard',
    hp: 200,
    types: ['grass'],
    weakness: [{ type: 'fire', op: '×', value: 2 }],
    resistance: [{ type: 'water', op: '-', value: 30 }],
  }),
  mon({
    id: 'm-plusweak',
    name: 'Oldtimer',
    hp: 200,
    types: ['grass'],
    weakness: [{ type: 'fire', op: '+', value: 20 }],
    resistance: [{ type: 'water', op: '-', value: 20 }],
  }),
  mon({
    id: 'm-triple',
    name: 'Glasswing',
    hp: 200,
    types: ['grass'],
    weakness: [{ type: 'fire', op: '×', value: 3 }],
  }),
  // Card data without amounts: the rule set supplies ×2 / −30 (era rows 21-22, rules.md §7.7).
  mon({
    id: 'm-bareweak',
    name: 'Plainleaf',
    hp: 200,
    types: ['grass'],
    weakness: [{ type: 'fire', op: '×' }],
    resistance: [{ type: 'water', op: '-' }],
  }),
  // An attack that damages its own Active Pokémon (not the Defending Pokémon) while weak to its own type: DMG-3.
  mon({
    id: 'm-backfire',
    name: 'Kindlekit',
    hp: 100,
    types: ['fire'],
    weakness: [{ type: 'fire', op: '×', value: 2 }],
    attacks: [{ name: 'Backfire', cost: [], damage: 0, effect: (c) => void c.dealDamage(30, c.self) }],
  }),
  mon({
    id: 'm-fire60',
    name: 'Cinderpup',
    hp: 100,
    types: ['fire'],
    attacks: [
      { name: 'Fire Fang', cost: [], damage: 60 },
      { name: 'Nip', cost: [], damage: 10 },
    ],
  }),
  // Base Set style self-weak Psychic (Confusion tails in classic1999 applies its own W/R).
  mon({
    id: 'm-selfweak',
    name: 'Mindbender',
    hp: 100,
    types: ['psychic'],
    weakness: [{ type: 'psychic', op: '×' }],
    attacks: [
      { name: 'Psybeam', cost: [], damage: 10 },
      { name: 'Meditate', cost: [], damage: 0 },
    ],
  }),
  mon({
    id: 'm-selfresist',
    name: 'Rockling',
    hp: 100,
    types: ['fighting'],
    resistance: [{ type: 'fighting', op: '-' }],
    attacks: [{ name: 'Rock Throw', cost: [], damage: 10 }],
  }),
  // ---------- damage done by an Ability, not an attack (DMG-3, DMG-4) ----------
  mon({
    id: 'm-flare-ability',
    name: 'Flarecaster',
    hp: 100,
    types: ['fire'],
    abilities: [
      {
        name: 'Flare Burst',
        text: "Once during your turn, you may have this Ability do 30 damage to your opponent's Active Pokémon.",
        oncePerTurn: true,
        use: (c) => void c.dealDamage(30, activeRef(c.opp)),
      },
    ],
  }),
  // ---------- Checkup ----------
  mon({
    id: 'm-lazy',
    name: 'Dozebear',
    hp: 100,
    types: ['colorless'],
    abilities: [
      {
        name: 'Lazy Eating',
        text: 'During Pokémon Checkup, heal 10 damage from this Pokémon.',
        hooks: {
          checkup: (h) => {
            if (h.self) h.heal(h.self, 10)
          },
        },
      },
    ],
  }),
  // ---------- WD-5: self-reference when an attack is copied ----------
  mon({
    id: 'm-flail',
    name: 'Flopfish',
    hp: 100,
    types: ['water'],
    attacks: [
      {
        name: 'Flail',
        cost: [],
        damage: 10,
        damageSuffix: '×',
        effect(c) {
          c.dealDamage(c.damageOn(c.self))
        },
      },
    ],
  }),
  mon({
    id: 'm-mimic',
    name: 'Copycat',
    hp: 100,
    types: ['colorless'],
    attacks: [
      {
        name: 'Mimic',
        cost: [],
        damage: 0,
        *effect(c) {
          const copied = c.pokemonAt(c.defending).attacks[0]!
          c.damage = copied.damage
          if (copied.effect) yield* runEffect(copied.effect, c)
        },
      },
    ],
  }),
  // ---------- §3 mechanics ----------
  mon({
    id: 'm-vstar',
    name: 'Sparkle VSTAR',
    stage: 'vstar',
    evolvesFrom: 'Sparkle V',
    ruleBox: 'VSTAR',
    hp: 260,
    types: ['psychic'],
    attacks: [
      { name: 'Star Burst', cost: [], damage: 50, oncePerGame: 'vstar' },
      { name: 'Twinkle', cost: [], damage: 10 },
    ],
    abilities: [
      {
        name: 'Star Draw',
        text: 'VSTAR Power. Draw 2 cards.',
        vstarPower: true,
        use(c) {
          c.draw(2)
        },
      },
    ],
  }),
  mon({ id: 'm-v', name: 'Sparkle V', ruleBox: 'V', hp: 200, types: ['psychic'] }),
  mon({
    id: 'm-gx',
    name: 'Shade-GX',
    ruleBox: 'GX',
    hp: 200,
    types: ['darkness'],
    attacks: [
      { name: 'Shade GX', cost: [], damage: 50, oncePerGame: 'gx' },
      { name: 'Shade Tap', cost: [], damage: 10 },
    ],
  }),
  mon({ id: 'm-vunion', name: 'Union V-UNION', stage: 'vunion', ruleBox: 'V-UNION', hp: 300, types: ['psychic'] }),
  mon({ id: 'm-exclassic', name: 'Scyther ex', ruleBox: 'ex-classic', hp: 100, types: ['grass'] }),
  mon({ id: 'm-prism-mon', name: 'Glimmer ◇', prismStar: true, hp: 60, types: ['psychic'] }),
  mon({
    id: 'm-tera-fire',
    name: 'Blaze Crystal ex',
    ruleBox: 'tera-ex',
    hp: 200,
    types: ['fire'],
    weakness: [{ type: 'water', op: '×', value: 2 }],
  }),
  trainer({
    id: 'm-guard',
    name: 'Guard Charm',
    trainerKind: 'tool',
    hooks: {
      incomingDamage: (h, d) => (d.fromAttack && d.attacker && d.attacker.seat !== h.owner ? d.amount - 20 : d.amount),
    },
  }),
  trainer({ id: 'm-prism-tool', name: 'Shiny Band ◇', trainerKind: 'tool', prismStar: true }),
  {
    kind: 'energy',
    id: 'm-twin-fire',
    name: 'Twin Fire Energy',
    basic: false,
    provides: [{ types: ['fire'] }, { types: ['fire'] }],
  } satisfies EnergyDef,
  {
    kind: 'energy',
    id: 'm-shield-energy',
    name: 'Shield Energy',
    basic: false,
    provides: [{ types: ['colorless'] }],
    hooks: {
      incomingDamage: (h, d) => (d.fromAttack && d.attacker && d.attacker.seat !== h.owner ? d.amount - 10 : d.amount),
    },
  } satisfies EnergyDef,
  {
    kind: 'energy',
    id: 'm-prism-energy',
    name: 'Prism Energy ◇',
    basic: false,
    prismStar: true,
    provides: [{ types: 'any' }],
  } satisfies EnergyDef,
  // ---------- WD-1 / WD-2 / WD-3 / WD-4 wording ----------
  trainer({
    id: 'm-trash',
    name: 'Trash Up To Two',
    trainerKind: 'item',
    text: 'Discard up to 2 cards from your hand.',
    *play(c) {
      const cards = yield* c.chooseCards(c.me.hand, { text: 'Discard up to 2 cards', min: 1, max: 2 })
      c.discard(cards)
    },
  }),
  trainer({
    id: 'm-anyamount',
    name: 'Toss Any',
    trainerKind: 'item',
    text: 'Discard any number of cards from your hand.',
    *play(c) {
      const cards = yield* c.chooseCards(c.me.hand, {
        text: 'Discard any number of cards',
        min: 0,
        max: c.me.hand.length,
      })
      c.discard(cards)
    },
  }),
  trainer({
    id: 'm-maydraw',
    name: 'Maybe Draw',
    trainerKind: 'item',
    text: 'You may draw 2 cards.',
    *play(c) {
      if (yield* c.yesNo('Draw 2 cards?')) c.draw(2)
    },
  }),
  trainer({
    id: 'm-drawupto',
    name: 'Draw Up To Three',
    trainerKind: 'item',
    text: 'Draw up to 3 cards.',
    *play(c) {
      const n = yield* c.chooseOne('Draw how many?', ['0', '1', '2', '3'])
      c.draw(n)
    },
  }),
  trainer({
    id: 'm-bigdraw',
    name: 'Huge Draw',
    trainerKind: 'item',
    text: 'Draw 10 cards.',
    play(c) {
      c.draw(10)
    },
  }),
  // ---------- N-*: names ----------
  mon({ id: 'n-gengar', name: 'Gengar', hp: 100, types: ['psychic'] }),
  mon({ id: 'n-gengar-lv43', name: 'Gengar LV.43', hp: 100, types: ['psychic'] }),
  mon({ id: 'n-gengar-lv44', name: 'Gengar LV.44', hp: 100, types: ['psychic'] }),
  mon({ id: 'n-gengar-lvx', name: 'Gengar LV.X', hp: 120, types: ['psychic'] }),
  mon({ id: 'n-alakazam', name: 'Alakazam', hp: 100, types: ['psychic'] }),
  mon({ id: 'n-alakazam-star', name: 'Alakazam ☆', hp: 100, types: ['psychic'] }),
  mon({ id: 'n-aerodactyl', name: 'Aerodactyl', hp: 100, types: ['colorless'] }),
  mon({ id: 'n-aerodactyl-delta', name: 'Aerodactyl δ', hp: 100, types: ['lightning'], tags: ['Delta Species'] }),
  mon({ id: 'n-meowth', name: 'Meowth', hp: 60, types: ['colorless'] }),
  mon({ id: 'n-alolan-meowth', name: 'Alolan Meowth', hp: 60, types: ['darkness'] }),
  mon({ id: 'n-rocket-meowth', name: "Rocket's Meowth", hp: 60, types: ['colorless'] }),
  mon({
    id: 'n-alolan-persian',
    name: 'Alolan Persian',
    stage: 'stage1',
    evolvesFrom: 'Alolan Meowth',
    hp: 100,
    types: ['darkness'],
  }),
  mon({ id: 'n-magnezone-ex', name: 'Magnezone ex', ruleBox: 'ex', hp: 200, types: ['lightning'] }),
  mon({ id: 'n-magnezone-EX', name: 'Magnezone-EX', ruleBox: 'EX', hp: 180, types: ['lightning'] }),
  mon({ id: 'n-magnezone', name: 'Magnezone', hp: 130, types: ['lightning'] }),
  mon({ id: 'n-liepard', name: 'Liepard', hp: 90, types: ['darkness'] }),
  mon({ id: 'n-plasma-liepard', name: 'Liepard', hp: 90, types: ['darkness'], tags: ['Team Plasma'] }),
  mon({ id: 'n-purrloin', name: 'Purrloin', hp: 60, types: ['darkness'] }),
  mon({ id: 'n-geodude', name: 'Geodude', hp: 60, types: ['fighting'] }),
  mon({ id: 'n-geodude-lv12', name: 'Geodude LV.12', hp: 60, types: ['fighting'] }),
  mon({ id: 'n-brock-geodude', name: "Brock's Geodude", hp: 60, types: ['fighting'] }),
  mon({ id: 'n-graveler', name: 'Graveler', stage: 'stage1', evolvesFrom: 'Geodude', hp: 90, types: ['fighting'] }),
  mon({ id: 'n-brock-sandshrew', name: "Brock's Sandshrew", hp: 60, types: ['fighting'] }),
  mon({ id: 'n-sandshrew', name: 'Sandshrew', hp: 60, types: ['fighting'] }),
  mon({
    id: 'n-brock-sandslash',
    name: "Brock's Sandslash",
    stage: 'stage1',
    evolvesFrom: "Brock's Sandshrew",
    hp: 90,
    types: ['fighting'],
  }),
  mon({ id: 'n-shaymin', name: 'Shaymin', hp: 70, types: ['grass'] }),
  mon({ id: 'n-shaymin-v', name: 'Shaymin V', ruleBox: 'V', hp: 180, types: ['grass'] }),
  mon({
    id: 'n-shaymin-vstar',
    name: 'Shaymin VSTAR',
    stage: 'vstar',
    evolvesFrom: 'Shaymin V',
    ruleBox: 'VSTAR',
    hp: 250,
    types: ['grass'],
  }),
  mon({ id: 'n-dratini-delta', name: 'Dratini δ', hp: 50, types: ['lightning'] }),
  mon({ id: 'n-dragonair', name: 'Dragonair', stage: 'stage1', evolvesFrom: 'Dratini', hp: 80, types: ['colorless'] }),
  // ---------- winning and Sudden Death (rules.md W-1, W-3, W-4) ----------
  // Knocks itself Out with the same attack that Knocks Out a 60-HP (or smaller) Defending Pokémon.
  mon({
    id: 'au-bomb',
    name: 'Blastling',
    hp: 60,
    types: ['fighting'],
    retreat: 0,
    attacks: [
      {
        name: 'Self Destruct',
        cost: [],
        damage: 60,
        effect(c) {
          c.dealDamage()
          c.selfDamage(60)
        },
      },
    ],
  }),
  // A 10-HP Pokémon with a free 10-damage attack: one hit Knocks Out another one.
  mon({
    id: 'au-glass',
    name: 'Shardling',
    hp: 10,
    types: ['colorless'],
    retreat: 0,
    attacks: [{ name: 'Poke', cost: [], damage: 10 }],
  }),
  // ---------- attack steps, damage, Knock Outs, Checkup (attack, damage, knockout, checkup, conditions tests) ----------
  // Base Set Defender style: "Damage done to that Pokémon by attacks is reduced by 20 (after Weakness and Resistance)".
  trainer({
    id: 'au-shield',
    name: 'Test Shield',
    trainerKind: 'tool',
    hooks: { incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 20 : d.amount) },
  }),
  // "Discard an Energy attached to this Pokémon in order to use this attack" (a cost, ATK-e).
  mon({
    id: 'au-burner',
    name: 'Burnout',
    hp: 100,
    types: ['fire'],
    attacks: [
      {
        name: 'Flare Cost',
        cost: [],
        damage: 50,
        *payCost(c) {
          yield* c.discardEnergy(c.self, 1)
        },
      },
      {
        name: 'Coin Jab',
        cost: [],
        damage: 30,
        effect(c) {
          if (!c.flip('Coin Jab')) c.cancelled = true
        },
      },
    ],
  }),
  // A Psychic Pokémon weak and resistant to nothing but Psychic, with a recoil attack.
  mon({
    id: 'au-psyrecoil',
    name: 'Mindram',
    hp: 100,
    types: ['psychic'],
    weakness: [{ type: 'psychic', op: '×', value: 2 }],
    attacks: [
      {
        name: 'Wild Head',
        cost: [],
        damage: 30,
        effect(c) {
          c.dealDamage()
          c.selfDamage(20)
        },
      },
    ],
  }),
  // Resists Psychic −30 (Hexling's Stun Wave does 10).
  mon({
    id: 'au-psyresist',
    name: 'Voidshell',
    hp: 100,
    types: ['darkness'],
    resistance: [{ type: 'psychic', op: '-', value: 30 }],
  }),
  // Poisons the Defending Pokémon, then the opponent switches it out (Gust-like effect after the condition).
  mon({
    id: 'au-whirl',
    name: 'Whirlwisp',
    hp: 100,
    types: ['colorless'],
    attacks: [
      {
        name: 'Toxic Whirl',
        cost: [],
        damage: 0,
        *effect(c) {
          c.poison()
          c.confuse()
          yield* c.switchActive(c.opp)
        },
      },
      {
        // Base Set Selfdestruct style: 60 to the Defending Pokémon, 10 to each Benched Pokémon (both sides), 60 to itself.
        name: 'Big Bang',
        cost: [],
        damage: 60,
        effect(c) {
          c.dealDamage()
          for (const b of [...c.benched(c.opp), ...c.benched(c.seat)]) c.benchDamage(b, 10)
          c.selfDamage(60)
        },
      },
      {
        // 10 damage to each of the opponent's Pokémon (Bench included, no Weakness/Resistance there).
        name: 'Quake Wave',
        cost: [],
        damage: 10,
        effect(c) {
          c.dealDamage()
          for (const b of c.benched(c.opp)) c.benchDamage(b, 10)
        },
      },
    ],
  }),
  // ---------- §3 special cards and §1.3 deck building edge cases (special-mechanics, rule-box, knockout, deck-building tests) ----------
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
    hooks: { blocksAbilities: (h, target) => hasRuleBox(h.pokemonAt(target)) },
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
  // "If any of your Pokémon were Knocked Out by damage from an opponent's attack during their last turn, +90."
  mon({
    id: 'm-avenger',
    name: 'Avenger',
    hp: 200,
    types: ['grass'],
    attacks: [
      {
        name: 'Avenge',
        cost: [],
        damage: 10,
        effect(c) {
          if (c.knockOutsByAttack(c.seat, c.turn - 1).length > 0) c.damage += 90
        },
      },
    ],
  }),
  // "If any of your Pokémon were Knocked Out during your opponent's last turn, +90" (by anything, as Raihan reads it).
  mon({
    id: 'm-mourner',
    name: 'Mourner',
    hp: 200,
    types: ['grass'],
    attacks: [
      {
        name: 'Lament',
        cost: [],
        damage: 10,
        effect(c) {
          if (c.knockOutsDuring(c.seat, c.turn - 1) > 0) c.damage += 90
        },
      },
    ],
  }),
  // "If your opponent's Active Pokémon moved from the Bench to the Active Spot during your opponent's last turn, +90."
  mon({
    id: 'm-stakeout',
    name: 'Stakeout',
    hp: 200,
    types: ['grass'],
    attacks: [
      {
        name: 'Ambush Watch',
        cost: [],
        damage: 10,
        effect(c) {
          if (c.movedToActiveDuring(c.defending, c.turn - 1)) c.damage += 90
        },
      },
    ],
  }),
]

export const mechDb = (): CardDb => makeCardDb([...TEST_CARDS, ...MECH_CARDS])
