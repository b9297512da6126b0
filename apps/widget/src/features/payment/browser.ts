/** Leaving the widget's page for another address (the 3-D Secure challenge); replaced in tests. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
