/** Perceived brightness 0-255 of a `#rrggbb` colour: 0.299 R + 0.587 G + 0.114 B. */
export function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** Spec section 1: text on a brand colour is black when its luminance exceeds 127.5, else white. */
export function textColourOn(hex: string): '#000000' | '#ffffff' {
  return luminance(hex) > 127.5 ? '#000000' : '#ffffff';
}
