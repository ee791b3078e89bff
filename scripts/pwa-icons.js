// Draws the web app's PNG icons (manifest, home screen) from frontend/public/icons/icon.svg with the
// browser the tests use, so the committed PNGs follow the SVG. Run after changing the SVG:
//   node scripts/pwa-icons.js
// "maskable" icons fill the whole square: launchers crop them to a circle or squircle, so the mark
// sits inside the middle 80 % (the safe zone of the Web App Manifest spec).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const icons = fileURLToPath(new URL('../frontend/public/icons/', import.meta.url))
const svg = readFileSync(`${icons}icon.svg`, 'utf8')
const background = '#12151c'

const outputs = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
]

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const { file, size, maskable } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const mark = maskable ? 70 : 100
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? background : 'transparent'}">` +
        `<div style="width:${mark}%;height:${mark}%">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`
    )
    await page.screenshot({ path: `${icons}${file}`, omitBackground: !maskable })
    await page.close()
  }
} finally {
  await browser.close()
}
