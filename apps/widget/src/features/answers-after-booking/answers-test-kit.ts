import type { AdditionalQuestion } from '@yadori/contract/additional-questions.schema';

/** Test fixture: a hotel question (free text, asked once, optional) with `patch` applied. */
export function questionFixture(patch: Partial<AdditionalQuestion> = {}): AdditionalQuestion {
  return {
    id: 1,
    hotel_id: 1,
    hotel_brand_id: null,
    question_type: 'free',
    answer_type: 'text',
    name: 'Anything we should know?',
    description: '',
    required: false,
    per_room: false,
    multiple: false,
    options: [],
    labels: ['guest_detail'],
    settings: { started_at: null },
    translations_attributes: [],
    ...patch,
  };
}

/** The questions of a two-room stay at Yamabuki: check-in time, men/women per room, dinner, a note. */
export const YAMABUKI_QUESTIONS = [
  questionFixture({
    id: 11,
    question_type: 'checkin',
    name: 'Check-in time',
    required: true,
    per_room: true,
  }),
  questionFixture({
    id: 12,
    question_type: 'people_per_room',
    name: 'Men and women',
    required: true,
    per_room: true,
  }),
  questionFixture({
    id: 13,
    answer_type: 'options',
    name: 'Dinner time',
    required: true,
    options: [
      { value: '18:00', label: '18:00' },
      { value: '19:30', label: '19:30' },
    ],
  }),
  questionFixture({ id: 14, name: 'Allergies', per_room: true }),
];
