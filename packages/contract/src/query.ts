import { z } from 'zod';

/**
 * A whole number written in a query string (`?page=2`), within `min`…`max`: one to ten digits and
 * nothing else, so a sign, a decimal point, an exponent or a space is a 400 rather than a guess, and
 * no text reaches `Number` that it would read as something other than what was written.
 * @example const page = queryInt(1, 100_000).default(1); page.parse('2') === 2
 */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, 'a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
