/**
 * Answers that routes build from typed DTOs (checked against the contract in integration tests) are
 * written without a second Zod pass: checking a 20 KB search answer cost more than pricing it.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
