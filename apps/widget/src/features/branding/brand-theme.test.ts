import { describe, expect, it } from 'vitest';
import { brandThemeVariables } from './brand-theme.ts';

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
});
