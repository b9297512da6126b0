import { describe, expect, it } from 'vitest';
import { type ErrorMessage, errors } from './app-error.ts';

describe('AppError body', () => {
  it('groups messages by field, a field named like an Object.prototype member included', () => {
    const names = ['constructor', '__proto__', 'toString', 'constructor', 'rooms[0].adults'];
    const messages = names.map(
      (field): ErrorMessage => ({ key: 'validation.required', field, params: { field } }),
    );
    const body = errors.badRequest(messages as [ErrorMessage, ...ErrorMessage[]]).toBody('en');
    const fields = JSON.parse(JSON.stringify(body)).errors[0].details.fields;
    expect(Object.keys(fields)).toEqual(['constructor', '__proto__', 'toString', 'rooms[0].adults']);
    expect(Object.values(fields)).toEqual([
      ['constructor is required.', 'constructor is required.'],
      ['__proto__ is required.'],
      ['toString is required.'],
      ['rooms[0].adults is required.'],
    ]);
  });
});
