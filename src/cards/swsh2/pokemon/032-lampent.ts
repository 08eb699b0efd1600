import { isBasicEnergyOf } from '../../effects/energy'
import { topEntry } from '../../effects/powers'
import { attack, pokemon, weak } from '../../kit'

export const LAMPENT = pokemon({
  id: 'swsh2-32',
  name: 'Lampent',
  stage: 'stage1',
  evolvesFrom: 'Litwick',
  hp: 80,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  abilities: [topEntry],
  attacks: [
    attack('Reignite', ['fire'], 20, {
      text: 'After the damage, attach a basic Fire Energy card from your discard pile to 1 of your Pokémon.',
      *effect(c) {
        c.dealDamage()
        const fire = c.cardsIn(c.seat, 'discard', (d) => isBasicEnergyOf(d, 'fire'))
        if (fire.length === 0) return
        const target = yield* c.chooseSlot(c.allPokemon(c.seat), {
          text: 'Reignite: attach a Fire Energy to which Pokémon?',
        })
        if (target) c.attach(fire[0]!, target)
      },
    }),
  ],
})
