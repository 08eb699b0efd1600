import { attack, pokemon, resist, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const MANDIBUZZ = pokemon({
  id: 'swsh2-120',
  name: 'Mandibuzz',
  stage: 'stage1',
  evolvesFrom: 'Vullaby',
  hp: 120,
  types: ['darkness'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 2,
  attacks: [
    attack('Bone Rush', ['darkness'], 30, {
      damageSuffix: '×',
      text: 'Flip a coin until you get tails. This attack does 30 damage for each heads.',
      effect: perHeads('until-tails'),
    }),
    attack('Blindside', ['darkness', 'darkness'], 0, {
      text: "This attack does 100 damage to 1 of your opponent's Pokémon that has any damage counters on it (no Weakness or Resistance for a Benched Pokémon).",
      *effect(c) {
        const damaged = c.allPokemon(c.opp).filter((r) => c.damageOn(r) > 0)
        const target = yield* c.chooseSlot(damaged, { text: 'Blindside: do 100 damage to which Pokémon?' })
        if (target) c.dealDamage(100, target)
      },
    }),
  ],
})
