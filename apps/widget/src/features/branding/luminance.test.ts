import { describe, expect, it } from 'vitest';
import { luminance, textColourOn } from './luminance.ts';

describe('luminance', () => {
  it('weighs red, green and blue as 0.299, 0.587 and 0.114', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(255);
    expect(luminance('#ff0000')).toBeCloseTo(76.245);
    expect(luminance('#00ff00')).toBeCloseTo(149.685);
    expect(luminance('#0000FF')).toBeCloseTo(29.07);
  });

  it('rejects what is not #rrggbb', () => {
    expect(() => luminance('red')).toThrow();
  });
});

describe('textColourOn', () => {
  it('is black above 127.5 and white at or below it', () => {
    expect(textColourOn('#ffffff')).toBe('#000000');
    expect(textColourOn('#00ff00')).toBe('#000000');
    // #808080 → 128 > 127.5; #7f7f7f → 127 ≤ 127.5.
    expect(textColourOn('#808080')).toBe('#000000');
    expect(textColourOn('#7f7f7f')).toBe('#ffffff');
    expect(textColourOn('#1a3c6e')).toBe('#ffffff');
  });
});
