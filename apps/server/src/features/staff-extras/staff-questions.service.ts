import type { AnswerType, QuestionType } from '@yadori/contract/additional-questions.constants';
import { staffMay } from '@yadori/contract/staff.constants';
import {
  type StaffQuestion,
  type StaffQuestionCreateBody,
  type StaffQuestionPatchBody,
  staffQuestionCreateBodySchema,
} from '@yadori/contract/staff-extras.schema';
import type { Db } from '../../db/database.ts';
import { showsAtHotel } from '../additional-questions/additional-questions.service.ts';
import {
  requireAbility,
  requireStaffHotel,
  type StaffHotelRow,
  type StaffPrincipal,
} from '../staff-accounts/staff-access.service.ts';
import { staffExtrasErrors } from './staff-extras.errors.ts';
import { audit, changeIn, mergeChecked } from './staff-extras-access.ts';
import {
  deleteQuestion,
  findQuestion,
  insertQuestion,
  listQuestionsOf,
  type QuestionRow,
  questionAnswered,
  updateQuestion,
} from './staff-questions.repository.ts';

/**
 * A hotel's additional questions in the console. A question belongs to the hotel or to its brand (the
 * table's `additional_questions_one_owner`); a brand's question is asked at the hotels its facility
 * labels name, and changing it changes it for all of them, so only accounts that may configure the
 * brand (`brand.configure`) change it — others see it read-only.
 */

/** The row as the guest side reads it (its CHECKs keep the types within the contract's enums). */
const asLabelled = (row: QuestionRow) => ({
  questionType: row.questionType as QuestionType,
  labels: row.labels,
  startedAt: row.startedAt,
  active: row.active,
});

function toStaffQuestion(row: QuestionRow, principal: StaffPrincipal): StaffQuestion {
  const owner = row.hotelId === null ? 'brand' : 'hotel';
  return {
    id: row.id,
    owner,
    hotel_id: row.hotelId,
    brand_id: row.brandId,
    editable: owner === 'hotel' || staffMay(principal.role, 'brand.configure'),
    question_type: row.questionType as QuestionType,
    answer_type: row.answerType as AnswerType,
    name: row.name,
    translations: row.translations,
    required: row.required,
    per_room: row.perRoom,
    multiple: row.multiple,
    options: row.options,
    labels: row.labels,
    started_at: row.startedAt?.toISOString() ?? null,
    active: row.active,
    sort_order: row.sortOrder,
  };
}

function questionColumns(input: Omit<StaffQuestionCreateBody, 'owner'>) {
  return {
    questionType: input.question_type,
    answerType: input.answer_type,
    name: input.name,
    translations: input.translations,
    required: input.required,
    perRoom: input.per_room,
    multiple: input.multiple,
    options: input.options,
    labels: input.labels,
    startedAt: input.started_at === null ? null : new Date(input.started_at),
    active: input.active,
    sortOrder: input.sort_order,
  };
}

/** 403 unless the principal may change this question (a brand's: `brand.configure`). */
function requireEditable(principal: StaffPrincipal, owner: 'hotel' | 'brand'): void {
  if (owner === 'brand') requireAbility(principal, 'brand.configure');
}

const entity = (
  hotel: StaffHotelRow,
  row: Pick<QuestionRow, 'hotelId'>,
  action: string,
  entityId: number,
) => ({
  brandId: hotel.brandId,
  // A brand's question is the brand's, whichever hotel's page it was changed from.
  hotelId: row.hotelId,
  action: `additional_question.${action}`,
  entityType: 'additional_question',
  entityId,
});

/** `GET …/additional_questions`: the hotel's own questions, then its brand's that it asks. */
export async function questionsOf(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
): Promise<StaffQuestion[]> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.read');
  const rows = await listQuestionsOf(db, hotel);
  return rows
    .filter((row) => row.hotelId !== null || showsAtHotel(asLabelled(row), hotel.id))
    .map((row) => toStaffQuestion(row, principal));
}

/** `POST …/additional_questions`: a question of the hotel, or of its brand (`brand.configure`). */
export async function createQuestion(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  input: StaffQuestionCreateBody,
  now: Date,
): Promise<StaffQuestion> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.configure');
  requireEditable(principal, input.owner);
  const owner =
    input.owner === 'brand' ? { hotelId: null, brandId: hotel.brandId } : { hotelId, brandId: null };
  return changeIn(db, async (tx) => {
    const row = await insertQuestion(tx, { ...owner, ...questionColumns(input) });
    const after = toStaffQuestion(row, principal);
    await audit(tx, principal, { ...entity(hotel, row, 'create', row.id), after }, now);
    return after;
  });
}

/** `PATCH …/additional_questions/:id`: answers already given stay as they were given. */
export async function changeQuestion(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  questionId: number,
  patch: StaffQuestionPatchBody,
  now: Date,
): Promise<StaffQuestion> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    const current = await findQuestion(tx, hotel, questionId, { lock: true });
    if (!current) throw staffExtrasErrors.questionNotFound();
    const before = toStaffQuestion(current, principal);
    requireEditable(principal, before.owner);
    const { id: _id, hotel_id: _h, brand_id: _b, editable: _e, ...stored } = before;
    const merged = mergeChecked(staffQuestionCreateBodySchema, stored, patch);
    const after = toStaffQuestion(await updateQuestion(tx, questionId, questionColumns(merged)), principal);
    await audit(tx, principal, { ...entity(hotel, current, 'update', questionId), before, after }, now);
    return after;
  });
}

/**
 * `DELETE …/additional_questions/:id`: a question no guest has answered goes; one with answers is
 * switched off and kept, so those answers keep their question. `owner` tells the caller which hotels'
 * cached questions to drop.
 */
export async function removeQuestion(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  questionId: number,
  now: Date,
): Promise<{ id: number; outcome: 'deleted' | 'deactivated'; owner: StaffQuestion['owner'] }> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    const current = await findQuestion(tx, hotel, questionId, { lock: true });
    if (!current) throw staffExtrasErrors.questionNotFound();
    const before = toStaffQuestion(current, principal);
    requireEditable(principal, before.owner);
    let after: StaffQuestion | null = null;
    if (await questionAnswered(tx, questionId)) {
      after = toStaffQuestion(await updateQuestion(tx, questionId, { active: false }), principal);
    } else {
      await deleteQuestion(tx, questionId);
    }
    await audit(tx, principal, { ...entity(hotel, current, 'delete', questionId), before, after }, now);
    return { id: questionId, outcome: after ? 'deactivated' : 'deleted', owner: before.owner };
  });
}
