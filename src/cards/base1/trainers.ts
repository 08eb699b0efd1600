/** Base Set Trainers base1-70 … base1-95 (one small file per group under ./trainers). */
import type { TrainerDef } from '../../engine'
import { CLEFAIRY_DOLL } from './trainers/clefairy-doll'
import { BILL, IMPOSTOR_PROFESSOR_OAK, LASS, MAINTENANCE, PROFESSOR_OAK } from './trainers/draw'
import { COMPUTER_SEARCH, ENERGY_RETRIEVAL, ITEM_FINDER, POKEDEX, POKEMON_TRADER } from './trainers/search'
import { DEVOLUTION_SPRAY, POKEMON_BREEDER } from './trainers/evolution'
import { FULL_HEAL, POKEMON_CENTER, POTION, SUPER_POTION } from './trainers/healing'
import { ENERGY_REMOVAL, SUPER_ENERGY_REMOVAL } from './trainers/energy-removal'
import { GUST_OF_WIND, SCOOP_UP, SWITCH } from './trainers/switching'
import { DEFENDER, PLUSPOWER } from './trainers/attached'
import { POKEMON_FLUTE, REVIVE } from './trainers/revival'

export const TRAINERS: TrainerDef[] = [
  CLEFAIRY_DOLL, // 70
  COMPUTER_SEARCH, // 71
  DEVOLUTION_SPRAY, // 72
  IMPOSTOR_PROFESSOR_OAK, // 73
  ITEM_FINDER, // 74
  LASS, // 75
  POKEMON_BREEDER, // 76
  POKEMON_TRADER, // 77
  SCOOP_UP, // 78
  SUPER_ENERGY_REMOVAL, // 79
  DEFENDER, // 80
  ENERGY_RETRIEVAL, // 81
  FULL_HEAL, // 82
  MAINTENANCE, // 83
  PLUSPOWER, // 84
  POKEMON_CENTER, // 85
  POKEMON_FLUTE, // 86
  POKEDEX, // 87
  PROFESSOR_OAK, // 88
  REVIVE, // 89
  SUPER_POTION, // 90
  BILL, // 91
  ENERGY_REMOVAL, // 92
  GUST_OF_WIND, // 93
  POTION, // 94
  SWITCH, // 95
]
