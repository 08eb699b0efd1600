import type { EffectCtx } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'

const psychicInDiscard = (c: EffectCtx) => c.cardsIn(c.seat, 'discard', (d) => isBasicEnergyOf(d, 'psychic'))
const lunatones = (c: EffectCtx) => c.allPokemon(c.seat).filter((r) => c.pokemonAt(r).name === 'Lunatone')

export const SOLROCK = pokemon({
  id: 'swsh12pt5-69',
  name: 'Solrock',
  stage: 'basic',
  hp: 90,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  abilities: [
    {
      name: 'Sun Energy',
      text: 'Once during your turn, you may attach a Psychic Energy card from your discard pile to one of your Lunatone.',
      oncePerTurn: true,
      canUse: (c) => psychicInDiscard(c).length > 0 && lunatones(c).length > 0,
      *use(c) {
        const [uid] = yield* c.chooseCards(psychicInDiscard(c), {
          text: 'Sun Energy: attach which Psychic Energy card from your discard pile?',
          min: 1,
          max: 1,
        })
        if (uid === undefined) return
        const to = yield* c.chooseSlot(lunatones(c), { text: 'Sun Energy: attach it to which Lunatone?' })
        if (to) c.attach(uid, to)
      },
    },
  ],
  attacks: [attack('Spinning Attack', ['fighting', 'colorless'], 50)],
})
