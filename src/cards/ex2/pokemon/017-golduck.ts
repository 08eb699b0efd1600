import { attack, pokemon, weak } from '../../kit'
import { hasNoSpecialCondition } from '../../effects/powers'

/**
 * ex2-17. Golduck: its Poké-Power Chaos Flash may confuse the Defending Pokémon on a coin's heads while Golduck is
 * Active; Special Blow hits harder when the Defending Pokémon carries a Special Energy card.
 */
export const GOLDUCK = pokemon({
  id: 'ex2-17',
  name: 'Golduck',
  stage: 'stage1',
  evolvesFrom: 'Psyduck',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  abilities: [
    {
      name: 'Chaos Flash',
      exKind: 'poke-power',
      oncePerTurn: true,
      text:
        'Once during your turn (before your attack), if Golduck is your Active Pokémon, you may flip a coin. If ' +
        'heads, the Defending Pokémon (choose 1 if there are 2) is now Confused. Not while Golduck has a Special ' +
        'Condition.',
      canUse: (c) => c.self.zone === 'active' && hasNoSpecialCondition(c, c.self) && c.exists(c.defending),
      *use(c) {
        if (!c.flip()) return
        // 2-on-2 Battle: Golduck's player chooses one of the two Defending Pokémon (no question in 1-on-1).
        const target = yield* c.chooseActive(c.opp, { text: 'Chaos Flash: confuse which Defending Pokémon?' })
        if (target) c.condition(target, 'confused')
      },
    },
  ],
  attacks: [
    attack('Special Blow', ['water', 'psychic'], 30, {
      damageSuffix: '+',
      text: 'If the Defending Pokémon has any Special Energy cards attached, this attack does 40 more damage.',
      effect(c) {
        if (c.exists(c.defending) && c.attachedEnergy(c.defending).some((e) => !e.def.basic)) c.damage += 40
      },
    }),
  ],
})
