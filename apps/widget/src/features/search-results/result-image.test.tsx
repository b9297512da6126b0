import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { ResultImage } from './result-image.tsx';

beforeEach(() => i18n.use('en', en));
afterEach(cleanup);

describe('ResultImage', () => {
  it('loads lazily with its alt text', () => {
    render(<ResultImage src="/rooms/dtw.jpg" alt="Deluxe Twin with two beds" />);
    const image = screen.getByRole('img', { name: 'Deluxe Twin with two beds' });
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it("fetches the first result's picture at once and ahead of the others", () => {
    render(<ResultImage src="/rooms/dtw.jpg" alt="Deluxe Twin" priority />);
    const image = screen.getByRole('img', { name: 'Deluxe Twin' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('says the image could not be loaded when it fails, keeping what it showed for screen readers', () => {
    render(<ResultImage src="/rooms/missing.jpg" alt="Deluxe Twin with two beds" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(en['results.imageFailed'])).toBeTruthy();
    expect(screen.getByText('Deluxe Twin with two beds').className).toBe('visually-hidden');
  });
});
