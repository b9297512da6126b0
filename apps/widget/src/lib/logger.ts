/**
 * The widget's one place to report problems. Today it writes to the console; an error-reporting
 * service can be plugged in here later without touching callers.
 */
export const logger = {
  error(message: string, context?: Record<string, unknown>): void {
    console.error(`[yadori] ${message}`, context ?? {});
  },
  warn(message: string, context?: Record<string, unknown>): void {
    console.warn(`[yadori] ${message}`, context ?? {});
  },
};
