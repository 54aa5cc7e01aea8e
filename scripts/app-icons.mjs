/**
 * Draws the installable app's icons (decision 032) from the logo, src/client/public/favicon.svg, with
 * resvg: `node scripts/app-icons.mjs`. Run it again when the logo changes, and commit the PNGs.
 *   icon-192.png, icon-512.png   the logo as it is (rounded, transparent corners): purpose "any"
 *   maskable-512.png             the logo at 90% on a full square of its own green: purpose "maskable",
 *                                its star well inside the safe zone (the middle circle of 80%)
 *   apple-touch-icon.png         the same full square at 180 px (iOS shows no transparency)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const publicDir = fileURLToPath(new URL('../src/client/public/', import.meta.url));
const logo = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const [, viewBox] = /viewBox="([^"]+)"/.exec(logo) ?? [];
const inner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const green = /<rect[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(logo)?.[1];
if (!viewBox || !green) throw new Error('favicon.svg: expected a viewBox and a first filled rect');

const fullSquare = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
  `<rect width="100" height="100" fill="${green}"/>`,
  `<svg x="5" y="5" width="90" height="90" viewBox="${viewBox}">${inner}</svg>`,
  '</svg>',
].join('');

const draw = (svg, size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

const icons = {
  'icon-192.png': draw(logo, 192),
  'icon-512.png': draw(logo, 512),
  'maskable-512.png': draw(fullSquare, 512),
  'apple-touch-icon.png': draw(fullSquare, 180),
};
for (const [name, png] of Object.entries(icons)) {
  writeFileSync(`${publicDir}icons/${name}`, png);
  console.log(`icons/${name}: ${png.length} bytes`);
}
