import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  off_session: boolean;
};

export type FakeStripe = {
  url: string;
  intents: Map<string, Intent>;
  refunds: { paymentIntent: string; amount: number; idempotencyKey: string | undefined }[];
  /** Idempotency keys seen on PaymentIntent creation, in order. */
  intentKeys: (string | undefined)[];
  customers: string[];
  /** Cards that pay with their holder there but are declined off-session (like 4000…0341). */
  declinedLater: Set<string>;
  /** Pays an intent with a card (`pm_card_visa` unless told). */
  succeed: (id: string, paymentMethod?: string) => Intent;
  close: () => Promise<void>;
};

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The few Stripe endpoints the app calls, on loopback (the SDK is pointed here with
 * STRIPE_API_URL), so the Stripe path is tested without the network. Idempotency keys behave as
 * Stripe's do: the same key answers the first result again.
 */
/** Stripe's form encoding of metadata: metadata[key]=value. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
    if (key) metadata[key] = value;
  }
  return metadata;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, Intent>();
  const refundKeys = new Set<string>();
  const refunds: FakeStripe['refunds'] = [];
  const intentKeys: (string | undefined)[] = [];
  const customers: string[] = [];
  const customerKeys = new Map<string, string>();
  const declinedLater = new Set<string>();
  let counter = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const key = request.headers['idempotency-key'] as string | undefined;
      const path = (request.url ?? '').split('?')[0]!;
      const form = request.method === 'POST' ? await formOf(request) : new URLSearchParams();

      if (request.method === 'POST' && path === '/v1/payment_intents') {
        intentKeys.push(key);
        const existing = key ? byKey.get(key) : undefined;
        if (existing) return send(200, existing);
        counter += 1;
        const id = `pi_fake_${counter}`;
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          description: form.get('description'),
          metadata: metadataOf(form),
          customer: form.get('customer'),
          payment_method: form.get('payment_method'),
          setup_future_usage: form.get('setup_future_usage'),
          off_session: form.get('off_session') === 'true',
        };
        intents.set(id, intent);
        if (key) byKey.set(key, intent);
        // Confirmed at creation (an off-session charge of a saved card): paid or declined now.
        if (form.get('confirm') === 'true' && intent.payment_method) {
          if (declinedLater.has(intent.payment_method)) {
            return send(402, {
              error: {
                type: 'card_error',
                code: 'card_declined',
                message: 'Your card was declined.',
                payment_intent: intent,
              },
            });
          }
          intent.status = 'succeeded';
          intent.amount_received = intent.amount;
        }
        return send(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/customers') {
        const existing = key ? customerKeys.get(key) : undefined;
        const id = existing ?? `cus_fake_${customers.length + 1}`;
        if (!existing) customers.push(id);
        if (key) customerKeys.set(key, id);
        return send(200, { id, object: 'customer' });
      }
      const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
      if (match) {
        const intent = intents.get(match[1]!);
        if (!intent)
          return send(404, {
            error: { type: 'invalid_request_error', message: 'No such payment_intent' },
          });
        if (match[2] && intent.status !== 'succeeded') intent.status = 'canceled';
        return send(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const paymentIntent = form.get('payment_intent') ?? '';
        if (!key || !refundKeys.has(key)) {
          if (key) refundKeys.add(key);
          refunds.push({ paymentIntent, amount: Number(form.get('amount')), idempotencyKey: key });
        }
        return send(200, {
          id: `re_fake_${refunds.length}`,
          object: 'refund',
          status: 'succeeded',
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unknown ${path}` } });
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    intentKeys,
    customers,
    declinedLater,
    succeed: (id, paymentMethod = 'pm_card_visa') => {
      const intent = intents.get(id)!;
      intent.status = 'succeeded';
      intent.payment_method = paymentMethod;
      intent.amount_received = intent.amount;
      return intent;
    },
    close: async () => {
      server.close();
      await once(server, 'close');
    },
  };
}
