// Guests of the shop as the deploy test drives them through nginx: each from its own address (sent
// as X-Forwarded-For, which nginx appends to and the app believes from loopback), with a cart of
// two products and solved human checks for its save-order.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { form, token } from '../../bench/shop-api.mjs';

/** POSTs the fields as a form from `clientIp`; the status and the JSON body (null when not JSON). */
export async function post(url, fields, clientIp) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: form(fields),
      headers: clientIp ? { 'x-forwarded-for': clientIp } : {},
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // nginx's own error pages are HTML
    }
    return { status: response.status, json };
  } catch {
    // no answer at all: the connection was refused or cut
    return { status: 0, json: null };
  }
}

/** The same as `post`, from the local address `localAddress` (which fetch cannot choose). */
export function postFrom(url, fields, localAddress, clientIp) {
  const body = form(fields).toString();
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          ...(clientIp && { 'x-forwarded-for': clientIp }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // nginx's own error pages are HTML
          }
          resolve({ status: response.statusCode, json });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, json: null }));
    req.end(body);
  });
}

/** Runs `tasks` with at most `limit` at a time; their results in order. */
export async function pool(tasks, limit) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

/** A guest with two products in its cart, and `tokens` solved human checks. */
export async function prepareGuest(shop, { run, index, clientIp, products, tokens }) {
  let cartIds = [];
  let cartKey = '';
  for (const product of products) {
    const answer = await post(
      shop('/api/add-to-cart'),
      {
        lang: 'ru-RU',
        cart_ids: cartIds,
        cart_key: cartKey,
        'company[id]': 1_000_000_000 + index,
        'company[name]': `ООО «Выкладка ${index}»`,
        'company[country]': 'Россия',
        product_id: product.id,
      },
      clientIp,
    );
    if (answer.status !== 200) throw new Error(`add-to-cart answered ${answer.status}`);
    cartIds = answer.json.cart.map((item) => item.id);
    cartKey ||= answer.json.cart_key;
  }
  const solved = [];
  for (let i = 0; i < tokens; i++) solved.push(await token(shop));
  return {
    index,
    clientIp,
    email: `deploy-${run}-${index}@example.test`,
    cartIds,
    cartKey,
    tokens: solved,
    // The checkout page's own value: every save-order of this checkout sends the same one.
    checkoutKey: randomBytes(32).toString('base64url'),
    clientId: `deploy-${run}-${index}`,
  };
}

/** The save-order form of a guest's checkout. */
export function checkoutFields(guest, paymentMethod) {
  return {
    lang: 'ru-RU',
    cart_ids: guest.cartIds,
    cart_key: guest.cartKey,
    first_name: 'Иван',
    last_name: 'Выкладкин',
    email: guest.email,
    phone: '+7 (916) 123-45-67',
    payment_method: paymentMethod,
    delivery_country: 'Россия',
    delivery_city: 'Москва',
    delivery_address: 'ул. Тверская, 1',
    contact_name: 'Иван Выкладкин',
    contact_phone: '+7 (916) 123-45-67',
    contact_index: '125009',
    clientID: guest.clientId,
    checkout_key: guest.checkoutKey,
  };
}
