import { describe, expect, it } from 'vitest';
import {
  assignParties,
  partyRoomLimit,
  quantityOf,
  quantityOfRoomType,
  type SelectedRoom,
  stepSelectedRoom,
  unplacedParties,
} from './selected-rooms.ts';

const offer = (roomPlanCode: string, roomTypeCode = 'DTW'): Omit<SelectedRoom, 'quantity'> => ({
  roomTypeCode,
  roomPlanCode,
  numberOfAdults: 2,
  numberOfChildren: 0,
  type: 'rooms',
  salePrice: 30_000,
  tax: 2_727,
  scrapeIds: [],
  promotionID: null,
  couponCode: null,
});

describe('stepSelectedRoom', () => {
  it('adds by one and removes by one, dropping a room at 0', () => {
    let selected = stepSelectedRoom([], offer('A'), 1, 5);
    selected = stepSelectedRoom(selected, offer('A'), 1, 5);
    expect(quantityOf(selected, offer('A'))).toBe(2);
    selected = stepSelectedRoom(selected, offer('A'), -1, 5);
    selected = stepSelectedRoom(selected, offer('A'), -1, 5);
    expect(selected).toEqual([]);
  });

  it('never goes below 0', () => {
    const selected: readonly SelectedRoom[] = [];
    expect(stepSelectedRoom(selected, offer('A'), -1, 5)).toBe(selected);
  });

  it('never chooses more rooms of a type than are left, over all its plans', () => {
    let selected = stepSelectedRoom([], offer('A'), 1, 2);
    selected = stepSelectedRoom(selected, offer('B'), 1, 2);
    expect(stepSelectedRoom(selected, offer('A'), 1, 2)).toBe(selected);
    expect(quantityOfRoomType(selected, 'DTW')).toBe(2);
    // Another room type has its own rooms.
    expect(quantityOf(stepSelectedRoom(selected, offer('A', 'TWN'), 1, 1), offer('A', 'TWN'))).toBe(1);
  });

  it('keeps the order of the list when a count changes', () => {
    let selected = stepSelectedRoom([], offer('A'), 1, 5);
    selected = stepSelectedRoom(selected, offer('B'), 1, 5);
    selected = stepSelectedRoom(selected, offer('A'), 1, 5);
    expect(selected.map((r) => [r.roomPlanCode, r.quantity])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
  });
});

describe('searched parties (decision 026)', () => {
  const couple = { adults: 2, children: 0 };
  const family = { adults: 2, children: 1 };
  const forParty = (party: { adults: number; children: number }, plan = 'A') => ({
    ...offer(plan),
    numberOfAdults: party.adults,
    numberOfChildren: party.children,
  });

  it('gives rooms the searched parties in search order, each party once', () => {
    const parties = [
      { ...family, tier: 'A' },
      { ...couple, tier: '' },
      { ...family, tier: 'B' },
    ];
    expect(assignParties(parties, [family, couple, family, couple])).toEqual([
      parties[0],
      parties[1],
      parties[2],
      null,
    ]);
  });

  it('lets a party take one room: the couple of a couple-and-family search cannot take two', () => {
    const parties = [couple, family];
    let selected = stepSelectedRoom([], forParty(couple), 1, 5, parties);
    expect(stepSelectedRoom(selected, forParty(couple), 1, 5, parties)).toBe(selected);
    expect(stepSelectedRoom(selected, forParty(couple, 'B'), 1, 5, parties)).toBe(selected);
    expect(partyRoomLimit(parties, selected, couple)).toEqual({
      allowed: false,
      reason: 'partyPlaced',
      unplaced: [family],
    });
    selected = stepSelectedRoom(selected, forParty(family), 1, 5, parties);
    expect(quantityOf(selected, forParty(family))).toBe(1);
    // Both rooms chosen: no third, whoever it would be for.
    expect(partyRoomLimit(parties, selected, family)).toEqual({
      allowed: false,
      reason: 'allChosen',
      searched: 2,
    });
    expect(stepSelectedRoom(selected, forParty(family), 1, 5, parties)).toBe(selected);
  });

  it('takes as many rooms for a party as it was searched for, and no limit when parties are unknown', () => {
    const parties = [couple, couple];
    let selected = stepSelectedRoom([], forParty(couple), 1, 5, parties);
    selected = stepSelectedRoom(selected, forParty(couple), 1, 5, parties);
    expect(quantityOf(selected, forParty(couple))).toBe(2);
    expect(stepSelectedRoom(selected, forParty(couple), 1, 5, parties)).toBe(selected);
    expect(quantityOf(stepSelectedRoom(selected, forParty(couple), 1, 5, null), forParty(couple))).toBe(3);
    expect(unplacedParties([couple, family, couple], selected)).toEqual([family]);
  });
});
