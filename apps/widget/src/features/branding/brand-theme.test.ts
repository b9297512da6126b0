import { describe, expect, it } from 'vitest';
import { brandThemeVariables, fontStack } from './brand-theme.ts';

describe('brandThemeVariables', () => {
  it('derives text colours from the brand colours and keeps the font safe', () => {
    const vars = brandThemeVariables({
      button_colour: '#1a3c6e',
      header_colour: '#f5e6c8',
      font: 'Noto Serif JP"; x',
    });
    expect(vars['--yadori-button-bg']).toBe('#1a3c6e');
    expect(vars['--yadori-button-fg']).toBe('#ffffff');
    expect(vars['--yadori-header-fg']).toBe('#000000');
    expect(vars['--yadori-font']?.startsWith('"Noto Serif JP x", system-ui')).toBe(true);
  });

  it('reads a font setting as one family or a list of them, generic families as keywords', () => {
    const system = 'system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans", sans-serif';
    expect(fontStack('Noto Sans JP')).toBe(`"Noto Sans JP", ${system}`);
    expect(fontStack('"Noto Sans JP", "Hiragino Sans", sans-serif')).toBe(
      `"Noto Sans JP", "Hiragino Sans", sans-serif, ${system}`,
    );
    expect(fontStack("'Noto Serif JP' ,  Serif,")).toBe(`"Noto Serif JP", serif, ${system}`);
    expect(fontStack('')).toBe(system);
    expect(fontStack('a"; } body { color: red')).toBe(`"a  body  color: red", ${system}`);
  });
});
