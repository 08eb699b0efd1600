import { useEffect } from 'react'
import { ANIMATION_FACTOR, resolveDark, useSettings } from '../store/settings'

const THEME_COLOR = { light: '#d7eadc', dark: '#0d3a25' }

/** Keeps <html> in step with the settings: the `dark` class, `data-anim` and the `--cf-speed` multiplier. */
export function useDocumentSettings() {
  const theme = useSettings((s) => s.theme)
  const speed = useSettings((s) => s.animationSpeed)

  useEffect(() => {
    const root = document.documentElement
    const query = window.matchMedia('(prefers-color-scheme: dark)')
    const apply = () => {
      const dark = resolveDark(theme, query.matches)
      root.classList.toggle('dark', dark)
      for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
        meta.content = dark ? THEME_COLOR.dark : THEME_COLOR.light
      }
    }
    apply()
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [theme])

  useEffect(() => {
    const root = document.documentElement
    root.dataset.anim = speed
    root.style.setProperty('--cf-speed', String(ANIMATION_FACTOR[speed]))
  }, [speed])
}
