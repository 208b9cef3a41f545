/**
 * Story-only images: a small inline SVG so screenshots look right without the
 * product server (which serves the real ones at `/api/placeholder/{w}/{h}`).
 */
const tones = {
  kitchen: ['#dfe9f5', '#8fb0d9', '#33557f'],
  bathroom: ['#e3f1f0', '#86c1bb', '#2d6660'],
  exterior: ['#e7f0df', '#9cc288', '#3d6330'],
  interior: ['#f4ece1', '#d4b48c', '#6e4f2a'],
  city: ['#e6e8f2', '#9aa3c8', '#3a4270'],
  person: ['#ece6f2', '#b39bcf', '#55407a'],
} as const;

export type PlaceholderTone = keyof typeof tones;

/** `data:` URI of a w x h illustration with a roofline and an optional caption. */
export function placeholderImage(width: number, height: number, tone: PlaceholderTone = 'kitchen', caption = ''): string {
  const [bg, mid, fg] = tones[tone];
  const cx = width / 2;
  const roofY = height * 0.32;
  const baseY = height * 0.78;
  const half = Math.min(width, height) * 0.32;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${bg}"/><rect y="${baseY}" width="100%" height="${height - baseY}" fill="${mid}" opacity="0.55"/><polygon points="${cx - half},${roofY + half * 0.55} ${cx},${roofY} ${cx + half},${roofY + half * 0.55}" fill="${fg}"/><rect x="${cx - half * 0.78}" y="${roofY + half * 0.55}" width="${half * 1.56}" height="${baseY - roofY - half * 0.55}" fill="${mid}"/><rect x="${cx - half * 0.18}" y="${baseY - half * 0.6}" width="${half * 0.36}" height="${half * 0.6}" fill="${fg}"/>${caption ? `<text x="50%" y="${height * 0.93}" font-family="system-ui, sans-serif" font-size="${Math.round(height * 0.06)}" fill="${fg}" text-anchor="middle">${caption}</text>` : ''}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
