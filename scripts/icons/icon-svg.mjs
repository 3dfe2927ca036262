// The SalesPath mark as SVG text: brand indigo tile, a white path climbing from a start dot to an
// amber goal. One drawing, three framings:
// - rounded: transparent corners, for the favicon and the 'any' purpose icons;
// - square: opaque full tile, for iOS (it rounds the corners itself and fills transparency black);
// - maskable: opaque full tile with the mark shrunk into the central 80% safe zone, because
//   Android may crop the icon to a circle of 80% of its width.

const brand = '#4338ca'
const goal = '#fbbf24'

/** The mark drawn in a 64x64 box. */
const mark = `
  <path d="M15 47 C 27 47, 23 32, 33 32 S 41 19, 48 17" fill="none" stroke="#ffffff"
    stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="15" cy="47" r="4.5" fill="#ffffff"/>
  <circle cx="48" cy="17" r="6.5" fill="${goal}" stroke="#ffffff" stroke-width="2.5"/>`

export const icons = [
  { file: 'pwa-192x192.png', size: 192, variant: 'rounded' },
  { file: 'pwa-512x512.png', size: 512, variant: 'rounded' },
  { file: 'maskable-icon-512x512.png', size: 512, variant: 'maskable' },
  { file: 'apple-touch-icon-180x180.png', size: 180, variant: 'square' },
]

/** @param {{ variant: 'rounded' | 'square' | 'maskable', size?: number }} options */
export function iconSvg({ variant, size }) {
  const dimensions = size === undefined ? '' : ` width="${String(size)}" height="${String(size)}"`
  const radius = variant === 'rounded' ? 14 : 0
  // The mark spans about 44 of 64 units; at 0.7 it fits inside the maskable 80% circle.
  const inner =
    variant === 'maskable'
      ? `<g transform="translate(32 32) scale(0.7) translate(-32 -32)">${mark}</g>`
      : mark
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"${dimensions} role="img" aria-label="SalesPath">
  <rect width="64" height="64" rx="${String(radius)}" fill="${brand}"/>${inner}
</svg>
`
}
