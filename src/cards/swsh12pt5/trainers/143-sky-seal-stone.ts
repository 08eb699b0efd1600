import type { HookCtx, PokemonDef, PrizeKnockOut } from '../../../engine'
import { isPokemonV } from '../../../engine'
import { trainer } from '../../kit'

const STAR_ORDER = { source: 'swsh12pt5-143', key: 'star-order' } as const

/** "Your Basic Pokémon V": a Basic Pokémon that is a Pokémon V (not a VSTAR, VMAX or V-UNION, which are not Basic). */
const isBasicPokemonV = (d: PokemonDef): boolean => d.stage === 'basic' && isPokemonV(d)

/**
 * Star Order's lasting effect on its player, read when Prize cards are counted: the Knocked Out Pokémon is the
 * opponent's Active Pokémon VSTAR or VMAX, Knocked Out by damage from an attack of one of this player's Basic
 * Pokémon V.
 */
function oneMorePrize(h: HookCtx, ko: PrizeKnockOut): number {
  const target = h.self
  if (!target || target.seat === h.owner || target.zone !== 'active' || !ko.byAttack) return 0
  const box = h.pokemonAt(target).ruleBox
  if (box !== 'VSTAR' && box !== 'VMAX') return 0
  const attacker = h.def(ko.byAttack.attacker)
  return attacker.kind === 'pokemon' && isBasicPokemonV(attacker) ? 1 : 0
}

/** swsh12pt5-143. A Pokémon Tool whose VSTAR Power the Pokémon V it is attached to can use. */
export const SKY_SEAL_STONE = trainer('tool', {
  id: 'swsh12pt5-143',
  name: 'Sky Seal Stone',
  text: 'While this card is attached to a Pokémon V, that Pokémon can use the VSTAR Power printed on this card.',
  abilitiesFor: isPokemonV,
  abilities: [
    {
      name: 'Star Order',
      text:
        'VSTAR Power. During your turn, you may use this Ability. For the rest of this turn, when damage from an ' +
        "attack of one of your Basic Pokémon V Knocks Out your opponent's Active Pokémon VSTAR or Active Pokémon " +
        'VMAX, you take 1 more Prize card. (Only 1 VSTAR Power per game.)',
      vstarPower: true,
      use(c) {
        c.markPlayer(c.seat, { ...STAR_ORDER, until: 'this-turn' })
      },
    },
  ],
  markers: { [STAR_ORDER.key]: { extraPrizes: oneMorePrize } },
})
