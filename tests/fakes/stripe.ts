import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A loopback stand-in for the parts of Stripe the app uses, speaking Stripe's wire format
 * (form-encoded requests, JSON objects shaped like the recorded payloads in
 * /work/shared/fixtures/recorded/stripe), plus a hosted checkout page whose Pay button
 * completes the session and delivers a correctly signed webhook. The whole purchase can then
 * run offline: in integration tests, in the browser tests and in demo mode.
 */

const API_VERSION = "2026-10-28.endive";

type Json = Record<string, unknown>;

export interface FakeCheckoutSession extends Json {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete" | "expired";
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
}

export interface FakeCharge extends Json {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  receipt_url: string;
}

export interface FakeRefund extends Json {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  payment_intent: string;
  status: "succeeded";
}

export interface FakeRequest {
  method: string;
  path: string;
  params: Json;
}

export interface FakeDelivery {
  eventId: string;
  type: string;
  status: number;
}

export interface FakeStripe {
  /** Base URL: give it to the app as STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  setWebhookUrl(url: string | undefined): void;
  sessions: Map<string, FakeCheckoutSession>;
  charges: Map<string, FakeCharge>;
  refunds: Map<string, FakeRefund>;
  /** Every API call received (not the hosted pages), oldest first. */
  requests: FakeRequest[];
  /** Every webhook delivery attempted and the app's status code. */
  deliveries: FakeDelivery[];
  /** What clicking Pay does, without a browser: marks the session paid and delivers the event. */
  pay(sessionId: string): Promise<{ event: Json; status: number }>;
  /** A signed event for `object`, as Stripe would deliver it (for replay and concurrency tests). */
  buildEvent(type: string, object: Json): { event: Json; payload: string; signature: string };
  /**
   * The next API call (to `path`, when given) answers with this HTTP status and a Stripe error.
   * Name the path: webhooks the fake sends on its own make the app call back at any moment.
   */
  failNextRequest(status?: number, path?: string): void;
  /** The next API call (to `path`, when given) is recorded at once but answered after `ms`. */
  delayNextRequest(ms: number, path?: string): void;
  close(): Promise<void>;
}

const id = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding: `a[b][0][c]=v` becomes { a: { b: [ { c: "v" } ] } }. */
export function parseStripeForm(encoded: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const segments = key.replace(/\]/g, "").split("[");
    let node: Json | unknown[] = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const nextIsIndex = /^\d+$/.test(segments[index + 1] ?? "");
      const slot = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Json | unknown[];
    });
  }
  return root;
}

function stripeError(status: number, message: string, extra: Json = {}) {
  const type =
    status === 401
      ? "invalid_request_error"
      : status >= 500
        ? "api_error"
        : "invalid_request_error";
  return { status, body: { error: { type, message, ...extra } } };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeStripe(options: {
  webhookUrl?: string;
  webhookSecret: string;
}): Promise<FakeStripe> {
  const secretKey = `sk_test_fake_${randomBytes(8).toString("hex")}`;
  const webhookSecret = options.webhookSecret;
  let webhookUrl = options.webhookUrl;
  let base = "";
  const sessions = new Map<string, FakeCheckoutSession>();
  const charges = new Map<string, FakeCharge>();
  const refunds = new Map<string, FakeRefund>();
  const chargeByIntent = new Map<string, string>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: FakeRequest[] = [];
  const deliveries: FakeDelivery[] = [];
  let failNext: { status: number; path?: string } | null = null;
  let delayNext: { ms: number; path?: string } | null = null;
  const targets = (armed: { path?: string } | null, pathname: string) =>
    armed !== null && (armed.path === undefined || armed.path === pathname);

  function buildEvent(type: string, object: Json) {
    const event: Json = {
      id: id("evt"),
      object: "event",
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object, previous_attributes: null },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return { event, payload, signature };
  }

  async function deliver(type: string, object: Json) {
    const built = buildEvent(type, object);
    if (!webhookUrl) return { event: built.event, status: 0 };
    let status: number;
    try {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": built.signature,
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: built.payload,
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      status = 0;
    }
    deliveries.push({ eventId: String(built.event.id), type, status });
    return { event: built.event, status };
  }

  function createSession(params: Json): FakeCheckoutSession {
    const lineItems = (params.line_items as Json[] | undefined) ?? [];
    let amount = 0;
    let currency = "usd";
    for (const item of lineItems) {
      const priceData = (item.price_data ?? {}) as Json;
      amount += Number(priceData.unit_amount ?? 0) * Number(item.quantity ?? 1);
      currency = String(priceData.currency ?? currency);
    }
    const sessionId = `cs_test_${randomBytes(24).toString("hex")}`;
    const created = nowSeconds();
    const session: FakeCheckoutSession = {
      id: sessionId,
      object: "checkout.session",
      adaptive_pricing: { enabled: false },
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: amount,
      amount_total: amount,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: (params.cancel_url as string | undefined) ?? null,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created,
      currency,
      currency_conversion: null,
      custom_fields: [],
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: null,
        terms_of_service_acceptance: null,
      },
      customer: null,
      customer_creation: "if_required",
      customer_details: null,
      customer_email: (params.customer_email as string | undefined) ?? null,
      discounts: [],
      expires_at: created + 24 * 60 * 60,
      invoice: null,
      invoice_creation: {
        enabled: false,
        invoice_data: {
          account_tax_ids: null,
          custom_fields: null,
          description: null,
          footer: null,
          issuer: null,
          metadata: {},
          rendering_options: null,
        },
      },
      livemode: false,
      locale: null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      mode: String(params.mode ?? "payment"),
      origin_context: null,
      // As on Stripe's current API: a payment-mode session has no PaymentIntent until it is paid.
      payment_intent: null,
      payment_link: null,
      payment_method_collection: "if_required",
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ["card"],
      payment_status: "unpaid",
      permissions: null,
      phone_number_collection: { enabled: false },
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_details: null,
      shipping_options: [],
      status: "open",
      submit_type: null,
      subscription: null,
      success_url: (params.success_url as string | undefined) ?? null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted",
      url: `${base}/pay/${sessionId}`,
      wallet_options: null,
    };
    sessions.set(sessionId, session);
    return session;
  }

  function paymentIntentObject(intentId: string, expandCharge: boolean): Json {
    const chargeId = chargeByIntent.get(intentId) ?? null;
    const charge = chargeId ? charges.get(chargeId) : undefined;
    return {
      id: intentId,
      object: "payment_intent",
      amount: charge?.amount ?? 0,
      amount_received: charge?.amount ?? 0,
      currency: charge?.currency ?? "usd",
      latest_charge: expandCharge ? (charge ?? null) : chargeId,
      livemode: false,
      metadata: {},
      status: "succeeded",
    };
  }

  /** The session as the API returns it, with `expand` applied to the PaymentIntent and its charge. */
  function renderSession(session: FakeCheckoutSession, expand: string[]): Json {
    if (!session.payment_intent) return session;
    if (expand.includes("payment_intent.latest_charge"))
      return { ...session, payment_intent: paymentIntentObject(session.payment_intent, true) };
    if (expand.includes("payment_intent"))
      return { ...session, payment_intent: paymentIntentObject(session.payment_intent, false) };
    return session;
  }

  async function pay(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No such checkout.session: ${sessionId}`);
    if (session.payment_status !== "paid") {
      const intentId = id("pi");
      const chargeId = id("ch");
      const charge: FakeCharge = {
        id: chargeId,
        object: "charge",
        amount: session.amount_total,
        amount_captured: session.amount_total,
        amount_refunded: 0,
        balance_transaction: id("txn"),
        billing_details: { address: null, email: session.customer_email, name: null, phone: null },
        captured: true,
        created: nowSeconds(),
        currency: session.currency,
        customer: null,
        description: null,
        disputed: false,
        livemode: false,
        metadata: {},
        paid: true,
        payment_intent: intentId,
        payment_method: id("pm"),
        receipt_url: `${base}/receipts/${chargeId}`,
        refunded: false,
        refunds: {
          object: "list",
          data: [],
          has_more: false,
          total_count: 0,
          url: `/v1/charges/${chargeId}/refunds`,
        },
        status: "succeeded",
      };
      charges.set(chargeId, charge);
      chargeByIntent.set(intentId, chargeId);
      Object.assign(session, {
        payment_intent: intentId,
        payment_status: "paid",
        status: "complete",
        url: null,
      });
    }
    return deliver("checkout.session.completed", { ...session });
  }

  function createRefund(params: Json): { status: number; body: unknown } {
    const intentId = typeof params.payment_intent === "string" ? params.payment_intent : undefined;
    const chargeId =
      typeof params.charge === "string"
        ? params.charge
        : intentId
          ? chargeByIntent.get(intentId)
          : undefined;
    const charge = chargeId ? charges.get(chargeId) : undefined;
    if (!charge) {
      return stripeError(404, `No such payment_intent: '${intentId ?? ""}'`, {
        code: "resource_missing",
        param: intentId ? "payment_intent" : "charge",
      });
    }
    const amount =
      params.amount === undefined ? charge.amount - charge.amount_refunded : Number(params.amount);
    if (charge.refunded || amount <= 0 || amount > charge.amount - charge.amount_refunded) {
      return stripeError(400, `Charge ${charge.id} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    }
    const refund: FakeRefund = {
      id: id("re"),
      object: "refund",
      amount,
      balance_transaction: id("txn"),
      charge: charge.id,
      created: nowSeconds(),
      currency: charge.currency,
      destination_details: { card: { type: "refund" }, type: "card" },
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: charge.payment_intent,
      reason: (params.reason as string | undefined) ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: "succeeded",
      transfer_reversal: null,
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    const list = charge.refunds as { data: Json[]; total_count: number };
    list.data.unshift(refund);
    list.total_count += 1;
    // Stripe announces the refund after answering the API call.
    setTimeout(() => void deliver("charge.refunded", { ...charge }), 10);
    return { status: 200, body: refund };
  }

  function handleApi(
    method: string,
    pathname: string,
    params: Json,
  ): { status: number; body: unknown } {
    if (method === "POST" && pathname === "/v1/checkout/sessions") {
      if (!params.success_url && params.ui_mode !== "embedded")
        return stripeError(400, "Missing required param: success_url.", { param: "success_url" });
      return { status: 200, body: createSession(params) };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(pathname);
    if (method === "GET" && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1]!));
      if (!session)
        return stripeError(404, `No such checkout.session: '${sessionMatch[1]}'`, {
          code: "resource_missing",
          param: "session",
        });
      const expand = Array.isArray(params.expand) ? (params.expand as string[]) : [];
      return { status: 200, body: renderSession(session, expand) };
    }
    if (method === "POST" && pathname === "/v1/refunds") return createRefund(params);
    if (method === "GET" && pathname === "/v1/refunds") {
      const intent = typeof params.payment_intent === "string" ? params.payment_intent : undefined;
      const data = [...refunds.values()]
        .reverse()
        .filter((refund) => !intent || refund.payment_intent === intent)
        .slice(0, Number(params.limit ?? 10));
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/refunds" } };
    }
    const chargeMatch = /^\/v1\/charges\/([^/]+)$/.exec(pathname);
    if (method === "GET" && chargeMatch) {
      const charge = charges.get(decodeURIComponent(chargeMatch[1]!));
      if (!charge)
        return stripeError(404, `No such charge: '${chargeMatch[1]}'`, {
          code: "resource_missing",
          param: "id",
        });
      return { status: 200, body: charge };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${pathname}).`);
  }

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, {
      "content-type": "application/json",
      "request-id": id("req"),
      "stripe-version": API_VERSION,
    });
    response.end(JSON.stringify(body, null, 2));
  }

  function html(response: ServerResponse, status: number, title: string, body: string) {
    response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
        `<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#111}button{font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:.5rem;border:0;background:#0f5f59;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #111;outline-offset:2px}a{color:#0f5f59}</style>` +
        `</head><body><main>${body}</main></body></html>`,
    );
  }

  async function handlePages(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    const payMatch = /^\/pay\/([^/]+)$/.exec(pathname);
    if (payMatch) {
      const session = sessions.get(decodeURIComponent(payMatch[1]!));
      if (!session) {
        html(
          response,
          404,
          "Checkout not found",
          "<h1>Checkout not found</h1><p>This checkout link is not valid.</p>",
        );
        return true;
      }
      if (request.method === "POST") {
        await pay(session.id);
        const target = (session.success_url ?? "/").replace("{CHECKOUT_SESSION_ID}", session.id);
        response.writeHead(303, { location: target });
        response.end();
        return true;
      }
      const item = escapeHtml(
        session.metadata.credits ? `${session.metadata.credits} reports` : "Your order",
      );
      const cancel = session.cancel_url
        ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>`
        : "";
      html(
        response,
        200,
        "Test checkout",
        `<h1>Test checkout</h1><p>${item}</p><p>Total: <strong data-testid="checkout-amount">${escapeHtml(formatAmount(session.amount_total, session.currency))}</strong></p>` +
          (session.payment_status === "paid"
            ? "<p>This checkout is already paid.</p>"
            : `<form method="post" action="/pay/${encodeURIComponent(session.id)}"><button type="submit">Pay ${escapeHtml(formatAmount(session.amount_total, session.currency))}</button></form>`) +
          cancel,
      );
      return true;
    }
    const receiptMatch = /^\/receipts\/([^/]+)$/.exec(pathname);
    if (receiptMatch && request.method === "GET") {
      const charge = charges.get(decodeURIComponent(receiptMatch[1]!));
      if (!charge) html(response, 404, "Receipt not found", "<h1>Receipt not found</h1>");
      else
        html(
          response,
          200,
          "Receipt",
          `<h1>Receipt</h1><p>Paid ${escapeHtml(formatAmount(charge.amount, charge.currency))}${charge.refunded ? " (refunded)" : ""}</p>`,
        );
      return true;
    }
    return false;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", base);
      if (await handlePages(request, response, url.pathname)) return;
      const raw = await readBody(request);
      const params =
        request.method === "GET" ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw);
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        send(response, 401, stripeError(401, "Invalid API Key provided.").body);
        return;
      }
      requests.push({ method: request.method ?? "GET", path: url.pathname, params });
      if (delayNext && targets(delayNext, url.pathname)) {
        const { ms } = delayNext;
        delayNext = null;
        await new Promise((resolve) => setTimeout(resolve, ms));
      }
      if (failNext && targets(failNext, url.pathname)) {
        const { status } = failNext;
        failNext = null;
        send(response, status, stripeError(status, "The fake was told to fail this request.").body);
        return;
      }
      const key = request.method === "POST" ? request.headers["idempotency-key"] : undefined;
      const cacheKey = typeof key === "string" ? `${url.pathname}:${key}` : undefined;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      const result = cached ?? handleApi(request.method ?? "GET", url.pathname, params);
      if (cacheKey && !cached && result.status < 500) idempotent.set(cacheKey, result);
      send(response, result.status, result.body);
    })().catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, stripeError(500, String(error)).body);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    secretKey,
    webhookSecret,
    setWebhookUrl: (next) => {
      webhookUrl = next;
    },
    sessions,
    charges,
    refunds,
    requests,
    deliveries,
    pay,
    buildEvent,
    failNextRequest: (status = 500, path) => {
      failNext = { status, path };
    },
    delayNextRequest: (ms, path) => {
      delayNext = { ms, path };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
