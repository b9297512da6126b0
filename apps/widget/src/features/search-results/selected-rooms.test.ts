import { describe, expect, it } from 'vitest';
import { quantityOf, quantityOfRoomType, type SelectedRoom, stepSelectedRoom } from './selected-rooms.ts';

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
