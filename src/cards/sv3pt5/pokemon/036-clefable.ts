import { attack, pokemon, weak } from '../../kit'
import { switchableBenched } from '../../effects/in-play'

export const CLEFABLE = pokemon({
  id: 'sv3pt5-36',
  name: 'Clefable',
  stage: 'stage1',
  evolvesFrom: 'Clefairy',
  hp: 100,
  types: ['psychic'],
  weakness: weak('metal'),
  retreat: 2,
  attacks: [
    attack('Follow Me', ['psychic'], 0, {
      text: "Choose one of your opponent's Benched Pokémon and switch it with their Active Pokémon.",
      *effect(c) {
        const choices = switchableBenched(c)
        const pick = yield* c.chooseSlot(choices, { text: 'Follow Me: which Pokémon becomes the Active Pokémon?' })
        if (pick) c.switchIn(pick)
      },
    }),
    attack('More Moon', ['psychic', 'psychic', 'psychic'], 50, {
      text: "If this attack's damage Knocks Out your opponent's Pokémon, take 1 more Prize card for it.",
      effect(c) {
        c.dealDamage()
        if (c.exists(c.defending) && c.remainingHp(c.defending) <= 0) {
          c.morePrizesIfKnockedOut(c.defending, 1)
        }
      },
    }),
  ],
})
