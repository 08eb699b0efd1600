/** Button looks the deck screens share. */
export const BUTTON =
  'rounded-xl bg-felt-700 px-4 py-2 font-extrabold text-white shadow hover:bg-felt-800 disabled:opacity-50 dark:bg-coin-400 dark:text-felt-950 dark:hover:bg-coin-300'
export const BUTTON_QUIET =
  'rounded-xl border-2 border-felt-300 bg-white/80 px-3 py-1.5 font-bold text-felt-800 hover:bg-white dark:border-felt-600 dark:bg-felt-800 dark:text-felt-100 dark:hover:bg-felt-700'
export const BUTTON_DANGER =
  'rounded-xl border-2 border-red-300 bg-white/80 px-3 py-1.5 font-bold text-red-800 hover:bg-red-50 dark:border-red-800 dark:bg-felt-800 dark:text-red-200 dark:hover:bg-red-950'
