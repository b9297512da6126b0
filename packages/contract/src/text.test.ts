import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as additionalQuestions from './additional-questions.schema.ts';
import * as cancellationPolicy from './cancellation-policy.schema.ts';
import * as clientSession from './client-session.schema.ts';
import * as extras from './extras.schema.ts';
import * as facilities from './facilities.schema.ts';
import * as receipt from './receipt.schema.ts';
import * as reservation from './reservation.schema.ts';
import * as reservationAnswers from './reservation-answers.schema.ts';
import * as reservationCancel from './reservation-cancel.schema.ts';
import * as reservationUpdate from './reservation-update.schema.ts';
import * as search from './search.schema.ts';
import * as settings from './settings.schema.ts';
import { FORBIDDEN_CHARACTER_ISSUE, isStorableText, text } from './text.ts';

const FORBIDDEN = ['\u0000', 'a\u0000b', '\ud800', '\udc00', 'x\ud83c', '\udfe8x', '\udc00\ud800'];

describe('text()', () => {
  it('refuses NUL and lone surrogates with the forbidden_character issue', () => {
    for (const value of FORBIDDEN) {
      const issues = text().safeParse(value).error?.issues;
      expect(issues, JSON.stringify(value)).toEqual([
        expect.objectContaining({ code: 'custom', params: { issue: FORBIDDEN_CHARACTER_ISSUE } }),
      ]);
    }
  });

  it('takes any other text, surrogate pairs (emoji) included, and still chains', () => {
    for (const value of ['', 'Yamada', '山田 太郎', '🏨🇯🇵', 'tab\tnew\nline', '\uffff']) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(true);
    }
    expect(text().trim().min(1).max(4).parse(' 🏨 ')).toBe('🏨');
    expect(text().max(1).safeParse('ab').success).toBe(false);
  });
});

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** Every string schema reachable from `schema` (the input side of pipes), with where it sits. */
function stringLeaves(schema: Schema, where: string, found: [string, Schema][] = []): [string, Schema][] {
  const def = schema._zod.def;
  const walk = (child: unknown, at: string) => stringLeaves(child as Schema, at, found);
  switch (def.type) {
    case 'string':
      found.push([where, schema]);
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
        walk(child, `${where}.${key}`);
      if (def.catchall) walk(def.catchall, `${where}.*`);
      break;
    case 'array':
      walk(def.element, `${where}[]`);
      break;
    case 'record':
      walk(def.keyType, `${where}{key}`);
      walk(def.valueType, `${where}{value}`);
      break;
    case 'union':
      for (const option of def.options as unknown[]) walk(option, where);
      break;
    case 'intersection':
      walk(def.left, where);
      walk(def.right, where);
      break;
    case 'pipe':
      walk(def.in, where);
      walk(def.out, where);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      walk(def.innerType, where);
      break;
  }
  return found;
}

// The schemas the server validates requests with are named …QuerySchema, …BodySchema, …ParamsSchema,
// …RequestSchema (and the search's wire query); responses and error bodies are not input.
const REQUEST_SCHEMA = /(Query|Body|Params|Request|QueryWire)Schema$/;
const NOT_INPUT = new Set(['errorBodySchema', 'facilitiesSearchParamsSchema']);

describe('every string a request carries is checked for storable text', () => {
  const modules = {
    additionalQuestions,
    cancellationPolicy,
    clientSession,
    extras,
    facilities,
    receipt,
    reservationAnswers,
    reservationCancel,
    reservation,
    reservationUpdate,
    search,
    settings,
  };
  const schemas = Object.values(modules).flatMap((module) =>
    Object.entries(module).filter(([name]) => REQUEST_SCHEMA.test(name) && !NOT_INPUT.has(name)),
  );

  it('finds the request schemas', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(20);
  });

  it('refuses NUL and lone surrogates in each string field', () => {
    let leaves = 0;
    for (const [name, schema] of schemas) {
      for (const [where, leaf] of stringLeaves(schema as Schema, name)) {
        leaves += 1;
        for (const value of FORBIDDEN) {
          expect(leaf.safeParse(value).success, `${where} took ${JSON.stringify(value)}`).toBe(false);
        }
      }
    }
    expect(leaves).toBeGreaterThanOrEqual(50);
  });
});
