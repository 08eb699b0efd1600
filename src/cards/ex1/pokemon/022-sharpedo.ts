import { attack, pokemon, weak } from '../../kit'
import { roughSkin } from '../../effects/powers'

/** ex1-22. Sharpedo: Rough Skin (a Poké-Body) bites back; Dark Slash may spend a Darkness Energy for 30 more. */
export const SHARPEDO = pokemon({
  id: 'ex1-22',
  name: 'Sharpedo',
  stage: 'stage1',
  evolvesFrom: 'Carvanha',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  abilities: [roughSkin(2)],
  attacks: [
    attack('Dark Slash', ['water', 'colorless', 'colorless'], 40, {
      damageSuffix: '+',
      text: 'You may discard a Darkness Energy attached to Sharpedo. If you do, this attack does 30 more damage.',
      *effect(c) {
        let more = 0
        if (
          c.energyOfType(c.self, 'darkness').length > 0 &&
          (yield* c.yesNo('Dark Slash: discard a Darkness Energy for 30 more damage?'))
        ) {
          const discarded = yield* c.discardEnergy(c.self, 1, { type: 'darkness' })
          if (discarded.length > 0) more = 30
        }
        c.dealDamage(c.damage + more)
      },
    }),
  ],
})
