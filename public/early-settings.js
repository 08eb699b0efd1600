/* global document, matchMedia */
// Apply the saved theme and animation speed before the first paint (no light flash in dark mode).
// Same key and format as src/store/settings.ts. A classic script loaded by index.html (not inline: the
// Content-Security-Policy allows scripts from the app's own origin only, see vite.config.ts).
try {
  var s = JSON.parse(localStorage.getItem('coinflip.settings') || '{}') || {}
  var r = document.documentElement
  var dark = s.theme === 'dark' || (s.theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)
  r.classList.toggle('dark', dark)
  if (['slow', 'normal', 'fast', 'off'].indexOf(s.animationSpeed) >= 0) r.dataset.anim = s.animationSpeed
} catch {
  // storage blocked or damaged: the defaults apply
}
