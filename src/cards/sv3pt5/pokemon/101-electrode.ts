import { attack, pokemon, weak } from '../../kit'

export const ELECTRODE = pokemon({
  id: 'sv3pt5-101',
  name: 'Electrode',
  stage: 'stage1',
  evolvesFrom: 'Voltorb',
  hp: 90,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Bang Boom Chain', ['lightning'], 20, {
      damageSuffix: '+',
      text: 'First you may discard any number of Pokémon Tools attached to your Pokémon. Then this attack does 20 damage plus 40 more for each Tool discarded this way.',
      *effect(c) {
        const tools = c.allPokemon(c.seat).flatMap((ref) =>
          c.toolsOn(ref).filter((u) => {
            const d = c.def(u)
            return d.kind === 'trainer' && (d.trainerKind === 'tool' || d.trainerKind === 'tm')
          }),
        )
        const picked = yield* c.chooseCards(tools, {
          text: 'Bang Boom Chain: discard which Pokémon Tools? (40 more damage each)',
          min: 0,
          max: tools.length,
        })
        c.discard(picked)
        c.dealDamage(20 + 40 * picked.length)
      },
    }),
    attack('Electro Ball', ['lightning', 'colorless'], 70),
  ],
})
