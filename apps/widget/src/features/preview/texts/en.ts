/** Preview mode's banner (decision 061). Source language. */
export const en = {
  'preview.title': 'Preview',
  'preview.text': 'Plans and rooms not on sale yet are shown. Guests do not see this.',
};
