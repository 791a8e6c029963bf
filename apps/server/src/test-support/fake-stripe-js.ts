/**
 * The stand-in for Stripe.js the fake Stripe server serves at /stripe.js: `Stripe(pk)` with
 * `elements().create('card')` (a plain text box labelled "Card number" instead of Stripe's
 * frame), `confirmCardPayment(clientSecret, { payment_method: { card } })` and
 * `retrievePaymentIntent` against the fake API at `apiOrigin`, and the hooks
 * @stripe/react-stripe-js looks for. Not Stripe's code; just enough for the same web code path.
 */
export function fakeStripeJs(apiOrigin: string): string {
  return `(function () {
  'use strict';
  var API = ${JSON.stringify(apiOrigin)};
  function createCard() {
    var listeners = {};
    var input = null;
    var emit = function (name, event) { (listeners[name] || []).slice().forEach(function (fn) { fn(event); }); };
    var element = {
      _type: 'card',
      mount: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.setAttribute('autocomplete', 'cc-number');
        input.setAttribute('inputmode', 'numeric');
        input.setAttribute('placeholder', 'Card number');
        input.setAttribute('data-fake-stripe', 'card');
        input.style.cssText = 'width:100%;border:0;outline:0;font:inherit;background:transparent;padding:2px 0';
        input.addEventListener('input', function () {
          var digits = input.value.replace(/\\D/g, '');
          emit('change', { elementType: 'card', empty: digits.length === 0, complete: digits.length >= 16, error: undefined });
        });
        input.addEventListener('focus', function () { emit('focus', { elementType: 'card' }); });
        input.addEventListener('blur', function () { emit('blur', { elementType: 'card' }); });
        host.appendChild(input);
        setTimeout(function () { emit('ready', { elementType: 'card' }); }, 0);
      },
      on: function (name, fn) { (listeners[name] = listeners[name] || []).push(fn); return element; },
      once: function (name, fn) { var wrap = function (e) { element.off(name, wrap); fn(e); }; return element.on(name, wrap); },
      off: function (name, fn) { listeners[name] = (listeners[name] || []).filter(function (f) { return f !== fn; }); return element; },
      update: function () {},
      focus: function () { if (input) input.focus(); },
      blur: function () { if (input) input.blur(); },
      clear: function () { if (input) input.value = ''; },
      unmount: function () { if (input && input.parentNode) input.parentNode.removeChild(input); input = null; },
      destroy: function () { element.unmount(); listeners = {}; },
      _number: function () { return input ? input.value.replace(/\\D/g, '') : ''; }
    };
    return element;
  }
  function Stripe(key) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('Stripe(): a publishable key is required');
    var created = {};
    var post = function (path, params) {
      var body = new URLSearchParams(params).toString();
      return fetch(API + path, { method: 'POST', headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' }, body: body })
        .then(function (r) { return r.json(); });
    };
    var intentId = function (secret) { return String(secret).split('_secret_')[0]; };
    return {
      elements: function () {
        return {
          create: function (type) {
            if (type !== 'card') throw new Error('The fake Stripe.js only has the card element');
            return (created.card = createCard());
          },
          getElement: function (type) { return created[typeof type === 'string' ? type : 'card'] || null; },
          update: function () {},
          fetchUpdates: function () { return Promise.resolve({}); }
        };
      },
      confirmCardPayment: function (clientSecret, data) {
        var card = data && data.payment_method && data.payment_method.card;
        var params = { client_secret: clientSecret, 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': card && card._number ? card._number() : '' };
        var billing = (data && data.payment_method && data.payment_method.billing_details) || {};
        if (billing.name) params['payment_method_data[billing_details][name]'] = billing.name;
        return post('/v1/payment_intents/' + intentId(clientSecret) + '/confirm', params).then(function (json) {
          return json.error ? { error: json.error } : { paymentIntent: json };
        }, function () { return { error: { type: 'api_connection_error', message: 'Could not reach the payment provider.' } }; });
      },
      retrievePaymentIntent: function (clientSecret) {
        return fetch(API + '/v1/payment_intents/' + intentId(clientSecret) + '?client_secret=' + encodeURIComponent(clientSecret), { headers: { Authorization: 'Bearer ' + key } })
          .then(function (r) { return r.json(); })
          .then(function (json) { return json.error ? { error: json.error } : { paymentIntent: json }; });
      },
      createToken: function () { return Promise.resolve({ error: { message: 'Not available in the fake Stripe.js' } }); },
      createPaymentMethod: function () { return Promise.resolve({ error: { message: 'Not available in the fake Stripe.js' } }); },
      _registerWrapper: function () {},
      registerAppInfo: function () {}
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();
`;
}
