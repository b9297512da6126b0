import type {
  StaffPolicy,
  StaffPolicyCreateBody,
  StaffPolicyPatchBody,
} from '@yadori/contract/staff-property.schema';
import type { Db } from '../../db/database.ts';
import { auditInHotel, changeIn, hotelFor, type PropertyActor } from './property-actor.ts';
import {
  findPolicy,
  insertPolicy,
  listPolicies,
  type PolicyRecord,
  policyCodeTaken,
  updatePolicy,
} from './property-policies.repository.ts';
import { staffPropertyErrors } from './staff-property.errors.ts';

function toStaffPolicy(row: PolicyRecord): StaffPolicy {
  return {
    id: row.id,
    hotel_id: row.hotelId,
    code: row.code,
    name: row.name,
    translations: row.translations,
    cancel_before_at: row.cancelBeforeAt,
    cancellation_policy_parts: row.parts,
    no_show_percentage_of_cost: row.noShowPercentageOfCost,
  };
}

function policyColumns(input: Partial<StaffPolicyCreateBody>) {
  return {
    code: input.code,
    name: input.name,
    translations: input.translations,
    cancelBeforeAt: input.cancel_before_at,
    parts: input.cancellation_policy_parts,
    noShowPercentageOfCost: input.no_show_percentage_of_cost,
  };
}

/** `GET …/cancellation_policies`. */
export async function policiesOf(db: Db, actor: PropertyActor, hotelId: number): Promise<StaffPolicy[]> {
  await hotelFor(db, actor, hotelId, 'hotel.read');
  return (await listPolicies(db, hotelId)).map(toStaffPolicy);
}

/** `POST …/cancellation_policies`. */
export async function createPolicy(
  db: Db,
  actor: PropertyActor,
  hotelId: number,
  input: StaffPolicyCreateBody,
  now: Date,
): Promise<StaffPolicy> {
  const hotel = await hotelFor(db, actor, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    if (await policyCodeTaken(tx, hotelId, input.code)) throw staffPropertyErrors.policyCodeTaken();
    const row = await insertPolicy(tx, {
      hotelId,
      ...policyColumns(input),
      code: input.code,
      name: input.name,
      noShowPercentageOfCost: input.no_show_percentage_of_cost,
    });
    const after = toStaffPolicy(row);
    await auditInHotel(
      tx,
      actor,
      hotel,
      { action: 'cancellation_policy.create', entityType: 'cancellation_policy', entityId: row.id, after },
      now,
    );
    return after;
  });
}

/** `PATCH …/cancellation_policies/:id`: the plans using it, and their booked stays' fees, follow it. */
export async function changePolicy(
  db: Db,
  actor: PropertyActor,
  hotelId: number,
  policyId: number,
  patch: StaffPolicyPatchBody,
  now: Date,
): Promise<StaffPolicy> {
  const hotel = await hotelFor(db, actor, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    const current = await findPolicy(tx, hotelId, policyId, { lock: true });
    if (!current) throw staffPropertyErrors.policyNotFound();
    if (
      patch.code !== undefined &&
      patch.code !== current.code &&
      (await policyCodeTaken(tx, hotelId, patch.code, policyId))
    )
      throw staffPropertyErrors.policyCodeTaken();
    const after = toStaffPolicy(await updatePolicy(tx, policyId, policyColumns(patch)));
    await auditInHotel(
      tx,
      actor,
      hotel,
      {
        action: 'cancellation_policy.update',
        entityType: 'cancellation_policy',
        entityId: policyId,
        before: toStaffPolicy(current),
        after,
      },
      now,
    );
    return after;
  });
}
