import type { CSSProperties, ReactNode } from 'react'
import type {
  AbilityDef,
  AttackDef,
  CardDef,
  EnergyDef,
  EnergyType,
  PokemonDef,
  TrainerDef,
  TypeModifier,
} from '../../engine'
import { EnergySymbol } from './EnergySymbol'
import { glyph, trainerGlyph, type TrainerEmblem } from './glyphs'
import { TYPE_COLOR } from './palette'
import { fitBlock, fitSize, hash } from './fit'
import { STAGE_LABEL, damageLabel, ruleBoxText, trainerKindLabel, type AbilityTerm } from './names'
import './card.css'

export type CardSize = 'mini' | 'small' | 'hand' | 'zoom'

export interface CardFaceProps {
  def: CardDef
  /** mini ≈ 64 px wide (bench on phones), small ≈ 88 px (active on phones), hand ≈ 112 px, zoom ≈ 340 px. */
  size?: CardSize
  /** Extra classes for the outer box; a width class (w-full, w-24…) overrides the size's default width. */
  className?: string
  /** Label of the Ability block (the rule set's `abilityTerm`). Default "Ability". */
  rulesTerm?: AbilityTerm
  /**
   * The card lies in play with this HP now (effects counted: `SlotView.hp`). Shown instead of the printed HP, marked
   * when it differs; a Trainer played as a Pokémon (an Antique fossil) shows it like a Pokémon does.
   */
  hp?: number
}

type Vars = CSSProperties & Record<`--${string}`, string>

const cx = (...c: (string | false | null | undefined)[]) => c.filter(Boolean).join(' ')

/** Width of the face inside the frame, in cqw (the card's content box: 1cqw = 1% of it). */
const INNER = 100

// ---------------------------------------------------------------------------------------------------------------
// Artwork: a type-themed placeholder (gradient, rays, bokeh and the type emblem), varied per card by its id.

function Art({ type, seed, children }: { type: EnergyType | null; seed: string; children?: ReactNode }) {
  const h = hash(seed)
  const x = 38 + (h % 25) // emblem centre, % of the window
  const angle = (h >>> 5) % 360
  const dots = Array.from({ length: 5 }, (_, i) => {
    const v = hash(`${seed}:${i}`)
    return { left: v % 100, top: (v >>> 8) % 100, size: 10 + ((v >>> 16) % 22), o: 0.1 + ((v >>> 24) % 20) / 100 }
  })
  return (
    <div className="cf-art" style={{ '--ax': `${x}%`, '--aa': `${angle}deg` } as Vars}>
      {dots.map((d, i) => (
        <span
          key={i}
          className="cf-bokeh"
          style={{ left: `${d.left}%`, top: `${d.top}%`, width: `${d.size}%`, opacity: d.o } as CSSProperties}
        />
      ))}
      {type && (
        <svg className="cf-emblem" viewBox="0 0 24 24" aria-hidden="true" style={{ left: `${x}%` }}>
          <circle cx="12" cy="12" r="11" fill="none" stroke="#fff" strokeOpacity="0.55" strokeWidth="0.7" />
          <circle cx="12" cy="12" r="9.6" fill="#fff" fillOpacity="0.16" />
          {glyph(type, '#fff', TYPE_COLOR[type])}
        </svg>
      )}
      {children}
    </div>
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Pokémon

/** An attack's cost; more than two symbols wrap two to a row, unless `oneRow` (the small size's single line). */
function Cost({ cost, oneRow = false }: { cost: EnergyType[]; oneRow?: boolean }) {
  return (
    <span className={cx('cf-cost', !oneRow && cost.length > 2 && 'cf-cost--wrap')}>
      {cost.map((t, i) => (
        <EnergySymbol key={i} type={t} />
      ))}
    </span>
  )
}

function modifierLabel(m: TypeModifier): string {
  if (m.op === '×') return `×${m.value ?? 2}`
  if (m.op === '+') return `+${m.value ?? 10}`
  return `−${m.value ?? 30}`
}

function Modifiers({ list }: { list?: TypeModifier[] }) {
  if (!list?.length) return <span className="cf-none">—</span>
  return (
    <>
      {list.map((m, i) => (
        <span key={i} className="cf-mod">
          <EnergySymbol type={m.type} />
          <span data-fit>{modifierLabel(m)}</span>
        </span>
      ))}
    </>
  )
}

function Retreat({ n, canRetreat = true }: { n: number; canRetreat?: boolean }) {
  if (!canRetreat) return <span className="cf-none">—</span>
  if (n === 0) return <span className="cf-none">0</span>
  return (
    <span className="cf-retreat">
      {Array.from({ length: n }, (_, i) => (
        <EnergySymbol key={i} type="colorless" />
      ))}
    </span>
  )
}

function Footer({ def, size }: { def: PokemonDef; size: CardSize }) {
  const labels = size === 'zoom'
  return (
    <div className="cf-foot">
      <FootCell label={labels ? 'Weakness' : null}>
        <Modifiers list={def.weakness} />
      </FootCell>
      <FootCell label={labels ? 'Resistance' : null}>
        <Modifiers list={def.resistance} />
      </FootCell>
      <FootCell label={labels ? 'Retreat' : null}>
        <Retreat n={def.retreat} />
      </FootCell>
    </div>
  )
}

/** One value of the footer; its label is printed only where there is room for it (`null`: no label). */
function FootCell({ label, children }: { label: string | null; children: ReactNode }) {
  return (
    <div className="cf-foot-cell">
      {label && <span className="cf-foot-label">{label}</span>}
      <span className="cf-foot-val">{children}</span>
    </div>
  )
}

/** The name with a rule-box suffix ("Pikachu ex", "Zacian V") styled apart. */
function NameText({ def }: { def: PokemonDef }) {
  const rb = def.ruleBox
  const suffixes = rb ? [rb === 'ex-classic' || rb === 'tera-ex' ? 'ex' : rb, rb === 'ex-classic' ? 'ex' : ''] : []
  const suffix = suffixes.find((s) => s && (def.name.endsWith(` ${s}`) || def.name.endsWith(`-${s}`)))
  if (!suffix) return <>{def.name}</>
  const base = def.name.slice(0, def.name.length - suffix.length)
  return (
    <>
      {base}
      <span className={cx('cf-suffix', suffix === 'ex' && 'cf-suffix--ex')}>{suffix}</span>
    </>
  )
}

function AbilityBlock({ a, term, size }: { a: AbilityDef; term: AbilityTerm; size: CardSize }) {
  const label = a.vstarPower ? 'VSTAR Power' : term
  if (size === 'hand') {
    const fs = fitSize(a.name, INNER - 8 - (term === 'Ability' ? 7 : 5) * 0.62 * 5.6 - 8, 8.2, 6.4, 1)
    return (
      <div className="cf-ability">
        <span className="cf-ability-tag" data-fit>
          {term === 'Ability' ? 'Ability' : 'Power'}
        </span>
        {fs && (
          <span className="cf-ability-name" data-fit style={{ fontSize: `${fs}cqw` }}>
            {a.name}
          </span>
        )}
      </div>
    )
  }
  return (
    <div className="cf-ability">
      <div className="cf-ability-head">
        <span className="cf-ability-tag" data-fit>
          {label}
        </span>
        <span className="cf-ability-name" data-fit>
          {a.name}
        </span>
      </div>
      {a.text && (
        <p className="cf-text" data-fit>
          {a.text}
        </p>
      )}
    </div>
  )
}

function AttackRow({ a, size }: { a: AttackDef; size: CardSize }) {
  const dmg = damageLabel(a)
  if (size === 'zoom') {
    const costW = Math.max(1, a.cost.length) * 5.6 + 1
    const fs = fitSize(a.name, INNER - 9 - costW - dmg.length * 4.2 - 4, 5.4, 3.6, 1) ?? 3.6
    return (
      <div className="cf-attack">
        <AttackLine cost={<Cost cost={a.cost} />} fs={fs} dmg={dmg}>
          {a.name}
          {a.oncePerGame && <span className="cf-gx">{a.oncePerGame === 'gx' ? ' GX' : ' VSTAR'}</span>}
        </AttackLine>
        {a.text && (
          <p className="cf-text" data-fit>
            {a.text}
          </p>
        )}
      </div>
    )
  }
  // hand: cost (two per row), name on up to two lines, damage
  const costW = Math.min(2, Math.max(1, a.cost.length)) * 9 + 1
  const dmgW = dmg.length * 0.62 * 11.5
  const fs = fitSize(a.name, INNER - 8 - costW - dmgW - 4, 9.6, 7, 2)
  return (
    <div className="cf-attack">
      <AttackLine cost={<Cost cost={a.cost} />} fs={fs} dmg={dmg}>
        {a.name}
      </AttackLine>
    </div>
  )
}

/**
 * An attack's first line: its cost, its name (`children`) at the fitted size `fs` (cqw), and its damage. When no
 * size fits (`fs` null) the name is left out and a spacer keeps the damage on the right.
 */
function AttackLine({
  cost,
  fs,
  dmg,
  children,
}: {
  cost: ReactNode
  fs: number | null
  dmg: string
  children: ReactNode
}) {
  return (
    <div className="cf-atk-row">
      {cost}
      {fs ? (
        <span className="cf-atk-name" data-fit style={{ fontSize: `${fs}cqw` }}>
          {children}
        </span>
      ) : (
        <span className="flex-1" />
      )}
      {dmg && (
        <span className="cf-dmg" data-fit>
          {dmg}
        </span>
      )}
    </div>
  )
}

/** How much running text a zoomed Pokémon carries, to pick a denser type size for long cards. */
function zoomDensity(def: PokemonDef): number {
  const chars =
    (def.abilities ?? []).reduce((n, a) => n + (a.text?.length ?? 0) + 40, 0) +
    def.attacks.reduce((n, a) => n + (a.text?.length ?? 0) + 50, 0) +
    (def.ruleBox ? 60 : 0)
  if (chars > 620) return 3
  if (chars > 470) return 2
  if (chars > 330) return 1
  return 0
}

/** The HP figure: the printed one, or the HP in play, marked when an effect changed it. */
function HpFigure({ printed, now }: { printed: number; now: number | undefined }) {
  const hp = now ?? printed
  return (
    <span className={cx(hp !== printed && (hp > printed ? 'cf-hp-up' : 'cf-hp-down'))} data-printed={printed}>
      {hp}
    </span>
  )
}

function PokemonFace({ def, size, term, hp }: { def: PokemonDef; size: CardSize; term: AbilityTerm; hp?: number }) {
  const type = def.types[0] ?? 'colorless'
  const rule = ruleBoxText(def)
  const big = size === 'hand' || size === 'zoom'
  // name width: what the HP and the type symbols leave (font sizes as in card.css)
  const hpFont = { mini: 0, small: 12, hand: 10.5, zoom: 7 }[size]
  const typeFont = { mini: 0, small: 0, hand: 10, zoom: 7.5 }[size]
  const pad = { mini: 3.6, small: 3.4, hand: 3.2, zoom: 3 }[size]
  const hpW = hpFont ? String(hp ?? def.hp).length * 0.62 * hpFont + 0.9 * hpFont + 1.6 : 0
  const typesW = typeFont ? def.types.length * (typeFont + 0.6) + 1.6 : 0
  const nameMax = { mini: 16, small: 13, hand: 11.5, zoom: 7.4 }[size]
  const nameMin = { mini: 10, small: 9, hand: 8.4, zoom: 5.4 }[size]
  const box = INNER - 2 * pad - hpW
  let nameSize = fitSize(def.name, box - typesW, nameMax, nameMin, 1, 0.62)
  // a long name (rule-box suffixes) first takes the type symbols' room (they move onto the artwork), then wraps
  const typesInArt = big && nameSize === null
  let nameLines = 1
  if (nameSize === null) nameSize = fitSize(def.name, box, nameMax, nameMin, 1, 0.62)
  if (nameSize === null) {
    nameLines = 2
    nameSize = fitSize(def.name, box, nameMax, nameMin, 2, 0.62) ?? nameMin
  }
  const topAttack = def.attacks[0]

  return (
    <>
      <div className="cf-head">
        {size === 'zoom' && (
          <div className="cf-stage-row">
            <span className="cf-stage" data-fit>
              {STAGE_LABEL[def.stage]}
            </span>
            {def.evolvesFrom && (
              <span className="cf-evolves" data-fit>
                Evolves from {def.evolvesFrom}
              </span>
            )}
          </div>
        )}
        <div className="cf-title">
          <span
            className={cx('cf-name', nameLines > 1 && 'cf-name--wrap')}
            data-fit
            style={{ fontSize: `${nameSize}cqw` }}
          >
            <NameText def={def} />
          </span>
          {size !== 'mini' && (
            <span className="cf-hp" data-fit>
              <span className="cf-hp-label">HP</span>
              <HpFigure printed={def.hp} now={hp} />
            </span>
          )}
          {big && !typesInArt && (
            <span className="cf-types">
              {def.types.map((t) => (
                <EnergySymbol key={t} type={t} />
              ))}
            </span>
          )}
        </div>
      </div>
      <Art type={type} seed={def.id}>
        {typesInArt && (
          <span className="cf-types cf-types--art">
            {def.types.map((t) => (
              <EnergySymbol key={t} type={t} />
            ))}
          </span>
        )}
        {size === 'hand' && def.stage !== 'basic' && (
          <span className="cf-stage cf-stage--badge" data-fit>
            {STAGE_LABEL[def.stage]}
          </span>
        )}
        {size === 'mini' && (
          <span className="cf-hp cf-hp--badge" data-fit>
            <HpFigure printed={def.hp} now={hp} />
            <span className="cf-hp-label">HP</span>
          </span>
        )}
      </Art>
      {big && (
        <div className="cf-body" data-density={size === 'zoom' ? zoomDensity(def) : undefined}>
          {def.abilities?.map((a) => (
            <AbilityBlock key={a.name} a={a} term={term} size={size} />
          ))}
          {def.attacks.map((a) => (
            <AttackRow key={a.name} a={a} size={size} />
          ))}
        </div>
      )}
      {size === 'small' && topAttack && <SmallAttack a={topAttack} />}
      {big && <Footer def={def} size={size} />}
      {big && rule && (
        <div className="cf-rule" data-fit>
          {size === 'zoom' ? (
            <>
              <b>{rule.title}:</b> {rule.text}
            </>
          ) : (
            rule.title
          )}
        </div>
      )}
      {size === 'zoom' && <Meta def={def} />}
    </>
  )
}

/** The top attack in one line for the small size; the name is left out when it cannot fit. */
function SmallAttack({ a }: { a: AttackDef }) {
  const dmg = damageLabel(a)
  const costW = a.cost.length * 9 + 1
  const fs = fitSize(a.name, INNER - 9 - costW - dmg.length * 7.2 - 4, 9, 7.6, 1)
  return (
    <div className="cf-body cf-body--small">
      <AttackLine cost={<Cost cost={a.cost} oneRow />} fs={fs} dmg={dmg}>
        {a.name}
      </AttackLine>
    </div>
  )
}

function Meta({ def }: { def: CardDef }) {
  if (!def.set && !def.number) return null
  return (
    <div className="cf-meta" data-fit>
      {[def.set, def.number].filter(Boolean).join(' · ')}
    </div>
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Trainers

const TRAINER_TONE: Record<TrainerEmblem, string> = {
  classic: '#5f7d9c',
  item: '#3f74b8',
  supporter: '#c8682a',
  stadium: '#3f8a4f',
  tool: '#7d5bb0',
  tm: '#5a6675',
}

/**
 * The head of a Trainer or Special Energy: the kind of card, then the name at `nameSize` (cqw), wrapping.
 * `children` go on the kind's row, at its right.
 */
function KindAndName({
  kind,
  name,
  nameSize,
  children,
}: {
  kind: string
  name: string
  nameSize: number
  children?: ReactNode
}) {
  return (
    <div className="cf-head">
      <div className="cf-stage-row">
        <span className="cf-kind" data-fit>
          {kind}
        </span>
        {children}
      </div>
      <div className="cf-title">
        <span className="cf-name cf-name--wrap" data-fit style={{ fontSize: `${nameSize}cqw` }}>
          {name}
        </span>
      </div>
    </div>
  )
}

/**
 * A Trainer's or Special Energy's rules text at `fontSize` (cqw), followed by `children`; nothing at all when the
 * text has no readable size at this card size (`fontSize` null).
 */
function RulesText({ text, fontSize, children }: { text: string; fontSize: number | null; children?: ReactNode }) {
  if (!fontSize) return null
  return (
    <div className="cf-body cf-body--text">
      <p className="cf-text" data-fit style={{ fontSize: `${fontSize}cqw` }}>
        {text}
      </p>
      {children}
    </div>
  )
}

function TrainerFace({ def, size, term, hp }: { def: TrainerDef; size: CardSize; term: AbilityTerm; hp?: number }) {
  const emblem: TrainerEmblem = def.classic ? 'classic' : def.trainerKind
  const kind = trainerKindLabel(def)
  const text = def.text ?? ''
  const nameLines = size === 'zoom' ? 1 : size === 'hand' ? 2 : 3
  const nameMax = { mini: 14, small: 13, hand: 11, zoom: 7.6 }[size]
  const nameMin = { mini: 9, small: 8.5, hand: 8, zoom: 5 }[size]
  const nameSize = fitSize(def.name, INNER - 6, nameMax, nameMin, nameLines, 0.62) ?? nameMin
  // hand: the rules text only if it fits the text box at a readable size
  const handText = size === 'hand' && text ? fitBlock(text, INNER - 10, 66, 6.6, 5.6) : null
  const zoomText = size === 'zoom' && text ? (fitBlock(text, INNER - 12, 70, 4.3, 3.2) ?? 3.2) : null
  const pdoll = def.playAsPokemon

  return (
    <>
      <KindAndName kind={kind} name={def.name} nameSize={nameSize}>
        {size === 'zoom' && pdoll && (
          <span className="cf-hp" data-fit>
            <span className="cf-hp-label">HP</span>
            <HpFigure printed={pdoll.hp} now={hp} />
          </span>
        )}
      </KindAndName>
      <Art type={null} seed={def.id}>
        <svg className="cf-emblem" viewBox="0 0 24 24" aria-hidden="true" style={{ left: '50%' }}>
          <circle
            cx="12"
            cy="12"
            r="11"
            fill="#fff"
            fillOpacity="0.14"
            stroke="#fff"
            strokeOpacity="0.5"
            strokeWidth="0.6"
          />
          <g transform="translate(3.6 3.6) scale(0.7)">{trainerGlyph(emblem, '#fff')}</g>
        </svg>
        {pdoll && hp !== undefined && size !== 'zoom' && (
          <span className="cf-hp cf-hp--badge" data-fit>
            <HpFigure printed={pdoll.hp} now={hp} />
            <span className="cf-hp-label">HP</span>
          </span>
        )}
      </Art>
      <RulesText text={text} fontSize={handText ?? zoomText}>
        {size === 'zoom' && def.attacks?.map((a) => <AttackRow key={a.name} a={a} size="zoom" />)}
      </RulesText>
      {size === 'zoom' && (
        <div className="cf-rule cf-rule--trainer" data-fit>
          {trainerRule(def, term)}
        </div>
      )}
      {size === 'zoom' && <Meta def={def} />}
    </>
  )
}

function trainerRule(def: TrainerDef, term: AbilityTerm): string {
  void term
  if (def.classic) return 'Trainer: you may play as many Trainer cards as you like during your turn.'
  switch (def.trainerKind) {
    case 'item':
      return 'You may play any number of Item cards during your turn.'
    case 'supporter':
      return 'You may play only 1 Supporter card during your turn.'
    case 'stadium':
      return 'You may play only 1 Stadium card during your turn. It stays in play until another Stadium replaces it.'
    case 'tool':
      return 'Attach a Pokémon Tool to 1 of your Pokémon that doesn’t already have a Tool attached.'
    case 'tm':
      return 'Attach this card to 1 of your Pokémon. It gives that Pokémon the attack above.'
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Energy

function energyTypes(def: EnergyDef): EnergyType[] {
  const out: EnergyType[] = []
  for (const u of def.provides) out.push(u.types === 'any' ? 'colorless' : (u.types[0] ?? 'colorless'))
  return out.length ? out : ['colorless']
}

function EnergyFace({ def, size }: { def: EnergyDef; size: CardSize }) {
  const types = energyTypes(def)
  const main = types[0] ?? 'colorless'
  if (def.basic) {
    const nameSize = fitSize(def.name, INNER - 10, size === 'zoom' ? 7.6 : 11, size === 'zoom' ? 5 : 7.5, 1, 0.62)
    return (
      <div className="cf-energy-basic">
        {size === 'zoom' && (
          <span className="cf-kind" data-fit>
            Basic Energy
          </span>
        )}
        <span className="cf-energy-big">
          <EnergySymbol type={main} />
        </span>
        {size !== 'mini' && size !== 'small' && nameSize && (
          <span className="cf-energy-name" data-fit style={{ fontSize: `${nameSize}cqw` }}>
            {def.name}
          </span>
        )}
        {size === 'zoom' && <Meta def={def} />}
      </div>
    )
  }
  const text = def.text ?? ''
  const nameLines = size === 'zoom' ? 1 : size === 'hand' ? 2 : 3
  const nameSize =
    fitSize(
      def.name,
      INNER - 6,
      { mini: 14, small: 13, hand: 11, zoom: 7.6 }[size],
      { mini: 9, small: 8.5, hand: 8, zoom: 5 }[size],
      nameLines,
      0.62,
    ) ?? 8
  const handText = size === 'hand' && text ? fitBlock(text, INNER - 10, 50, 6.6, 5.6) : null
  const zoomText = size === 'zoom' && text ? (fitBlock(text, INNER - 12, 60, 4.3, 3.2) ?? 3.2) : null
  return (
    <>
      <KindAndName kind="Special Energy" name={def.name} nameSize={nameSize} />
      <Art type={null} seed={def.id}>
        <span className="cf-provides">
          {types.map((t, i) => (
            <EnergySymbol key={i} type={t} />
          ))}
        </span>
      </Art>
      <RulesText text={text} fontSize={handText ?? zoomText} />
      {size === 'zoom' && <Meta def={def} />}
    </>
  )
}

// ---------------------------------------------------------------------------------------------------------------

function frameOf(def: CardDef): string {
  if (def.kind === 'pokemon' && def.ruleBox) return 'holo'
  if (def.kind === 'energy' && !def.basic) return 'silver'
  if (def.kind === 'trainer' && !def.classic) return 'silver'
  return 'gold'
}

function toneOf(def: CardDef): string {
  if (def.kind === 'pokemon') return TYPE_COLOR[def.types[0] ?? 'colorless']
  if (def.kind === 'trainer') return TRAINER_TONE[def.classic ? 'classic' : def.trainerKind]
  const t = energyTypes(def)[0] ?? 'colorless'
  return def.basic ? TYPE_COLOR[t] : '#6b7d8f'
}

/** A card face drawn in HTML/SVG. Purely visual (aria-hidden): the parent names it (see cardAccessibleName). */
export function CardFace({ def, size = 'hand', className, rulesTerm = 'Ability', hp }: CardFaceProps) {
  const style: Vars = { '--tc': toneOf(def) }
  return (
    <div
      className={cx('cf-card', className)}
      data-size={size}
      data-kind={def.kind}
      data-frame={frameOf(def)}
      data-card={def.id}
      style={style}
      aria-hidden="true"
    >
      <div className="cf-face">
        {def.kind === 'pokemon' ? (
          <PokemonFace def={def} size={size} term={rulesTerm} hp={hp} />
        ) : def.kind === 'trainer' ? (
          <TrainerFace def={def} size={size} term={rulesTerm} hp={hp} />
        ) : (
          <EnergyFace def={def} size={size} />
        )}
      </div>
    </div>
  )
}

/** The back of a card: felt green with the gold coin emblem. Purely visual (aria-hidden). */
export function CardBack({ size = 'hand', className }: { size?: CardSize; className?: string }) {
  return (
    <div className={cx('cf-card cf-back', className)} data-size={size} data-frame="back" aria-hidden="true">
      <svg viewBox="0 0 63 88" preserveAspectRatio="none" className="cf-back-art">
        <rect x="0" y="0" width="63" height="88" fill="#133d27" />
        {Array.from({ length: 14 }, (_, i) => (
          <path key={i} d={`M${-40 + i * 8} 0l44 88`} stroke="#1b4f33" strokeWidth="2.2" />
        ))}
        <rect
          x="4"
          y="4"
          width="55"
          height="80"
          rx="3.5"
          fill="none"
          stroke="#f2bb35"
          strokeOpacity="0.7"
          strokeWidth="0.9"
        />
      </svg>
      <svg viewBox="0 0 100 100" className="cf-back-coin">
        <circle cx="50" cy="50" r="46" fill="#d99a24" />
        <circle cx="50" cy="50" r="40" fill="#fbd25a" />
        <path d="M50 10a40 40 0 0 1 0 80Z" fill="#e6a727" />
        <circle cx="50" cy="50" r="35" fill="none" stroke="#b57613" strokeWidth="2" />
        <text
          x="50"
          y="52"
          textAnchor="middle"
          dominantBaseline="central"
          fontFamily="Fredoka Variable, sans-serif"
          fontWeight="700"
          fontSize="44"
          fill="#fff6d8"
          stroke="#9a5c0c"
          strokeWidth="2.5"
          paintOrder="stroke"
        >
          C
        </text>
      </svg>
    </div>
  )
}
