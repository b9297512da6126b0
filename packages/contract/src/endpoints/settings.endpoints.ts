import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  bookingWidgetSettingsResponseSchema,
  hotelCodeParamsSchema,
  signInButtonResponseSchema,
} from '../settings.schema.ts';

export const settingsEndpoints = {
  bookingWidget: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:code/settings/booking_widget',
    summary: 'Init settings of the booking widget for a hotel',
    tags: ['settings'],
    params: hotelCodeParamsSchema,
    responses: { 200: bookingWidgetSettingsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  signInButton: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:code/settings/sign_in_button',
    summary: 'Sign-in button (login widget) settings for a hotel',
    tags: ['settings'],
    params: hotelCodeParamsSchema,
    responses: { 200: signInButtonResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};
