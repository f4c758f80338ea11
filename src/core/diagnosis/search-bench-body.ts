/**
 * The body the mistake-search benchmarks search, in Node and in the Chromium worker alike: a
 * payment order padded with notes to about `size` bytes, with non-ASCII text, HTML-sensitive
 * characters and a "/" (so every serializer dialect writes other bytes) and an amount. Its
 * `orderNumber` tells runs apart: a worker keeps what it built for the last body searched
 * (the next reading of a paste has the same body), and a bench run must not find the last run's.
 */
export function searchBenchBody(size: number, indent?: number, orderNumber = 1): string {
  const order: Record<string, unknown> = {
    payment_method: 'CARD',
    merchant_order_no: `ORD-20240101-${String(orderNumber).padStart(4, '0')}`,
    trans_amount: { currency: 'USD', value: '10.00' },
    goods_name: 'Café crème ☕ <b>&</b>',
    notify_url: 'https://shop.example/notify?a=1&b=2',
  };
  // Each note adds its own length plus a comma: counted as it grows, not re-serialised each time.
  let length = JSON.stringify(order).length;
  for (let i = 0; length < size; i++) {
    const note = { [`note_${i}`]: `line ${i} of the order notes` };
    Object.assign(order, note);
    length += JSON.stringify(note).length - 1;
  }
  return JSON.stringify(order, null, indent);
}
