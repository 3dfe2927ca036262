/**
 * Prints only the roadmap: the attribute switches on the print rules in src/app/styles.css that hide
 * everything else, and is removed once the print dialog closes.
 */
export function printRoadmap() {
  const root = document.documentElement
  root.dataset.printing = 'roadmap'
  const done = () => {
    delete root.dataset.printing
    window.removeEventListener('afterprint', done)
  }
  window.addEventListener('afterprint', done)
  window.print()
}
