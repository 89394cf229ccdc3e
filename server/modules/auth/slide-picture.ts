/**
 * The slide challenge's pictures, drawn as PNG on the server (@napi-rs/canvas): a patterned background with
 * noise, the real gap and a decoy gap of another outline, and the puzzle piece cut from the background.
 * Nothing in what is sent names a position: the gap exists only as pixels.
 */
import { randomInt } from 'node:crypto';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

interface PictureSpec {
  width: number;
  height: number;
  piece: number;
}

/** Which sides of the piece carry a round tab: top, right, bottom, left. */
type Tabs = readonly [boolean, boolean, boolean, boolean];

const random = (min: number, max: number) => min + randomInt(0, 1_000_000) / 1_000_000 * (max - min);
const randomTabs = (): Tabs => [randomInt(0, 2) === 1, randomInt(0, 2) === 1, randomInt(0, 2) === 1, randomInt(0, 2) === 1];

/** A square body inset by the tab radius, with a half-circle tab on each chosen side, filling a size×size box. */
function piecePath(g: SKRSContext2D, x: number, y: number, size: number, tabs: Tabs) {
  const r = size * 0.16;
  const a = x + r;
  const b = y + r;
  const s = size - 2 * r;
  g.beginPath();
  g.moveTo(a, b);
  if (tabs[0]) g.arc(a + s / 2, b, r, Math.PI, 0, false);
  g.lineTo(a + s, b);
  if (tabs[1]) g.arc(a + s, b + s / 2, r, -Math.PI / 2, Math.PI / 2, false);
  g.lineTo(a + s, b + s);
  if (tabs[2]) g.arc(a + s / 2, b + s, r, 0, Math.PI, false);
  g.lineTo(a, b + s);
  if (tabs[3]) g.arc(a, b + s / 2, r, Math.PI / 2, -Math.PI / 2, false);
  g.closePath();
}

function drawBackground(g: SKRSContext2D, { width, height }: PictureSpec) {
  const hue = randomInt(0, 360);
  const sky = g.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, `hsl(${hue},55%,70%)`);
  sky.addColorStop(1, `hsl(${(hue + randomInt(60, 180)) % 360},55%,55%)`);
  g.fillStyle = sky;
  g.fillRect(0, 0, width, height);
  // A pattern of stripes at a random angle, then blobs and polygons of many sizes.
  g.save();
  g.translate(width / 2, height / 2);
  g.rotate(random(0, Math.PI));
  g.strokeStyle = `hsla(${(hue + 30) % 360},40%,90%,0.35)`;
  g.lineWidth = random(2, 5);
  for (let d = -width; d < width; d += randomInt(9, 16)) {
    g.beginPath();
    g.moveTo(d, -width);
    g.lineTo(d, width);
    g.stroke();
  }
  g.restore();
  for (let i = 0; i < 26; i += 1) {
    g.fillStyle = `hsla(${randomInt(0, 360)},${randomInt(35, 75)}%,${randomInt(30, 80)}%,${random(0.3, 0.8)})`;
    g.beginPath();
    if (i % 2 === 0) g.arc(random(0, width), random(0, height), random(4, 34), 0, Math.PI * 2);
    else {
      const cx = random(0, width);
      const cy = random(0, height);
      const corners = randomInt(3, 7);
      for (let k = 0; k < corners; k += 1) {
        const angle = (k / corners) * Math.PI * 2 + random(-0.3, 0.3);
        const radius = random(8, 36);
        g.lineTo(cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius);
      }
      g.closePath();
    }
    g.fill();
  }
}

/**
 * Random brightness in 2×2 blocks of a few levels, so no two pictures (nor the piece and its gap) share exact
 * pixel values, while the PNG stays small.
 */
function addNoise(canvas: Canvas, amount: number) {
  const g = canvas.getContext('2d');
  const { width, height } = canvas;
  const image = g.getImageData(0, 0, width, height);
  const { data } = image;
  const blocksPerRow = Math.ceil(width / 2);
  const levels = new Uint8Array(blocksPerRow * Math.ceil(height / 2));
  crypto.getRandomValues(levels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const delta = ((levels[(y >> 1) * blocksPerRow + (x >> 1)] % 5) - 2) * (amount / 2);
      const p = (y * width + x) * 4;
      for (let c = 0; c < 3; c += 1) data[p + c] = Math.max(0, Math.min(255, data[p + c] + delta));
    }
  }
  g.putImageData(image, 0, 0);
}

function drawGap(g: SKRSContext2D, x: number, y: number, size: number, tabs: Tabs) {
  piecePath(g, x, y, size, tabs);
  g.fillStyle = `rgba(0,0,0,${random(0.55, 0.7).toFixed(2)})`;
  g.fill();
  g.strokeStyle = 'rgba(255,255,255,0.8)';
  g.lineWidth = 1.5;
  g.stroke();
}

/** A place for the decoy on the piece's row or near it, clear of the real gap. */
function decoyPlace(spec: PictureSpec, targetX: number, pieceY: number) {
  const { width, height, piece } = spec;
  const free = [[0, targetX - piece - 6], [targetX + piece + 6, width - piece]].filter(([lo, hi]) => hi > lo);
  const [lo, hi] = free[randomInt(0, free.length)];
  const y = Math.max(2, Math.min(height - piece - 2, pieceY + randomInt(-14, 15)));
  return { x: randomInt(lo, hi + 1), y };
}

const pngDataUrl = async (canvas: Canvas) => `data:image/png;base64,${(await canvas.encode('png')).toString('base64')}`;

/** The background with its gap and decoy, and the piece (size×size, transparent outside its outline). */
export async function drawSlidePictures(spec: PictureSpec, targetX: number, pieceY: number) {
  const { width, height, piece: size } = spec;
  const background = createCanvas(width, height);
  const g = background.getContext('2d');
  drawBackground(g, spec);

  const tabs = randomTabs();
  const piece = createCanvas(size, size);
  const p = piece.getContext('2d');
  piecePath(p, 0, 0, size, tabs);
  p.save();
  p.clip();
  p.drawImage(background, targetX, pieceY, size, size, 0, 0, size, size);
  p.restore();
  addNoise(piece, 10);
  piecePath(p, 0, 0, size, tabs);
  p.strokeStyle = 'rgba(255,255,255,0.95)';
  p.lineWidth = 2;
  p.stroke();

  const decoyTabs: Tabs = [!tabs[0], tabs[1], !tabs[2], !tabs[3]];
  const decoy = decoyPlace(spec, targetX, pieceY);
  drawGap(g, targetX, pieceY, size, tabs);
  drawGap(g, decoy.x, decoy.y, size, decoyTabs);
  addNoise(background, 14);
  return { picture: await pngDataUrl(background), piece: await pngDataUrl(piece) };
}
