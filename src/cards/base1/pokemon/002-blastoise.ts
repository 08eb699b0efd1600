import type { EffectCtx } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { extraWaterEnergy, isBasicEnergyOf } from '../../effects/energy'
import { POWER_OFF } from '../../effects/powers'

const waterInHand = (c: EffectCtx) => c.cardsIn(c.seat, 'hand', (d) => isBasicEnergyOf(d, 'water'))
const waterPokemon = (c: EffectCtx) => c.allPokemon(c.seat).filter((r) => c.typesOf(r).includes('water'))

export const BLASTOISE = pokemon({
  id: 'base1-2',
  name: 'Blastoise',
  stage: 'stage2',
  evolvesFrom: 'Wartortle',
  hp: 100,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  abilities: [
    {
      name: 'Rain Dance',
      text: 'As often as you like during your turn, attach a Water Energy card from your hand to one of your Water Pokémon (this is not your once-per-turn Energy attachment). Not while Blastoise is Asleep, Confused or Paralyzed.',
      offWhen: POWER_OFF,
      canUse: (c) => waterInHand(c).length > 0 && waterPokemon(c).length > 0,
      *use(c) {
        const [card] = yield* c.chooseCards(waterInHand(c), {
          text: 'Rain Dance: choose a Water Energy card to attach',
          min: 1,
          max: 1,
        })
        const to = yield* c.chooseSlot(waterPokemon(c), { text: 'Rain Dance: attach it to which Water Pokémon?' })
        if (card === undefined || !to) return
        c.attach(card, to)
      },
    },
  ],
  attacks: [
    attack('Hydro Pump', ['water', 'water', 'water'], 40, {
      damageSuffix: '+',
      text: "Does 40 damage plus 10 more for each Water Energy attached to Blastoise that isn't needed to pay this attack's cost (at most 20 more).",
      effect: (c) => {
        c.damage += 10 * extraWaterEnergy(c, 2)
      },
    }),
  ],
})
