/** Where the 3-D Secure challenge page sends the guest back to (this widget's pending page). */
export const THREE_D_SECURE_PATH = '/reservation/three-d-secure';
export const CONFIRMATION_ROUTE = '/reservation/confirmation/:number';
export const confirmationPath = (number: string) => `/reservation/confirmation/${encodeURIComponent(number)}`;
