export type ClientScope = 'all' | 'brand' | 'hotel';

/** A live client session with what its client may see. */
export interface ClientSessionRecord {
  id: number;
  clientId: number;
  scope: ClientScope;
  brandId: number | null;
  hotelId: number | null;
  expiresAt: Date;
}
