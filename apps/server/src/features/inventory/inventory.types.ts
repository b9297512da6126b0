/** Rooms of one type wanted on one night. */
export interface NightDemand {
  roomTypeId: number;
  date: string;
  rooms: number;
}

/** Units of an extra wanted on one service date. */
export interface ExtraDemand {
  extraId: number;
  date: string;
  quantity: number;
}
