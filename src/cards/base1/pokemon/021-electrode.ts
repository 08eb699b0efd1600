import { attack, pokemon, weak } from '../../kit'
import { ifTailsDamagesItself } from '../../effects/coins'
import { BASE_ENERGY_TYPES, typeName } from '../../effects/energy'
import { otherPokemonThan } from '../../effects/in-play'
import { POWER_OFF } from '../../effects/powers'

export const ELECTRODE = pokemon({
  id: 'base1-21',
  name: 'Electrode',
  stage: 'stage1',
  evolvesFrom: 'Voltorb',
  hp: 80,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Buzzap',
      text: 'Once during your turn, you may Knock Out Electrode (your opponent takes a Prize card as usual) and attach it to another of your Pokémon as an Energy card that provides 2 Energy of a type you choose (Grass, Fire, Water, Lightning, Psychic or Fighting). Its other cards are discarded. Not while Electrode is Asleep, Confused or Paralyzed.',
      offWhen: POWER_OFF,
      canUse: (c) => otherPokemonThan(c, c.self).length > 0,
      *use(c) {
        const onto = yield* c.chooseSlot(otherPokemonThan(c, c.self), {
          text: 'Buzzap: attach Electrode as Energy to which Pokémon?',
        })
        if (!onto) return
        const i = yield* c.chooseOne(
          'Buzzap: Electrode provides 2 Energy of which type?',
          BASE_ENERGY_TYPES.map(typeName),
        )
        const type = BASE_ENERGY_TYPES[i]!
        c.knockOutAsEnergy(c.self, onto, [{ types: [type] }, { types: [type] }])
      },
    },
  ],
  attacks: [
    attack('Electric Shock', ['lightning', 'lightning', 'lightning'], 50, {
      text: 'Flip a coin. If tails, Electrode also does 10 damage to itself.',
      effect: ifTailsDamagesItself(10),
    }),
  ],
})
