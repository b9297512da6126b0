/**
 * The payment gateway port, defined by the booking it serves (`reservations/payment-provider.ts`,
 * decision 034); re-exported here for the gateways (the sandbox), the jobs' context and the app.
 */
export * from '../reservations/payment-provider.ts';
