/** The card fields page's own script (inline, allowed by the page's CSP nonce); see renderFieldsPage. */

/** The `source` of every message the card fields page posts to its parent (the widget reads only these). */
export const FIELDS_MESSAGE_SOURCE = 'yadori-sandbox-pay';
/** The `source` of the widget's `tokenize` request the page answers. */
export const WIDGET_MESSAGE_SOURCE = 'yadori-widget';

// The page's own script: brand shown while typing, the token request when the parent asks (the whole
// card, or a kept card's security code alone), errors at their fields, and the answer posted to the
// parent at the one allowed origin. The card number goes only to tokenUrl (this server).
export const FIELDS_SCRIPT = `(function () {
  var cfg = JSON.parse(document.getElementById('config').textContent);
  var t = cfg.texts;
  var SOURCE = '${FIELDS_MESSAGE_SOURCE}';
  // Paying with a kept card: the page has the security code field alone.
  var codeOnly = cfg.mode === 'security_code';
  var form = document.getElementById('card-form');
  var number = document.getElementById('card_number');
  var brandOut = document.getElementById('brand');
  var status = document.getElementById('status');
  var busy = false;
  var fill = function (s, p) { return s.replace(/\\{(\\w+)\\}/g, function (w, k) { return p[k] !== undefined ? p[k] : w; }); };
  var post = function (msg) { msg.source = SOURCE; if (window.parent !== window) window.parent.postMessage(msg, cfg.parentOrigin); };
  function detect(digits) {
    for (var i = 0; i < cfg.rules.length; i++) if (new RegExp(cfg.rules[i].prefix).test(digits)) return cfg.rules[i].brand;
    return null;
  }
  function accepted(brand) { return cfg.brands.length === 0 || cfg.brands.indexOf(brand) >= 0; }
  function showBrand() {
    if (codeOnly) return;
    var digits = number.value.replace(/[^0-9]/g, '');
    var brand = digits ? detect(digits) : null;
    brandOut.textContent = !brand ? t.brandUnknown
      : accepted(brand) ? fill(t.brandLabel, { brand: cfg.brandNames[brand] })
      : fill(t.brandNotAccepted, { brand: cfg.brandNames[brand] });
    var grouped = brand === 'amex'
      ? digits.replace(/^(\\d{4})(\\d{1,6})?(\\d{1,5})?.*/, function (m, a, b, c) { return [a, b, c].filter(Boolean).join(' '); })
      : digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    if (grouped !== number.value) number.value = grouped;
  }
  if (!codeOnly) number.addEventListener('input', showBrand);
  function clearErrors() {
    var errs = document.querySelectorAll('.error');
    for (var i = 0; i < errs.length; i++) { errs[i].hidden = true; errs[i].textContent = ''; }
    var inputs = form.querySelectorAll('input');
    for (var j = 0; j < inputs.length; j++) inputs[j].removeAttribute('aria-invalid');
  }
  // Server field → [input ids, text key, the field name the widget reads].
  var FIELDS = {
    card_number: [['card_number'], 'Invalid_card_number', 'number'],
    brand: [['card_number'], 'Invalid_card_number', 'number'],
    expiry: [['expiry_month', 'expiry_year'], 'INVALID_EXPIRATION_YEAR', 'expiry'],
    cvc: [['cvc'], 'cvcInvalid', 'cvc'],
    holder_name: [['holder_name'], 'holderInvalid', 'holder'],
  };
  function showInvalid(field, key, requestId) {
    var f = FIELDS[field] || FIELDS.card_number;
    var text = t[f[1]] || t.INVALID_PARAMETER_SYNTAX;
    var out = document.getElementById(f[0][0] + '-error');
    out.textContent = text;
    out.hidden = false;
    f[0].forEach(function (id) { document.getElementById(id).setAttribute('aria-invalid', 'true'); });
    document.getElementById(f[0][0]).focus();
    status.textContent = text;
    post({ type: 'invalid', request_id: requestId, errors: [{ field: f[2], key: key || 'Others' }] });
  }
  function cardBody(requestId) {
    var digits = number.value.replace(/[^0-9]/g, '');
    var brand = detect(digits);
    if (brand && !accepted(brand)) {
      status.textContent = fill(t.brandNotAccepted, { brand: cfg.brandNames[brand] });
      post({ type: 'error', request_id: requestId, code: 3007 });
      return null;
    }
    var body = {
      card_number: number.value,
      expiry_month: document.getElementById('expiry_month').value,
      expiry_year: document.getElementById('expiry_year').value,
      cvc: document.getElementById('cvc').value,
      holder_name: document.getElementById('holder_name').value,
    };
    if (cfg.validThrough) body.valid_through = cfg.validThrough;
    return body;
  }
  function tokenize(requestId) {
    if (busy) return;
    clearErrors();
    var body = codeOnly ? { cvc: document.getElementById('cvc').value, brand: cfg.brand } : cardBody(requestId);
    if (!body) return;
    busy = true;
    status.textContent = t.submitting;
    fetch(cfg.tokenUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Tripla-Locale': cfg.locale }, body: JSON.stringify(body), credentials: 'omit' })
      .then(function (res) { return res.json().then(function (json) { return { status: res.status, json: json }; }); })
      .then(function (r) {
        busy = false;
        if (r.status === 201) {
          var d = r.json.data;
          status.textContent = codeOnly ? t.codeAccepted : fill(t.accepted, { brand: cfg.brandNames[d.brand], last4: d.last4 });
          post({ type: 'token', request_id: requestId, token: d.token, brand: d.brand, last4: d.last4 || '' });
          return;
        }
        var e = r.json && r.json.errors && r.json.errors[0];
        if (r.status === 400 && e) {
          var fields = e.details && e.details.fields ? Object.keys(e.details.fields) : [];
          showInvalid(codeOnly ? 'cvc' : fields[0] || 'card_number', e.title, requestId);
          return;
        }
        status.textContent = t.networkError;
        post({ type: 'error', request_id: requestId, code: 3203 });
      })
      .catch(function () {
        busy = false;
        status.textContent = t.networkError;
        post({ type: 'error', request_id: requestId, code: 3203 });
      });
  }
  form.addEventListener('submit', function (event) { event.preventDefault(); tokenize(''); });
  // The booking refused the card (declined, or over the online limit): the card it named is no longer
  // "ready for payment"; empty it and ask for another.
  function reset() {
    clearErrors();
    if (!codeOnly) number.value = '';
    document.getElementById('cvc').value = '';
    showBrand();
    status.textContent = codeOnly ? t.enterCodeAgain : t.enterAnotherCard;
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== cfg.parentOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.source !== '${WIDGET_MESSAGE_SOURCE}') return;
    if (data.type === 'tokenize') tokenize(typeof data.request_id === 'string' ? data.request_id : '');
    else if (data.type === 'reset' && !busy) reset();
  });
  var lastHeight = 0;
  function resize() {
    var h = document.documentElement.scrollHeight;
    if (h !== lastHeight) { lastHeight = h; post({ type: 'resize', height: h }); }
  }
  if (window.ResizeObserver) new ResizeObserver(resize).observe(document.body);
  resize();
  post({ type: 'ready', height: document.documentElement.scrollHeight });
})();`;
