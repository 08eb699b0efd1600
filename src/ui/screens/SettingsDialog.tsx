import { useEffect, useRef } from 'react'
import { useSoundMuted } from '../sound/useSoundMuted'
import { useSettings, type AnimationSpeed, type ThemeChoice, ANIMATION_SPEEDS, THEMES } from '../../store/settings'

const THEME_LABEL: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' }
const SPEED_LABEL: Record<AnimationSpeed, string> = { slow: 'Slow', normal: 'Normal', fast: 'Fast', off: 'Off' }

function Choice<T extends string>(props: {
  legend: string
  name: string
  options: readonly T[]
  labels: Record<T, string>
  value: T
  onChange: (value: T) => void
}) {
  const cols = props.options.length === 3 ? 'grid-cols-3' : 'grid-cols-4'
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200">
        {props.legend}
      </legend>
      <div className={`mt-2 grid ${cols} gap-1 rounded-xl bg-felt-100 p-1 dark:bg-felt-950`}>
        {props.options.map((option) => (
          <label key={option} className="relative">
            <input
              type="radio"
              name={props.name}
              value={option}
              checked={props.value === option}
              onChange={() => props.onChange(option)}
              className="peer sr-only"
            />
            <span className="block cursor-pointer rounded-lg px-2 py-2.5 text-center text-sm font-semibold text-felt-800 outline-coin-500 transition-colors peer-checked:bg-white peer-checked:text-felt-950 peer-checked:shadow peer-focus-visible:outline-4 peer-focus-visible:outline-offset-2 hover:bg-white/60 dark:text-felt-100 dark:outline-coin-300 dark:peer-checked:bg-felt-700 dark:peer-checked:text-white dark:hover:bg-felt-800">
              {props.labels[option]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** Settings, as a modal dialog over the start screen (Esc, Done or a click outside closes it). */
export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const settings = useSettings()
  const [muted, setMuted] = useSoundMuted()
  const reducedMotion = typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || dialog.open) return
    dialog.showModal()
    dialog.querySelector<HTMLInputElement>('input:checked')?.focus()
  }, [])

  return (
    <dialog
      ref={ref}
      aria-labelledby="settings-title"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close() // click on the backdrop
      }}
      className="m-auto w-[min(100%-2rem,28rem)] rounded-3xl border-2 border-felt-200 bg-felt-50 p-0 text-felt-950 shadow-2xl backdrop:bg-felt-950/60 backdrop:backdrop-blur-sm dark:border-felt-700 dark:bg-felt-900 dark:text-felt-50"
    >
      <form method="dialog" className="p-6 sm:p-7">
        <h2 id="settings-title" className="font-display text-3xl font-semibold">
          Settings
        </h2>
        <Choice
          legend="Theme"
          name="theme"
          options={THEMES}
          labels={THEME_LABEL}
          value={settings.theme}
          onChange={settings.setTheme}
        />
        <Choice
          legend="Animation speed"
          name="animation-speed"
          options={ANIMATION_SPEEDS}
          labels={SPEED_LABEL}
          value={settings.animationSpeed}
          onChange={settings.setAnimationSpeed}
        />
        {reducedMotion && (
          <p className="mt-3 text-sm text-felt-700 dark:text-felt-200">
            Your device asks for reduced motion, so decorative animations stay off
            {settings.soundMuted === null ? ' and sound stays off until you turn it on' : ''}.
          </p>
        )}
        <fieldset className="mt-6">
          <legend className="text-sm font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200">Sound</legend>
          <label className="mt-2 flex items-center gap-3 font-semibold">
            <input
              type="checkbox"
              name="sound-on"
              checked={!muted}
              onChange={(e) => setMuted(!e.currentTarget.checked)}
              className="size-5 accent-felt-700 dark:accent-coin-400"
            />
            Sound effects
          </label>
          <label className="mt-3 flex items-center gap-3 text-sm font-semibold">
            Volume
            <input
              type="range"
              name="sound-volume"
              min={0}
              max={100}
              step={5}
              value={settings.soundVolume}
              disabled={muted}
              onChange={(e) => settings.setSoundVolume(Number(e.currentTarget.value))}
              aria-valuetext={`${settings.soundVolume}%`}
              className="grow accent-felt-700 disabled:opacity-50 dark:accent-coin-400"
            />
            <output className="w-10 text-right tabular-nums">{settings.soundVolume}%</output>
          </label>
        </fieldset>
        <fieldset className="mt-6">
          <legend className="text-sm font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200">Coach</legend>
          <label className="mt-2 flex items-center gap-3 font-semibold">
            <input
              type="checkbox"
              name="coach"
              checked={settings.coach}
              onChange={(e) => settings.setCoach(e.currentTarget.checked)}
              className="size-5 accent-felt-700 dark:accent-coin-400"
            />
            Coach
          </label>
          <p className="mt-1 text-sm text-felt-700 dark:text-felt-200">
            After your turn, points out a clearly better move when there was one.
          </p>
        </fieldset>
        <div className="mt-7 flex justify-end">
          <button
            type="submit"
            className="rounded-xl bg-felt-700 px-6 py-2.5 font-bold text-white shadow hover:bg-felt-800 dark:bg-coin-400 dark:text-felt-950 dark:hover:bg-coin-300"
          >
            Done
          </button>
        </div>
      </form>
    </dialog>
  )
}
