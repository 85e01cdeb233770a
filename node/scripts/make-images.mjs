// Draws the site's illustrations as SVG and writes them to data/images/ as JPEG (and the icon as PNG).
// Run once with `node node/scripts/make-images.mjs`; the results are committed. No image is downloaded.
import sharp from "sharp"
import { mkdirSync } from "node:fs"

const W = 1200
const H = 800
const sky = (top, bottom) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`

const castle = `${sky("#f6b26b", "#fde9c9")}
<circle cx="900" cy="260" r="90" fill="#fff4d6" opacity=".9"/>
<path d="M0 520 Q300 470 600 510 T1200 500 V800 H0Z" fill="#6b8f5a"/>
<g fill="#c9b48f" stroke="#8d7754" stroke-width="4">
<rect x="380" y="330" width="440" height="200"/>
<rect x="340" y="270" width="90" height="260"/><rect x="770" y="270" width="90" height="260"/>
<rect x="550" y="240" width="100" height="290"/>
</g>
<g fill="#8d7754">${[340, 370, 400, 770, 800, 830, 550, 580, 610].map((x) => `<rect x="${x}" y="${x > 500 && x < 700 ? 222 : 252}" width="22" height="20"/>`).join("")}
${[420, 480, 700, 760].map((x) => `<rect x="${x}" y="400" width="26" height="44" rx="13"/>`).join("")}<rect x="578" y="420" width="44" height="110" rx="22"/></g>
<path d="M0 560 H1200 V800 H0Z" fill="#5b86a8"/>
<g fill="#c9b48f" opacity=".35"><rect x="380" y="560" width="440" height="90"/><rect x="550" y="560" width="100" height="130"/></g>
<g stroke="#e9f1f7" stroke-width="5" opacity=".6"><path d="M150 640 H320"/><path d="M820 700 H1040"/><path d="M260 730 H420"/></g>`

const house = `${sky("#9fd0f0", "#e8f5fc")}
<path d="M0 560 Q600 500 1200 560 V800 H0Z" fill="#7aa95c"/>
<g fill="#a5543c" stroke="#6f3626" stroke-width="4">
<rect x="300" y="330" width="600" height="240"/>
<path d="M280 335 L600 190 L920 335Z" fill="#5c4033"/>
<path d="M420 335 L470 250 L520 335Z" fill="#a5543c"/><path d="M680 335 L730 250 L780 335Z" fill="#a5543c"/>
</g>
<g fill="#f3efe2" stroke="#6f3626" stroke-width="3">${[340, 440, 700, 800].map((x) => `<rect x="${x}" y="390" width="60" height="80"/>`).join("")}</g>
<rect x="560" y="440" width="80" height="130" fill="#3d2b22"/>
<g fill="#3f6e35">${[120, 200, 1000, 1080].map((x) => `<circle cx="${x}" cy="500" r="70"/>`).join("")}</g>
<g fill="#2f5a2a">${Array.from({ length: 10 }, (_, i) => `<rect x="${60 + i * 112}" y="640" width="70" height="40" rx="20"/>`).join("")}</g>
<g fill="#e5b93f">${Array.from({ length: 10 }, (_, i) => `<circle cx="${95 + i * 112}" cy="630" r="10"/>`).join("")}</g>`

const safari = `${sky("#f7c873", "#fff0cf")}
<circle cx="260" cy="230" r="110" fill="#fffbe8" opacity=".9"/>
<path d="M0 520 Q400 480 800 520 T1200 510 V800 H0Z" fill="#c7a654"/>
<path d="M0 600 Q600 560 1200 610 V800 H0Z" fill="#b0913f"/>
<g fill="#4e6b32"><ellipse cx="980" cy="380" rx="150" ry="40"/><rect x="970" y="380" width="18" height="150"/></g>
${[
  [560, 1],
  [720, 0.8],
]
  .map(
    ([x, s]) => `<g transform="translate(${x} 560) scale(${s})" fill="#e2a84a" stroke="#8a5a1c" stroke-width="4">
<rect x="-60" y="-150" width="130" height="70" rx="30"/>
<rect x="-55" y="-90" width="14" height="100"/><rect x="-25" y="-90" width="14" height="100"/><rect x="20" y="-90" width="14" height="100"/><rect x="48" y="-90" width="14" height="100"/>
<path d="M40 -140 L85 -330 L110 -320 L70 -130Z"/><ellipse cx="105" cy="-335" rx="34" ry="18"/>
</g>`,
  )
  .join("")}`

const engineer = `${sky("#1d3557", "#274a78")}
<rect x="340" y="140" width="520" height="560" rx="24" fill="#eef2f6" stroke="#9fb0c2" stroke-width="6"/>
<rect x="380" y="190" width="440" height="80" rx="8" fill="#d8dee6"/>
<g fill="#1d3557">${Array.from({ length: 8 }, (_, i) => `<rect x="${400 + i * 52}" y="300" width="36" height="120" rx="6"/>`).join("")}</g>
<g fill="#ffb703">${Array.from({ length: 8 }, (_, i) => `<rect x="${406 + i * 52}" y="310" width="24" height="40" rx="4"/>`).join("")}</g>
<rect x="380" y="450" width="440" height="40" rx="6" fill="#c7d2de"/>
<g stroke-width="10" fill="none" stroke-linecap="round"><path d="M470 420 C470 600 300 620 260 720" stroke="#e63946"/><path d="M560 420 C560 610 420 660 400 760" stroke="#1d1d1d"/></g>
<rect x="150" y="600" width="260" height="170" rx="22" fill="#ffb703" stroke="#c98b00" stroke-width="6"/>
<rect x="180" y="625" width="200" height="80" rx="8" fill="#1d2b36"/>
<text x="280" y="680" font-family="monospace" font-size="44" fill="#7CFC9A" text-anchor="middle">0.12Ω</text>
<path d="M820 560 l70 -120 l-40 0 l60 -110" stroke="#ffb703" stroke-width="16" fill="none" stroke-linejoin="round"/>`

const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="#1d3557"/><path d="M290 70 L150 290 H250 L215 442 L362 212 H262Z" fill="#ffb703"/></svg>`

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`
mkdirSync("data/images", { recursive: true })
mkdirSync("src/images", { recursive: true })
for (const [name, body] of Object.entries({
  "leeds-castle": castle,
  godinton: house,
  "port-lympne": safari,
  engineer,
})) {
  await sharp(Buffer.from(svg(body)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(`data/images/${name}.jpg`)
}
await sharp(Buffer.from(icon)).png().toFile("src/images/icon.png")
console.log("images written")
