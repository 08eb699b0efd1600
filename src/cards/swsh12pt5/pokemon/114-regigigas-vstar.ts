import type { EffectCtx, SlotRef } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { thisCantAttackNextTurn } from '../../effects/next-turn'

/** The opponent's Benched Pokémon Star Guardian may choose (not those protected from this Ability's effects). */
const targets = (c: EffectCtx): SlotRef[] => c.benched(c.opp).filter((r) => !c.protectedFromEffects(r))

export const REGIGIGAS_VSTAR = pokemon({
  id: 'swsh12pt5-114',
  name: 'Regigigas VSTAR',
  stage: 'vstar',
  evolvesFrom: 'Regigigas V',
  ruleBox: 'VSTAR',
  hp: 300,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 4,
  abilities: [
    {
      name: 'Star Guardian',
      text:
        'VSTAR Power. During your turn, when your opponent has exactly 1 Prize card left, you may choose 1 of their ' +
        'Benched Pokémon: they discard it and every card attached to it. (Only 1 VSTAR Power per game.)',
      vstarPower: true,
      canUse: (c) => c.duringTurnOf(c.seat) && c.them.prizes.length === 1 && targets(c).length > 0,
      *use(c) {
        const ref = yield* c.chooseSlot(targets(c), {
          text: "Star Guardian: which of your opponent's Benched Pokémon do they discard with its attached cards?",
        })
        if (ref) c.removeFromPlay(ref, 'discard')
      },
    },
  ],
  attacks: [
    attack('Giga Impact', ['colorless', 'colorless', 'colorless'], 230, {
      text: "During your next turn, this Pokémon can't attack.",
      effect: thisCantAttackNextTurn,
    }),
  ],
})
