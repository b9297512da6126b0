import { describe, expect, it } from 'vitest';
import { checkFiles, MAX_ATTACHMENT_BYTES } from './file-upload.ts';

const file = (size: number) => ({ name: 'f.pdf', size });

describe('attachment limits (spec sections 5 and 9)', () => {
  it('refuses files over 80 MB', () => {
    expect(checkFiles([file(MAX_ATTACHMENT_BYTES), file(MAX_ATTACHMENT_BYTES + 1)], 0)).toEqual({
      accepted: [0],
      refused: [{ index: 1, reason: 'tooBig' }],
    });
  });

  it('refuses files past the 30th of the booking', () => {
    expect(checkFiles([file(1), file(1), file(1)], 28)).toEqual({
      accepted: [0, 1],
      refused: [{ index: 2, reason: 'tooMany' }],
    });
  });
});
