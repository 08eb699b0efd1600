import { attack, pokemon, weak } from '../../kit'

/** ex2-99. An evolved Pokémon-ex (EX-7): a Stage 2 that evolves from the ordinary Quilava (ex2-51); 2 Prize cards. */
export const TYPHLOSION_EX = pokemon({
  id: 'ex2-99',
  name: 'Typhlosion ex',
  stage: 'stage2',
  evolvesFrom: 'Quilava',
  hp: 160,
  types: ['fire'],
  weakness: [...weak('fighting'), ...weak('water')],
  retreat: 2,
  ruleBox: 'ex-classic',
  attacks: [
    attack('Ring of Fire', ['fire', 'colorless', 'colorless'], 40, {
      text: "The Defending Pokémon is now Burned, and it can't retreat until the end of your opponent's next turn.",
      effect(c) {
        c.dealDamage()
        c.condition(c.defending, 'burned')
        c.mark(c.defending, { source: 'engine', key: 'cant-retreat', until: 'opponent-next-turn', clearsOnMove: true })
      },
    }),
    attack('Split Blast', ['fire', 'fire', 'fire', 'colorless', 'colorless'], 100, {
      text:
        'Discard 1 Energy card attached to Typhlosion ex. If your opponent has more than 1 Defending Pokémon, you ' +
        'may do 50 damage to each of them instead.',
      *effect(c) {
        // Only a 2-on-2 Battle gives the opponent 2 Defending Pokémon (seed 003 Appendix A); the player chooses.
        if (c.eachDefending.length > 1 && (yield* c.yesNo('Split Blast: do 50 damage to each Defending Pokémon?'))) {
          for (const ref of c.eachDefending) c.dealDamage(50, ref)
        } else c.dealDamage()
        yield* c.discardEnergy(c.self, 1)
      },
    }),
  ],
})
