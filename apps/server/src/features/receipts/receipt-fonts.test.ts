import { describe, expect, it } from 'vitest';
import { splitRuns } from './receipt-fonts.ts';

describe('splitRuns', () => {
  it('keeps a Japanese line in one Japanese run', () => {
    expect(splitRuns('花見ホテル 東京 ¥12,000', 'ja')).toEqual([
      { font: 'jp', text: '花見ホテル 東京 ¥12,000' },
    ]);
  });

  it('falls back to the Korean font for Hangul on a Japanese receipt', () => {
    expect(splitRuns('Hanami 하나미', 'ja')).toEqual([
      { font: 'jp', text: 'Hanami ' },
      { font: 'kr', text: '하나미' },
    ]);
  });

  it('draws simplified Chinese with the simplified font first', () => {
    expect(splitRuns('收据', 'zh_Hans')).toEqual([{ font: 'sc', text: '收据' }]);
  });
});
