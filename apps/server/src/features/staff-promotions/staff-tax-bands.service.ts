import type { StaffTaxBandsBody, StaffTaxBandView } from '@yadori/contract/staff-promotions.schema';
import type { Db } from '../../db/database.ts';
import type { StaffPrincipal } from '../staff-accounts/staff-access.service.ts';
import { audit, changeIn, hotelFor } from './promotion-access.ts';
import { listTaxBands, replaceTaxBands, type TaxBandRecord } from './staff-promotions.repository.ts';

/** The bands lowest first, each running up to where the next starts (as the guest pricing reads them). */
function toView(bands: readonly TaxBandRecord[]): StaffTaxBandView[] {
  return bands.map((band, index) => ({
    min_price_per_person: band.minPricePerPerson,
    max_price_per_person: bands[index + 1]?.minPricePerPerson ?? null,
    tax_per_person: band.taxPerPerson,
  }));
}

/** `GET …/accommodation_tax_bands`. */
export async function taxBandsOf(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
): Promise<StaffTaxBandView[]> {
  await hotelFor(db, principal, hotelId, 'hotel.read');
  return toView(await listTaxBands(db, hotelId));
}

/** `PUT …/accommodation_tax_bands`: the whole list at once (the body refuses two bands at one price). */
export async function replaceHotelTaxBands(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  input: StaffTaxBandsBody,
  now: Date,
): Promise<StaffTaxBandView[]> {
  const hotel = await hotelFor(db, principal, hotelId, 'hotel.configure');
  const bands = input.bands
    .map((band) => ({ minPricePerPerson: band.min_price_per_person, taxPerPerson: band.tax_per_person }))
    .sort((a, b) => a.minPricePerPerson - b.minPricePerPerson);
  return changeIn(db, async (tx) => {
    const before = toView(await replaceTaxBands(tx, hotelId, bands));
    const after = toView(bands);
    await audit(
      tx,
      principal,
      hotel,
      {
        action: 'accommodation_tax_bands.replace',
        entityType: 'accommodation_tax_bands',
        entityId: hotelId,
        before,
        after,
      },
      now,
    );
    return after;
  });
}
