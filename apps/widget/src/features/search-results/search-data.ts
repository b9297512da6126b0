import type { SearchResponse } from '@yadori/contract/search.schema';

/** The data of one `/rooms` answer: rooms or plans, extras and their inventory, next available date. */
export type SearchData = SearchResponse['data'];
export type Discount = SearchData['rooms'][number]['room_plan'][number]['discounts'][number];
