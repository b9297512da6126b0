// The hotel page's side of spec section 4 "companion info sent to the host": after a member signs in
// inside the widget (Hanako has two companions), the widget posts `companion-info`; this page shows
// them under the widget, and forgets them when the member signs out.
(() => {
  const box = document.getElementById('companions');
  const list = box?.querySelector('ul');
  if (!box || !list) return;
  const label = (companion) => {
    const names = companion.translations_attributes;
    const en = names.find((t) => t.locale === 'en');
    const ja = names.find((t) => t.locale === 'ja');
    return [en?.name, ja?.name].filter(Boolean).join(' / ') || companion.code;
  };
  addEventListener('message', (event) => {
    // Only the widget's own frames, on the widget's origin (here the same server as this page).
    if (event.origin !== location.origin) return;
    const message = event.data;
    if (message?.source !== 'yadori' || message.type !== 'companion-info') return;
    const companions = [message.adult_companion, message.kid_companion].filter(Boolean);
    list.replaceChildren(
      ...companions.map((companion) => {
        const item = document.createElement('li');
        item.textContent = label(companion);
        return item;
      }),
    );
    box.hidden = companions.length === 0;
  });
  addEventListener('yadori:logout', () => {
    box.hidden = true;
    list.replaceChildren();
  });
})();
