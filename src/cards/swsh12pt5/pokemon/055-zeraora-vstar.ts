import type { SlotRef } from '../../../engine'
import { sameRef } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'

const TIMES = 4
const EACH = 60

export const ZERAORA_VSTAR = pokemon({
  id: 'swsh12pt5-55',
  name: 'Zeraora VSTAR',
  stage: 'vstar',
  evolvesFrom: 'Zeraora V',
  ruleBox: 'VSTAR',
  hp: 270,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 0,
  attacks: [
    attack('Crushing Beat', ['lightning', 'lightning', 'colorless'], 190, {
      text: 'After the damage, you may discard the Stadium in play.',
      *effect(c) {
        c.dealDamage()
        const stadium = c.stadium
        if (stadium && (yield* c.yesNo(`Crushing Beat: discard ${c.def(stadium.uid).name}?`)))
          c.moveTo(stadium.uid, 'discard')
      },
    }),
    attack('Lightning Storm Star', ['lightning', 'lightning', 'lightning', 'colorless'], 0, {
      oncePerGame: 'vstar',
      text: "VSTAR Power (one VSTAR Power per game for all your Pokémon). Choose one of your opponent's Pokémon 4 times, the same one as often as you like: 60 damage to it for each time it was chosen. Weakness and Resistance don't apply.",
      *effect(c) {
        // Every choice first, then each chosen Pokémon takes its whole damage at once (docs/rulings).
        const chosen: { ref: SlotRef; times: number }[] = []
        for (let i = 1; i <= TIMES; i++) {
          const ref = yield* c.chooseSlot(c.allPokemon(c.opp), {
            text: `Lightning Storm Star: ${EACH} damage to which Pokémon (${i} of ${TIMES})?`,
          })
          if (!ref) break
          const seen = chosen.find((x) => sameRef(x.ref, ref))
          if (seen) seen.times++
          else chosen.push({ ref, times: 1 })
        }
        for (const { ref, times } of chosen) c.dealDamage(EACH * times, ref, { weaknessResistance: false })
      },
    }),
  ],
})
