/** Scarlet & Violet—151 Pokémon sv3pt5-039 … 076, one file per card under pokemon/. */
import type { PokemonDef } from '../../engine'
import { JIGGLYPUFF } from './pokemon/039-jigglypuff'
import { WIGGLYTUFF_EX } from './pokemon/040-wigglytuff-ex'
import { ZUBAT } from './pokemon/041-zubat'
import { GOLBAT } from './pokemon/042-golbat'
import { ODDISH } from './pokemon/043-oddish'
import { GLOOM } from './pokemon/044-gloom'
import { VILEPLUME } from './pokemon/045-vileplume'
import { PARAS } from './pokemon/046-paras'
import { PARASECT } from './pokemon/047-parasect'
import { VENONAT } from './pokemon/048-venonat'
import { VENOMOTH } from './pokemon/049-venomoth'
import { DIGLETT } from './pokemon/050-diglett'
import { DUGTRIO } from './pokemon/051-dugtrio'
import { MEOWTH } from './pokemon/052-meowth'
import { PERSIAN } from './pokemon/053-persian'
import { PSYDUCK } from './pokemon/054-psyduck'
import { GOLDUCK } from './pokemon/055-golduck'
import { MANKEY } from './pokemon/056-mankey'
import { PRIMEAPE } from './pokemon/057-primeape'
import { GROWLITHE } from './pokemon/058-growlithe'
import { ARCANINE } from './pokemon/059-arcanine'
import { POLIWAG } from './pokemon/060-poliwag'
import { POLIWHIRL } from './pokemon/061-poliwhirl'
import { POLIWRATH } from './pokemon/062-poliwrath'
import { ABRA } from './pokemon/063-abra'
import { KADABRA } from './pokemon/064-kadabra'
import { ALAKAZAM_EX } from './pokemon/065-alakazam-ex'
import { MACHOP } from './pokemon/066-machop'
import { MACHOKE } from './pokemon/067-machoke'
import { MACHAMP } from './pokemon/068-machamp'
import { BELLSPROUT } from './pokemon/069-bellsprout'
import { WEEPINBELL } from './pokemon/070-weepinbell'
import { VICTREEBEL } from './pokemon/071-victreebel'
import { TENTACOOL } from './pokemon/072-tentacool'
import { TENTACRUEL } from './pokemon/073-tentacruel'
import { GEODUDE } from './pokemon/074-geodude'
import { GRAVELER } from './pokemon/075-graveler'
import { GOLEM_EX } from './pokemon/076-golem-ex'

export const POKEMON_039_076: PokemonDef[] = [
  JIGGLYPUFF,
  WIGGLYTUFF_EX,
  ZUBAT,
  GOLBAT,
  ODDISH,
  GLOOM,
  VILEPLUME,
  PARAS,
  PARASECT,
  VENONAT,
  VENOMOTH,
  DIGLETT,
  DUGTRIO,
  MEOWTH,
  PERSIAN,
  PSYDUCK,
  GOLDUCK,
  MANKEY,
  PRIMEAPE,
  GROWLITHE,
  ARCANINE,
  POLIWAG,
  POLIWHIRL,
  POLIWRATH,
  ABRA,
  KADABRA,
  ALAKAZAM_EX,
  MACHOP,
  MACHOKE,
  MACHAMP,
  BELLSPROUT,
  WEEPINBELL,
  VICTREEBEL,
  TENTACOOL,
  TENTACRUEL,
  GEODUDE,
  GRAVELER,
  GOLEM_EX,
]
