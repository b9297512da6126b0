import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

function Harness({ max }: { max: number }) {
  const [value, setValue] = useState(0);
  return (
    <QuantityStepper
      label="Deluxe Twin, Room only"
      value={value}
      max={max}
      onStep={(s) => setValue(value + s)}
    />
  );
}

beforeEach(() => i18n.use('en', en));
afterEach(cleanup);

describe('QuantityStepper', () => {
  const add = () => screen.getByRole('button', { name: 'Add a room: Deluxe Twin, Room only' });
  const remove = () => screen.getByRole('button', { name: 'Remove a room: Deluxe Twin, Room only' });
  const value = () => screen.getByRole('status').textContent;

  it('starts at 0 with only adding possible', () => {
    render(<Harness max={2} />);
    expect(value()).toBe('0 rooms');
    expect((remove() as HTMLButtonElement).disabled).toBe(true);
    expect((add() as HTMLButtonElement).disabled).toBe(false);
  });

  it('changes by one and stops at the rooms left', () => {
    render(<Harness max={2} />);
    fireEvent.click(add());
    expect(value()).toBe('1 room');
    fireEvent.click(add());
    expect(value()).toBe('2 rooms');
    expect((add() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(remove());
    fireEvent.click(remove());
    expect(value()).toBe('0 rooms');
    expect((remove() as HTMLButtonElement).disabled).toBe(true);
  });

  it('cannot add when no room is left', () => {
    render(<Harness max={0} />);
    expect((add() as HTMLButtonElement).disabled).toBe(true);
  });
});
