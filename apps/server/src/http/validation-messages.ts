import { ownValue } from '@yadori/contract/own-value';
import { FORBIDDEN_CHARACTER_ISSUE } from '@yadori/contract/text';
import type { ErrorMessage } from './app-error.ts';

/** What fastify-type-provider-zod puts in `error.validation[]` (a Zod issue without path and message). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPE_KEYS: Record<string, ErrorMessage['key']> = {
  string: 'expected.string',
  number: 'expected.number',
  int: 'expected.integer',
  boolean: 'expected.boolean',
  array: 'expected.array',
  object: 'expected.object',
};

/** `/rooms/0/adults` → `rooms[0].adults`; the body itself is called `body`. */
export function fieldName(instancePath: string, context: string | undefined): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (parts.length === 0) return context === 'querystring' ? 'query' : (context ?? 'body');
  return parts.reduce(
    (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );
}

function valueAt(root: unknown, instancePath: string): unknown {
  let value = root;
  for (const part of instancePath.split('/').filter(Boolean)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = ownValue(value as Record<string, unknown>, part);
  }
  return value;
}

/**
 * Turns one schema issue into a catalog message naming the field. `input` is the raw request part
 * (body, query…) so a missing field reads "is required" instead of "must be text".
 */
export function validationMessage(
  issue: ValidationIssue,
  context: string | undefined,
  input: unknown,
): ErrorMessage {
  const field = fieldName(issue.instancePath, context);
  const p = issue.params;
  const withField = (key: ErrorMessage['key'], params: ErrorMessage['params'] = {}): ErrorMessage => ({
    key,
    field,
    params: { field, ...params },
  });
  switch (issue.keyword) {
    case 'invalid_type': {
      if (valueAt(input, issue.instancePath) === undefined) return withField('validation.required');
      const typeKey = TYPE_KEYS[String(p.expected)];
      return typeKey
        ? withField('validation.type', { expected: { key: typeKey } })
        : withField('validation.invalid');
    }
    case 'too_small':
      return p.origin === 'string'
        ? withField('validation.tooShort', { min: String(p.minimum) })
        : withField('validation.tooSmall', { min: String(p.minimum) });
    case 'too_big':
      return p.origin === 'string'
        ? withField('validation.tooLong', { max: String(p.maximum) })
        : withField('validation.tooBig', { max: String(p.maximum) });
    case 'invalid_format':
      return withField('validation.format');
    case 'custom': {
      // The contract's text(): a NUL or a lone surrogate, which PostgreSQL cannot store.
      const custom = p.params as { issue?: unknown } | undefined;
      return withField(
        custom?.issue === FORBIDDEN_CHARACTER_ISSUE ? 'validation.forbiddenCharacter' : 'validation.invalid',
      );
    }
    case 'invalid_value':
      return Array.isArray(p.values)
        ? withField('validation.choice', { values: p.values.map(String).join(', ') })
        : withField('validation.invalid');
    default:
      return withField('validation.invalid');
  }
}
