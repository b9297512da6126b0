import { describe, expect, it } from 'vitest';
import { quotaPeriodOf } from './quota-period.ts';

describe('quotaPeriodOf', () => {
  const fiscal = { quotaPeriod: 'yearly', periodStart: '2026-04-01', periodEnd: null } as const;

  it('runs a yearly quota from each anniversary of its start to the day before the next', () => {
    expect(quotaPeriodOf(fiscal, '2026-04-01')).toEqual({ first: '2026-04-01', last: '2027-03-31' });
    expect(quotaPeriodOf(fiscal, '2027-03-31')).toEqual({ first: '2026-04-01', last: '2027-03-31' });
    expect(quotaPeriodOf(fiscal, '2027-04-01')).toEqual({ first: '2027-04-01', last: '2028-03-31' });
    expect(quotaPeriodOf(fiscal, '2030-01-15')).toEqual({ first: '2029-04-01', last: '2030-03-31' });
  });

  it('covers nothing before the first start', () => {
    expect(quotaPeriodOf(fiscal, '2026-03-31')).toBeNull();
  });

  it('starts a 29 February quota on 28 February in the years without one', () => {
    const leap = { quotaPeriod: 'yearly', periodStart: '2028-02-29', periodEnd: null } as const;
    expect(quotaPeriodOf(leap, '2029-02-28')).toEqual({ first: '2029-02-28', last: '2030-02-27' });
    expect(quotaPeriodOf(leap, '2029-02-27')).toEqual({ first: '2028-02-29', last: '2029-02-27' });
    expect(quotaPeriodOf(leap, '2032-03-01')).toEqual({ first: '2032-02-29', last: '2033-02-27' });
  });

  it('holds a contract’s nights to its dates', () => {
    const contract = { quotaPeriod: 'contract', periodStart: '2026-06-01', periodEnd: '2026-11-30' } as const;
    expect(quotaPeriodOf(contract, '2026-06-01')).toEqual({ first: '2026-06-01', last: '2026-11-30' });
    expect(quotaPeriodOf(contract, '2026-11-30')).toEqual({ first: '2026-06-01', last: '2026-11-30' });
    expect(quotaPeriodOf(contract, '2026-12-01')).toBeNull();
    expect(quotaPeriodOf(contract, '2026-05-31')).toBeNull();
  });
});
