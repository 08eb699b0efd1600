/**
 * Base Set Pokémon base1-35 (Magikarp) … base1-69 (Weedle), one file per card under ./pokemon.
 * Interpretations: docs/rulings/base1-pokemon-35-69.md.
 */
import type { PokemonDef } from '../../engine'
import { MAGIKARP } from './pokemon/035-magikarp'
import { MAGMAR } from './pokemon/036-magmar'
import { NIDORINO } from './pokemon/037-nidorino'
import { POLIWHIRL } from './pokemon/038-poliwhirl'
import { PORYGON } from './pokemon/039-porygon'
import { RATICATE } from './pokemon/040-raticate'
import { SEEL } from './pokemon/041-seel'
import { WARTORTLE } from './pokemon/042-wartortle'
import { ABRA } from './pokemon/043-abra'
import { BULBASAUR } from './pokemon/044-bulbasaur'
import { CATERPIE } from './pokemon/045-caterpie'
import { CHARMANDER } from './pokemon/046-charmander'
import { DIGLETT } from './pokemon/047-diglett'
import { DODUO } from './pokemon/048-doduo'
import { DROWZEE } from './pokemon/049-drowzee'
import { GASTLY } from './pokemon/050-gastly'
import { KOFFING } from './pokemon/051-koffing'
import { MACHOP } from './pokemon/052-machop'
import { MAGNEMITE } from './pokemon/053-magnemite'
import { METAPOD } from './pokemon/054-metapod'
import { NIDORAN_M } from './pokemon/055-nidoran-m'
import { ONIX } from './pokemon/056-onix'
import { PIDGEY } from './pokemon/057-pidgey'
import { PIKACHU } from './pokemon/058-pikachu'
import { POLIWAG } from './pokemon/059-poliwag'
import { PONYTA } from './pokemon/060-ponyta'
import { RATTATA } from './pokemon/061-rattata'
import { SANDSHREW } from './pokemon/062-sandshrew'
import { SQUIRTLE } from './pokemon/063-squirtle'
import { STARMIE } from './pokemon/064-starmie'
import { STARYU } from './pokemon/065-staryu'
import { TANGELA } from './pokemon/066-tangela'
import { VOLTORB } from './pokemon/067-voltorb'
import { VULPIX } from './pokemon/068-vulpix'
import { WEEDLE } from './pokemon/069-weedle'

export const POKEMON_35_69: PokemonDef[] = [
  MAGIKARP,
  MAGMAR,
  NIDORINO,
  POLIWHIRL,
  PORYGON,
  RATICATE,
  SEEL,
  WARTORTLE,
  ABRA,
  BULBASAUR,
  CATERPIE,
  CHARMANDER,
  DIGLETT,
  DODUO,
  DROWZEE,
  GASTLY,
  KOFFING,
  MACHOP,
  MAGNEMITE,
  METAPOD,
  NIDORAN_M,
  ONIX,
  PIDGEY,
  PIKACHU,
  POLIWAG,
  PONYTA,
  RATTATA,
  SANDSHREW,
  SQUIRTLE,
  STARMIE,
  STARYU,
  TANGELA,
  VOLTORB,
  VULPIX,
  WEEDLE,
]
