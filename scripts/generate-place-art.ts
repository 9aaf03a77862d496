/**
 * Generates the flat landscape artwork of every seed place:
 *   web/public/images/places/<place-slug>.svg  and  web/public/images/place-fallback.svg
 *
 * Run with: node --import tsx scripts/generate-place-art.ts
 *
 * Deterministic: the palette, the motif and every shape come from the place itself (a hash of
 * its slug, keywords of its title and description), so the same catalogue always yields
 * byte-identical files.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueSeed } from '../api/src/db/seed/catalogue-data.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const imagesDir = join(root, 'web', 'public', 'images');
const placesDir = join(imagesDir, 'places');

const W = 800;
const H = 500;

// ---------------------------------------------------------------- randomness

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Rng = () => number;

/** mulberry32: a tiny seeded generator, stable across platforms. */
function rngFrom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, lo: number, hi: number) => Math.round(lo + rng() * (hi - lo));

// ---------------------------------------------------------------- colour

interface Palette {
  name: string;
  sky: readonly [string, string, string];
  sun: string;
  far: string;
  mid: string;
  near: string;
  ink: string;
  water: string;
  light: string;
  moon?: boolean;
  rain?: boolean;
}

const palettes: readonly Palette[] = [
  { name: 'dawn', sky: ['#5b6fa8', '#f0b3a0', '#ffe3bb'], sun: '#fff0c8', far: '#c99aa8', mid: '#8f6f90', near: '#4b4064', ink: '#372d4d', water: '#a3b3d3', light: '#ffe6c4' },
  { name: 'dawn-gold', sky: ['#7d88c6', '#f6c49d', '#fde8c6'], sun: '#fff3d2', far: '#d2a88e', mid: '#a27b6b', near: '#5f4b50', ink: '#44353d', water: '#b3bfd8', light: '#fff0d6' },
  { name: 'noon', sky: ['#3f9bdb', '#98cff1', '#e4f4fb'], sun: '#fff8d8', far: '#9fc8c8', mid: '#5f9e84', near: '#2f6b55', ink: '#214840', water: '#3a8cc0', light: '#f3fbff' },
  { name: 'noon-warm', sky: ['#2f86c9', '#80c5ea', '#f2efd9'], sun: '#fffbe3', far: '#b8c8a6', mid: '#7ea46a', near: '#4a714b', ink: '#2e4a36', water: '#3f97c4', light: '#fbfdf2' },
  { name: 'dusk', sky: ['#2b2d5c', '#b6527a', '#f59e5b'], sun: '#ffd27a', far: '#8b4b6f', mid: '#5b3659', near: '#2e203e', ink: '#1f1530', water: '#7a5384', light: '#ffc98a' },
  { name: 'dusk-moon', sky: ['#121a3d', '#34407a', '#6f6ea8'], sun: '#f5f1dc', far: '#434c86', mid: '#2d3466', near: '#191e42', ink: '#0f1330', water: '#33428a', light: '#f3e4a6', moon: true },
  { name: 'monsoon', sky: ['#5c6f7a', '#95a9ad', '#d0dad4'], sun: '#f1f4ec', far: '#86a295', mid: '#567b69', near: '#2f5446', ink: '#243f39', water: '#6f8f93', light: '#e6eee8', rain: true },
  { name: 'monsoon-teal', sky: ['#3f5f6b', '#7fa3a2', '#c8ddd2'], sun: '#eef5ec', far: '#7fa89a', mid: '#4b7a6a', near: '#275043', ink: '#1c3a33', water: '#5d8c8c', light: '#e0efe6' },
];

/** Hand-picked palettes for a few headline places. */
const paletteOverrides: Readonly<Record<string, string>> = {
  'taj-mahal': 'dawn',
  'varanasi-ghats': 'dusk',
  'india-tours': 'noon',
};

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => Math.round(v + (pb[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

// ---------------------------------------------------------------- motif choice

type Motif =
  | 'domes'
  | 'gateway'
  | 'arcade'
  | 'sanctum'
  | 'fort'
  | 'stupa'
  | 'temple'
  | 'falls'
  | 'desert'
  | 'beach'
  | 'lake'
  | 'mountain'
  | 'forest';

const keywords: readonly (readonly [Motif, RegExp])[] = [
  ['domes', /\b(taj|tombs?|imambara|mosques?|masjid|gumbaz|minar|minarets?|mausoleums?|charminar)\b/i],
  ['fort', /\b(forts?|palaces?|mahal|qila|wada|citadel|ramparts)\b/i],
  ['stupa', /\b(stupa|monastery|gompa|pagoda|tsuglagkhang)\b/i],
  ['temple', /\b(temples?|mandir|shrine|jyotirlingas?|dham)\b/i],
  ['falls', /\b(falls|waterfalls?)\b/i],
  ['desert', /\b(desert|dunes|rann)\b/i],
  ['beach', /\b(beach|islands?|sea|coral|reefs?|lagoon)\b/i],
  ['lake', /\b(lakes?|backwaters?|tso|river|ghats|sarovar|dil)\b/i],
  ['mountain', /\b(mountains?|valley|pass|peaks?|glacier|himalaya|canyon|la|hills?)\b/i],
];

/** Places whose keywords would mislead: chosen by eye. */
const motifOverrides: Readonly<Record<string, Motif>> = {
  'majuli-island': 'lake',
  'lotus-temple': 'domes',
  'golden-temple': 'sanctum',
  'solomons-temple': 'forest',
  'varkala-cliff': 'beach',
  'bandhavgarh-national-park': 'forest',
  'kaziranga-national-park': 'forest',
  'victoria-memorial': 'domes',
  'gateway-of-india': 'gateway',
  'nubra-valley': 'desert',
  'pangong-tso': 'lake',
  'umngot-river': 'lake',
  'chinese-fishing-nets': 'lake',
  'sundarbans-national-park': 'lake',
  'howrah-bridge': 'lake',
  'brahma-sarovar': 'lake',
  'har-ki-pauri': 'lake',
  'hampi-ruins': 'temple',
  'ellora-caves': 'temple',
  'nalanda-mahavihara': 'stupa',
  'vaishali-ashokan-pillar': 'stupa',
  'double-decker-living-root-bridge': 'forest',
  'unakoti': 'forest',
  'gandikota-canyon': 'mountain',
  'zakir-hussain-rose-garden': 'forest',
  'rock-garden-of-chandigarh': 'forest',
  'pinjore-gardens': 'fort',
  'kohima-war-cemetery': 'forest',
  'nilgiri-mountain-railway': 'mountain',
  // These once drew the Taj's dome and minarets (three of home's highlights looked alike): Fatehpur
  // Sikri is its Buland Darwaza gate, the Bara Imambara its long arcaded hall; see also the
  // Golden Temple and the Gateway of India above.
  'fatehpur-sikri': 'gateway',
  'bara-imambara': 'arcade',
};

export function motifFor(slug: string, title: string, description: string): Motif {
  const override = motifOverrides[slug];
  if (override) return override;
  for (const text of [title, description]) {
    for (const [motif, pattern] of keywords) if (pattern.test(text)) return motif;
  }
  return 'forest';
}

// ---------------------------------------------------------------- shapes

const f = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** A smooth ridge from left to right, closed along the bottom edge. */
function ridge(rng: Rng, base: number, amp: number, steps: number, bottom = H): string {
  const dx = W / steps;
  const ys = Array.from({ length: steps + 1 }, () => base + between(rng, -amp, amp));
  let d = `M0 ${bottom}V${ys[0]}`;
  for (let i = 0; i < steps; i++) {
    const x = Math.round(i * dx);
    const mx = Math.round((i + 0.5) * dx);
    const my = Math.round((ys[i]! + ys[i + 1]!) / 2);
    d += `Q${x} ${ys[i]} ${mx} ${my}`;
  }
  return `${d}T${W} ${ys[steps]}V${bottom}Z`;
}

/** Jagged peaks (optionally snow-capped). */
function peaks(rng: Rng, base: number, count: number, minH: number, maxH: number, fill: string, snow?: string): string {
  const pts: [number, number][] = [[0, base - between(rng, 0, 40)]];
  const span = W / count;
  const tops: [number, number, number][] = [];
  for (let i = 0; i < count; i++) {
    const x = Math.round(span * (i + 0.5) + between(rng, -span / 5, span / 5));
    const y = base - between(rng, minH, maxH);
    const valley = base - between(rng, 10, minH / 2);
    pts.push([x, y], [Math.round(span * (i + 1)), valley]);
    tops.push([x, y, base - y]);
  }
  let out = f(`M0 ${H}${pts.map(([x, y]) => `L${x} ${y}`).join('')}L${W} ${H}Z`, fill);
  if (snow) {
    const caps = tops
      .filter(([, , h]) => h > minH + (maxH - minH) * 0.3)
      .map(([x, y, h]) => {
        const s = Math.round(h * 0.22);
        return `M${x} ${y}l${s} ${s}l-${Math.round(s / 2)} -${Math.round(s / 4)}l-${Math.round(s / 2)} ${Math.round(s / 3)}l-${Math.round(s / 2)} -${Math.round(s / 3)}l-${Math.round(s / 2)} ${Math.round(s / 4)}Z`;
      })
      .join('');
    if (caps) out += f(caps, snow);
  }
  return out;
}

/** Pines and round-crowned trees; every subpath winds clockwise so overlaps never cut holes. */
function trees(rng: Rng, count: number, y0: number, y1: number, fill: string, x0 = 0, x1 = W, scale = 1): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = between(rng, x0, x1);
    const y = between(rng, y0, y1);
    const s = Math.round((8 + ((y - y0) / Math.max(1, y1 - y0)) * 8 + rng() * 6) * scale);
    if (rng() < 0.5) {
      d += `M${x} ${y - s * 4}l${s} ${s * 2}h-${Math.round(s / 3)}l${Math.round(s * 0.8)} ${s * 2}h-${Math.round(s * 2.9)}l${Math.round(s * 0.8)} -${s * 2}h-${Math.round(s / 3)}Z`;
    } else {
      const t = Math.round(s * 1.2);
      const r = Math.round(s * 1.1);
      const cy = y - t - r + 4;
      d += `M${x - 2} ${y}v-${t}h4v${t}ZM${x - r} ${cy}a${r} ${r} 0 1 1 ${r * 2} 0a${r} ${r} 0 1 1 -${r * 2} 0Z`;
    }
  }
  return f(d, fill);
}

/** A block whose top edge carries merlons. */
function crenel(x: number, y: number, w: number, h: number, m: number): string {
  const n = Math.max(1, Math.floor(w / (m * 2)));
  const step = w / (n * 2 - 1);
  let d = `M${x} ${y + h}V${y}`;
  for (let i = 0; i < n * 2 - 1; i++) {
    const nx = Math.round(x + step * (i + 1));
    d += i % 2 === 0 ? `H${nx}V${y + m}` : `H${nx}V${y}`;
  }
  return `${d}H${x + w}V${y + h}Z`;
}

function onion(cx: number, base: number, r: number): string {
  const h = Math.round(r * 1.5);
  return `M${cx - r} ${base}C${cx - r - 6} ${base - h * 0.6} ${cx - 6} ${base - h * 0.75} ${cx} ${base - h}C${cx + 6} ${base - h * 0.75} ${cx + r + 6} ${base - h * 0.6} ${cx + r} ${base}Z`;
}

function minaret(cx: number, base: number, h: number, w: number): string {
  const top = base - h;
  return `M${cx - w / 2} ${base}V${top}h${w}V${base}ZM${cx - w / 2 - 4} ${top + Math.round(h * 0.35)}h${w + 8}v4h-${w + 8}ZM${cx - w / 2 - 4} ${top}h${w + 8}v4h-${w + 8}Z${onion(cx, top, w / 2 + 2)}`;
}

function shikhara(cx: number, base: number, w: number, h: number): string {
  const hw = w / 2;
  const top = base - h;
  return `M${cx - hw} ${base}C${cx - hw} ${base - h * 0.55} ${cx - hw * 0.45} ${top + h * 0.12} ${cx - 6} ${top}h12C${cx + hw * 0.45} ${top + h * 0.12} ${cx + hw} ${base - h * 0.55} ${cx + hw} ${base}ZM${cx - 11} ${top + 2}a11 5 0 0 1 22 0a11 5 0 0 1 -22 0ZM${cx - 3} ${top - 4}l3 -14l3 14Z`;
}

/** A small domed kiosk (chhatri) standing on `base`. */
function chhatri(cx: number, base: number, w: number): string {
  const hw = Math.round(w / 2);
  const post = Math.max(2, Math.round(w / 7));
  const roof = base - Math.round(w * 0.8);
  return `M${cx - hw} ${base}v-4h${post}v${-(base - 4 - roof)}h-${post}V${base}Z M${cx + hw - post} ${base}V${roof}h${post}V${base}Z M${cx - hw - 3} ${roof}h${w + 6}v-4h-${w + 6}Z M${cx - hw} ${roof - 4}a${hw} ${hw} 0 0 1 ${w} 0Z M${cx - 1} ${roof - 4 - hw}v-7h2v7Z`;
}

/** A pointed (Mughal) arch opening, `w` wide, springing at `spring` and standing on `base`. */
function pointedArch(cx: number, base: number, w: number, spring: number): string {
  const hw = Math.round(w / 2);
  const apex = spring - Math.round(w * 0.55);
  return `M${cx - hw} ${base}V${spring}Q${cx - hw} ${apex + Math.round(w * 0.15)} ${cx} ${apex}Q${cx + hw} ${apex + Math.round(w * 0.15)} ${cx + hw} ${spring}V${base}Z`;
}

function palm(x: number, y: number, h: number, lean: number, fill: string): string {
  const cx = x + lean;
  const cy = y - h;
  let d = `M${x - 5} ${y}Q${x + lean * 0.2} ${y - h * 0.5} ${cx - 2} ${cy}h4Q${x + lean * 0.2 + 8} ${y - h * 0.5} ${x + 5} ${y}Z`;
  const fronds: [number, number][] = [[-70, 25], [-55, -10], [-20, -30], [25, -28], [60, -8], [72, 28], [10, 35]];
  for (const [dx, dy] of fronds) {
    const s = h / 150;
    const tx = Math.round(cx + dx * s);
    const ty = Math.round(cy + dy * s);
    const mx = Math.round(cx + dx * s * 0.5);
    const my = Math.round(cy + dy * s * 0.5 - 18 * s);
    d += `M${cx} ${cy}Q${mx} ${my - 6} ${tx} ${ty}Q${mx} ${my + 6} ${cx} ${cy}Z`;
  }
  return f(d, fill);
}

function sky(p: Palette, rng: Rng): string {
  const sx = between(rng, 150, 650);
  const sy = between(rng, 80, 150);
  let out = `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset=".6" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/>`;
  if (p.moon) {
    let stars = '';
    for (let i = 0; i < 14; i++) stars += `M${between(rng, 10, 790)} ${between(rng, 10, 220)}h2v2h-2Z`;
    out += f(stars, '#fff', ' opacity=".7"');
    out += `<circle cx="${sx}" cy="${sy}" r="56" fill="${p.sun}" opacity=".12"/><circle cx="${sx}" cy="${sy}" r="30" fill="${p.sun}"/><circle cx="${sx + 11}" cy="${sy - 6}" r="26" fill="${p.sky[0]}" opacity=".35"/>`;
  } else {
    const r = p.rain ? 34 : between(rng, 34, 50);
    out += `<circle cx="${sx}" cy="${sy}" r="${r * 2}" fill="${p.sun}" opacity="${p.rain ? '.15' : '.22'}"/><circle cx="${sx}" cy="${sy}" r="${r}" fill="${p.sun}"${p.rain ? ' opacity=".7"' : ''}/>`;
  }
  const clouds = p.rain ? 3 : between(rng, 0, 2);
  let c = '';
  for (let i = 0; i < clouds; i++) {
    const x = between(rng, 20, 640);
    const y = between(rng, 60, 170);
    const s = between(rng, 12, 22);
    const r = (k: number) => Math.round(s * k);
    c += `<rect x="${x}" y="${y - r(1.2)}" width="${r(6)}" height="${r(1.2)}" rx="${r(0.6)}"/>`;
    c += `<circle cx="${x + r(1.7)}" cy="${y - r(1.2)}" r="${r(1.1)}"/><circle cx="${x + r(3.3)}" cy="${y - r(1.6)}" r="${r(1.5)}"/><circle cx="${x + r(4.6)}" cy="${y - r(1)}" r="${r(0.9)}"/>`;
  }
  if (c) out += `<g fill="${p.rain ? '#e8eeee' : '#ffffff'}" opacity="${p.rain ? '.5' : '.4'}">${c}</g>`;
  return out;
}

function rain(p: Palette, rng: Rng): string {
  if (!p.rain) return '';
  let d = '';
  for (let i = 0; i < 26; i++) d += `M${between(rng, 0, 800)} ${between(rng, 0, 380)}l-8 24`;
  return `<path d="${d}" stroke="${p.light}" stroke-width="2" opacity=".35"/>`;
}

function water(p: Palette, rng: Rng, top: number): string {
  let out = f(`M0 ${top}H${W}V${H}H0Z`, p.water);
  let d = '';
  for (let i = 0; i < 9; i++) {
    const y = between(rng, top + 10, H - 10);
    const x = between(rng, 20, 700);
    d += `M${x} ${y}h${between(rng, 30, 90)}`;
  }
  out += `<path d="${d}" stroke="${p.light}" stroke-width="3" stroke-linecap="round" opacity=".45"/>`;
  return out;
}

// ---------------------------------------------------------------- scenes

function scene(motif: Motif, p: Palette, rng: Rng, snowy: boolean): string {
  const snow = mix('#ffffff', p.sky[2], 0.15);
  switch (motif) {
    case 'gateway': {
      // A towering gate on a flight of steps, its parapet crowned with kiosks, between low wings.
      const cx = between(rng, 370, 430);
      const gateTop = between(rng, 140, 160);
      const gate = crenel(cx - 110, gateTop, 220, 330 - gateTop, 6);
      let kiosks = '';
      for (let i = -3; i <= 3; i++) kiosks += chhatri(cx + i * 30, gateTop, 18);
      const wingTop = between(rng, 235, 255);
      const wings = crenel(cx - 290, wingTop, 180, 330 - wingTop, 9) + crenel(cx + 110, wingTop, 180, 330 - wingTop, 9);
      const corners = chhatri(cx - 280, wingTop, 26) + chhatri(cx + 280, wingTop, 26);
      let steps = '';
      for (let i = 0; i < 5; i++) steps += `M${cx - 90 - i * 22} ${330 + i * 12}h${180 + i * 44}v12h-${180 + i * 44}Z`;
      let wingArches = '';
      for (const side of [-1, 1]) {
        for (let i = 0; i < 3; i++) wingArches += pointedArch(cx + side * (150 + i * 50), 322, 26, wingTop + 45);
      }
      return (
        f(ridge(rng, 330, 22, 5), p.far) +
        f(gate + kiosks + wings + corners + steps, p.ink) +
        f(pointedArch(cx, 330, 120, 225), p.light, ' opacity=".35"') +
        f(pointedArch(cx, 330, 46, 285), p.ink, ' opacity=".55"') +
        f(wingArches, p.light, ' opacity=".25"') +
        `<path d="M${cx - 200} 390h400" stroke="${p.light}" stroke-width="2" opacity=".25"/>` +
        f(`M0 ${H}V400Q${cx - 300} 385 ${cx - 200} 392H${cx + 200}Q${cx + 300} 385 ${W} 400V${H}Z`, p.mid) +
        f(ridge(rng, 460, 10, 4), p.near)
      );
    }
    case 'arcade': {
      // A long two-storey hall of arches on a plinth, kiosks along its roof, a low wall in front.
      const cx = between(rng, 380, 420);
      const top = between(rng, 215, 235);
      const hall = `M${cx - 230} 350V${top}H${cx + 230}V350Z`;
      const turrets = `M${cx - 250} 350V${top - 30}h40V350ZM${cx + 210} 350V${top - 30}h40V350Z`;
      let roof = onion(cx - 230, top - 30, 20) + onion(cx + 230, top - 30, 20);
      for (let i = -3; i <= 3; i++) roof += chhatri(cx + i * 56, top, i === 0 ? 34 : 20);
      let upper = '';
      let lower = '';
      for (let i = -3; i <= 3; i++) {
        upper += pointedArch(cx + i * 56, top + 52, 24, top + 32);
        lower += pointedArch(cx + i * 56, 342, i === 0 ? 44 : 32, i === 0 ? 300 : 310);
      }
      const plinth = `M${cx - 270} 366V350H${cx + 270}V366Z`;
      const frontWall = crenel(0, 408, W, 40, 10);
      return (
        f(ridge(rng, 320, 20, 5), p.far) +
        f(hall + turrets + roof + plinth, p.ink) +
        f(upper + lower, p.light, ' opacity=".32"') +
        `<path d="M${cx - 230} ${top + 62}H${cx + 230}" stroke="${p.light}" stroke-width="3" opacity=".25"/>` +
        f(`M0 ${H}V366H${W}V${H}Z`, p.mid) +
        f(frontWall, p.near) +
        f(`M0 ${H}V446H${W}V${H}Z`, p.near)
      );
    }
    case 'sanctum': {
      // A gilded shrine in the middle of its pool, reached by a causeway, the complex behind.
      const cx = between(rng, 500, 540);
      const gold = mix('#e0a93a', p.ink, 0.2);
      let complex = `M0 330V292H${W}V330Z`;
      for (let x = 40; x < W; x += 90) complex += chhatri(x, 292, 16);
      const shrine = `M${cx - 84} 364V262H${cx + 84}V364ZM${cx - 64} 263V222H${cx + 64}V263Z${onion(cx, 222, 48)}`;
      const kiosks = chhatri(cx - 72, 262, 22) + chhatri(cx + 72, 262, 22) + chhatri(cx - 54, 222, 18) + chhatri(cx + 54, 222, 18);
      let lamps = '';
      for (let x = 30; x < cx - 90; x += 60) lamps += `M${x} 350v-18h3v18Z`;
      let windows = '';
      for (let i = -1; i <= 1; i++) windows += pointedArch(cx + i * 46, 352, 24, 310);
      for (let i = -1; i <= 1; i++) windows += pointedArch(cx + i * 36, 256, 16, 238);
      return (
        f(ridge(rng, 290, 16, 5), p.far) +
        f(complex, mix(p.far, p.ink, 0.45)) +
        water(p, rng, 330) +
        f(shrine + kiosks, gold) +
        f(windows, p.ink, ' opacity=".45"') +
        f(`M${cx - 84} 364h168l-16 60h-136Z`, gold, ' opacity=".3"') +
        f(`M0 364V350H${cx - 84}V364Z${lamps}`, mix('#f4efe6', p.far, 0.3)) +
        f(`M0 ${H}V470H${W}V${H}Z`, mix('#f4efe6', p.near, 0.55))
      );
    }
    case 'fort': {
      const cx = between(rng, 340, 460);
      const half = between(rng, 140, 190);
      const wallTop = between(rng, 245, 265);
      const wall = crenel(cx - half, wallTop, half * 2, 350 - wallTop, 12);
      const t1y = between(rng, 200, 230);
      const t2y = between(rng, 200, 230);
      const t1 = crenel(cx - half - 30, t1y, 60, 350 - t1y, 10);
      const t2 = crenel(cx + half - 30, t2y, 60, 350 - t2y, 10);
      const ky = between(rng, 160, 190);
      const kw = between(rng, 80, 110);
      const keep =
        rng() < 0.5
          ? crenel(cx - kw / 2, ky, kw, 350 - ky, 10)
          : `M${cx - kw / 2} 350V${ky}H${cx + kw / 2}V350Z${onion(cx - kw / 4, ky, 14)}${onion(cx + kw / 4, ky, 14)}`;
      const flag = `M${cx - 2} ${ky}V${ky - 40}h4v40ZM${cx + 2} ${ky - 40}l26 8l-26 8Z`;
      const hill = `M0 ${H}V380Q${cx - 260} 330 ${cx - 180} 345H${cx + 180}Q${cx + 260} 330 ${W} 370V${H}Z`;
      return (
        f(ridge(rng, 320, 30, 5), p.far) +
        f(wall + t1 + t2 + keep + flag, p.ink) +
        f(`M${cx - 12} 350v-30a12 12 0 0 1 24 0v30Z`, p.light, ' opacity=".5"') +
        f(hill, p.mid) +
        f(ridge(rng, 440, 18, 4), p.near)
      );
    }
    case 'temple': {
      const cx = between(rng, 340, 460);
      const mw = between(rng, 105, 135);
      const mh = between(rng, 165, 205);
      const main = shikhara(cx, 330, mw, mh);
      const sw = between(rng, 55, 80);
      const sh = between(rng, 80, 115);
      let side = shikhara(cx - 110, 340, sw, sh) + shikhara(cx + 110, 340, sw, sh);
      if (rng() < 0.5) side += shikhara(cx - 170, 345, sw - 20, sh - 35) + shikhara(cx + 170, 345, sw - 20, sh - 35);
      const plinth = `M${cx - 190} 360V330H${cx + 190}V360ZM${cx - 210} 372V356H${cx + 210}V372Z`;
      const top = 330 - mh + 5;
      const ribs = `M${cx} 320V${top}M${cx - 30} 326Q${cx - 24} ${top + 55} ${cx - 6} ${top}M${cx + 30} 326Q${cx + 24} ${top + 55} ${cx + 6} ${top}`;
      return (
        f(ridge(rng, 330, 25, 5), p.far) +
        f(main + side + plinth, p.ink) +
        `<path d="${ribs}" stroke="${p.light}" stroke-width="2" fill="none" opacity=".25"/>` +
        f(ridge(rng, 400, 14, 5), p.mid) +
        trees(rng, 5, 420, 470, p.near, 0, 800) +
        f(ridge(rng, 460, 10, 4), p.near)
      );
    }
    case 'stupa': {
      const cx = between(rng, 340, 460);
      const dome = `M${cx - 95} 330A95 85 0 0 1 ${cx + 95} 330ZM${cx - 115} 345V330H${cx + 115}V345ZM${cx - 20} 248V228H${cx + 20}V248ZM${cx - 12} 228L${cx} 160L${cx + 12} 228Z`;
      const colours = ['#3d6fd1', '#f4f4f4', '#d9473b', '#3c9a5b', '#f2c33d'];
      let flags = `<path d="M${cx} 165L${cx - 300} 330M${cx} 165L${cx + 300} 330" stroke="${p.ink}" stroke-width="1.5" opacity=".6"/>`;
      for (let i = 0; i < 5; i++) {
        let d = '';
        for (const side of [-1, 1]) {
          const t = (i * 2 + (side > 0 ? 1 : 0) + 1) / 11;
          const x = Math.round(cx + side * 300 * t);
          const y = Math.round(165 + 165 * t);
          d += `M${x} ${y}l${side * 4} 14l${side * 10} -4Z`;
        }
        flags += f(d, colours[i]!, ' opacity=".85"');
      }
      return (
        peaks(rng, 320, 4, 70, 160, p.far, snowy ? snow : undefined) +
        f(dome, mix(p.light, p.far, 0.25)) +
        `<path d="M${cx - 95} 330A95 85 0 0 1 ${cx + 95} 330" fill="none" stroke="${p.ink}" stroke-width="3" opacity=".3"/>` +
        flags +
        f(ridge(rng, 380, 16, 4), p.mid) +
        f(ridge(rng, 450, 12, 4), p.near)
      );
    }
    case 'domes': {
      const cx = between(rng, 370, 430);
      const r = between(rng, 50, 64);
      const drum = between(rng, 8, 20);
      const body = `M${cx - 110} 350V250H${cx + 110}V350ZM${cx - r + 6} 251V${250 - drum}H${cx + r - 6}V251Z`;
      const arch = `M${cx - 34} 350V292a34 34 0 0 1 68 0V350Z`;
      const domeBase = 250 - drum;
      const domes = onion(cx, domeBase, r) + onion(cx - 84, 250, 20) + onion(cx + 84, 250, 20);
      const finial = `M${cx - 2} ${domeBase - Math.round(r * 1.5) + 2}v-24h4v24Z`;
      const mh = between(rng, 180, 220);
      let towers = minaret(cx - 200, 360, mh, 18) + minaret(cx + 200, 360, mh, 18);
      if (rng() < 0.4) towers += minaret(cx - 150, 360, mh - 50, 14) + minaret(cx + 150, 360, mh - 50, 14);
      const plinth = `M${cx - 240} 372V350H${cx + 240}V372Z`;
      return (
        f(ridge(rng, 340, 18, 5), p.far) +
        f(body + domes + finial + towers + plinth, p.ink) +
        f(arch, p.light, ' opacity=".35"') +
        water(p, rng, 380) +
        f(`M${cx - 110} 380h220l-20 40h-180Z`, p.ink, ' opacity=".25"') +
        f(`M0 ${H}V468H${W}V${H}Z`, p.near)
      );
    }
    case 'falls': {
      const fx = between(rng, 340, 460);
      const left = `M0 ${H}V200Q${fx - 200} 150 ${fx - 40} 170L${fx - 30} 420H0Z`;
      const right = `M${W} ${H}V230Q${fx + 200} 160 ${fx + 40} 170L${fx + 30} 420H${W}Z`;
      let streaks = '';
      for (let x = fx - 30; x <= fx + 30; x += 12) streaks += `M${x} 176V410`;
      return (
        peaks(rng, 300, 4, 40, 110, p.far) +
        f(`M${fx - 40} 170H${fx + 40}L${fx + 35} 420H${fx - 35}Z`, mix(p.light, p.water, 0.2)) +
        `<path d="${streaks}" stroke="#fff" stroke-width="4" opacity=".6"/>` +
        f(left + right, p.mid) +
        trees(rng, 8, 200, 320, p.near, 0, fx - 70, 0.8) +
        trees(rng, 7, 220, 320, p.near, fx + 70, 800, 0.8) +
        f(`M0 ${H}V430Q${fx} 400 ${W} 430V${H}Z`, p.water) +
        f(`M${fx - 80} 420a36 20 0 0 1 72 0a36 20 0 0 1 88 0Z`, '#fff', ' opacity=".55"') +
        f(ridge(rng, 475, 8, 4), p.near)
      );
    }
    case 'desert': {
      const sand = mix('#edbd74', p.sky[2], 0.25);
      const cx = between(rng, 250, 520);
      const camel = (x: number, s: number) =>
        `<path transform="translate(${x} 392) scale(${s})" d="M0 0L4 -30L0 -36L5 -45Q15 -64 27 -62Q36 -58 40 -48L50 -45L62 -62L68 -66L75 -62L75 -58L65 -57L58 -40L52 -30L55 0H51L47 -27H20L12 0H8L12 -27Z" fill="${p.ink}"/>`;
      return (
        f(ridge(rng, 330, 20, 3), mix(sand, p.far, 0.55)) +
        f(ridge(rng, 370, 30, 3), mix(sand, p.mid, 0.3)) +
        camel(cx, 1.1) +
        camel(cx + 95, 1) +
        f(ridge(rng, 430, 25, 3), mix(sand, p.near, 0.15)) +
        f(ridge(rng, 475, 12, 2), mix(sand, p.near, 0.45))
      );
    }
    case 'beach': {
      const sand = mix('#f1d9a6', p.sky[2], 0.2);
      const px = between(rng, 80, 200);
      const px2 = between(rng, 560, 680);
      let waves = '';
      for (let i = 0; i < 4; i++) {
        const y = 360 + i * 16;
        const x = between(rng, 40, 500);
        waves += `M${x} ${y}q20 -8 40 0t40 0t40 0`;
      }
      return (
        f(`M0 300H${W}V${H}H0Z`, p.water) +
        `<path d="${waves}" stroke="${p.light}" stroke-width="3" fill="none" opacity=".5" stroke-linecap="round"/>` +
        f(`M0 ${H}V420Q300 380 ${W} 410V${H}Z`, sand) +
        f(`M0 422Q300 382 ${W} 412`, 'none', ` stroke="#fff" stroke-width="4" opacity=".6"`) +
        palm(px, 470, 230, 40, p.ink) +
        palm(px + 70, 480, 170, -30, p.ink) +
        palm(px2, 470, 200, -45, p.ink)
      );
    }
    case 'lake': {
      const bx = between(rng, 260, 520);
      const hull = `M${bx} 410H${bx + 150}Q${bx + 130} 432 ${bx + 75} 434Q${bx + 20} 432 ${bx} 410Z`;
      const roof = `M${bx + 30} 410V392Q${bx + 75} 372 ${bx + 120} 392V410Z`;
      const pole = `M${bx + 140} 420L${bx + 170} 356`;
      const hills = snowy ? peaks(rng, 330, 4, 60, 140, p.far, snow) : f(ridge(rng, 300, 35, 4), p.far);
      return (
        hills +
        f(ridge(rng, 345, 15, 5), p.mid) +
        water(p, rng, 360) +
        f(hull + roof, p.ink) +
        `<path d="${pole}" stroke="${p.ink}" stroke-width="3"/>` +
        f(`M${bx} 438h150l-20 12h-110Z`, p.ink, ' opacity=".2"') +
        trees(rng, 4, 480, 500, p.near, 0, 180, 1.2) +
        trees(rng, 3, 480, 500, p.near, 640, 800, 1.2)
      );
    }
    case 'mountain': {
      return (
        peaks(rng, 300, 3, 110, 200, p.far, snowy ? snow : undefined) +
        peaks(rng, 370, 4, 50, 140, p.mid, snowy ? mix(snow, p.mid, 0.2) : undefined) +
        f(ridge(rng, 420, 16, 4), p.near) +
        trees(rng, 9, 430, 490, p.ink, 0, W, 1.1)
      );
    }
    default: {
      return (
        f(ridge(rng, 290, 35, 4), p.far) +
        f(ridge(rng, 350, 25, 5), p.mid) +
        trees(rng, 10, 365, 405, mix(p.mid, p.ink, 0.5), 0, W, 0.7) +
        f(ridge(rng, 420, 18, 4), p.near) +
        trees(rng, 9, 445, 495, p.ink, 0, W, 1.3)
      );
    }
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function placeArt(slug: string, title: string, description: string): string {
  const seed = hash(slug);
  const rng = rngFrom(seed);
  const named = paletteOverrides[slug];
  const palette = palettes.find((candidate) => candidate.name === named) ?? palettes[seed % palettes.length]!;
  const motif = motifFor(slug, title, description);
  const snowy = /\b(snow|snowy|himalaya|himalayan|glacier|glacial|frozen|freezes)\b/i.test(description);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">`,
    `<title>${escapeXml(title)}</title>`,
    sky(palette, rng),
    scene(motif, palette, rng, snowy),
    rain(palette, rng),
    '</svg>',
    '',
  ].join('\n');
}

function main() {
  mkdirSync(placesDir, { recursive: true });
  const wanted = new Set<string>();
  const counts: Record<string, number> = {};
  let total = 0;
  let largest = 0;
  for (const state of catalogueSeed) {
    for (const place of state.places) {
      const svg = placeArt(place.slug, place.title, place.description);
      const file = `${place.slug}.svg`;
      wanted.add(file);
      writeFileSync(join(placesDir, file), svg);
      const motif = motifFor(place.slug, place.title, place.description);
      counts[motif] = (counts[motif] ?? 0) + 1;
      total += Buffer.byteLength(svg);
      largest = Math.max(largest, Buffer.byteLength(svg));
    }
  }
  for (const file of readdirSync(placesDir)) {
    if (file.endsWith('.svg') && !wanted.has(file)) rmSync(join(placesDir, file));
  }
  const fallback = placeArt('india-tours', 'India Tours', '');
  writeFileSync(join(imagesDir, 'place-fallback.svg'), fallback);
  console.log(`wrote ${wanted.size} place artworks + fallback; ${total} bytes, largest ${largest}`, counts);
}

main();
