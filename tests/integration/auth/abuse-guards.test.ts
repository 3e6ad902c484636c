import { afterAll, beforeAll, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../src/contract/api-error.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { createApp } from "../../../src/server/app.ts";
import type { Mailer } from "../../../src/server/mail/mailer.ts";
import { captureLogs } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import {
  buildAuthTestApp,
  call,
  freshEmail,
  freshIp,
  ORIGIN,
  signUp,
  type TestApp,
} from "./auth-helpers.ts";

const LOCKOUT_MESSAGE = "Too many failed sign-in attempts. Please wait a minute and try again.";

type Encoding = "json" | "form";

function signInWith(
  app: TestApp,
  encoding: Encoding,
  input: { email: string; password: string; forwardedFor: string },
): Promise<Response> | Response {
  const fields = { email: input.email, password: input.password };
  return app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "x-forwarded-for": input.forwardedFor,
      "content-type":
        encoding === "json" ? "application/json" : "application/x-www-form-urlencoded",
    },
    body: encoding === "json" ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
}

let spoofCounter = 0;
/** What a client behind an appending proxy can write itself: anything, new every time. */
function spoofed(): string {
  spoofCounter += 1;
  return `192.0.2.${spoofCounter % 250}, 198.18.${spoofCounter % 250}.1`;
}

describeEachDatabase("abuse guards on accounts", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(leg);
    ({ app } = buildAuthTestApp(database));
  });
  afterAll(async () => {
    await database?.close();
  });

  it.each<Encoding>(["json", "form"])(
    "locks an account after 5 wrong passwords sent as %s, from a new address each time",
    async (encoding) => {
      const { email, password } = await signUp(app);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        // Better-auth matches e-mails case-insensitively; so does the lockout.
        const guessed = attempt % 2 === 0 ? email : email.toUpperCase();
        const response = await signInWith(app, encoding, {
          email: guessed,
          password: "wrong-password",
          forwardedFor: freshIp(),
        });
        expect(response.status).toBe(401);
      }
      const response = await signInWith(app, encoding, {
        email,
        password,
        forwardedFor: freshIp(),
      });
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await response.json()) as { message: string }).message).toBe(LOCKOUT_MESSAGE);
    },
  );

  it("evaluates at most 5 of 20 wrong passwords sent to one account at once", async () => {
    const { email, password } = await signUp(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, guess) =>
        signInWith(app, guess % 2 === 0 ? "json" : "form", {
          email,
          password: `wrong-password-${guess}`,
          forwardedFor: freshIp(),
        }),
      ),
    );
    const statuses = answers.map((response) => response.status);
    // A 401 is a password better-auth checked; every other guess must be refused unchecked.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // The account stays locked for the right password too, until the minute is over.
    const right = await signInWith(app, "json", { email, password, forwardedFor: freshIp() });
    expect(right.status).toBe(429);
  });

  it("lets the right password through after a few wrong ones, and forgives the account", async () => {
    const { email, password } = await signUp(app);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const wrong = await signInWith(app, "json", {
        email,
        password: "wrong-password",
        forwardedFor: freshIp(),
      });
      expect(wrong.status).toBe(401);
    }
    const right = await signInWith(app, "json", { email, password, forwardedFor: freshIp() });
    expect(right.status).toBe(200);
    // Forgiven: five more mistakes are allowed before the lock.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await signInWith(app, "form", {
        email,
        password: "wrong-password",
        forwardedFor: freshIp(),
      });
      expect(wrong.status).toBe(401);
    }
  });

  it("with TRUST_PROXY=true, limits the address the proxy saw, not the one the client wrote", async () => {
    const client = "203.0.113.10";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await signInWith(app, "json", {
        email: freshEmail("nobody"),
        password: "whatever",
        forwardedFor: `${spoofed()}, ${client}`,
      });
      expect(response.status).toBe(401);
    }
    const { email, password } = await signUp(app);
    const response = await signInWith(app, "form", {
      email,
      password,
      forwardedFor: `${spoofed()}, ${client}`,
    });
    expect(response.status).toBe(429);
  });

  it("with TRUST_PROXY=true, counts contact messages per real client whatever it writes in X-Forwarded-For", async () => {
    const client = "203.0.113.11";
    const message = {
      name: "Ada",
      email: "ada@example.com",
      subject: "Question",
      message: "How fresh is the data?",
    };
    const send = () =>
      app.request("/api/contact", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `${spoofed()}, ${client}`,
        },
        body: JSON.stringify(message),
      });
    for (let sent = 0; sent < 5; sent += 1) expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });

  it("with TRUSTED_PROXY_HOPS=2, takes the second address from the right", async () => {
    const { app: proxied } = buildAuthTestApp(database, {
      TRUST_PROXY: "false",
      TRUSTED_PROXY_HOPS: "2",
    });
    const innerProxy = "10.0.0.2";
    const guess = (client: string) =>
      signInWith(proxied, "json", {
        email: freshEmail("nobody"),
        password: "whatever",
        forwardedFor: `${spoofed()}, ${client}, ${innerProxy}`,
      });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await guess("203.0.113.12")).status).toBe(401);
    expect((await guess("203.0.113.12")).status).toBe(429);
    // Another client behind the same proxies keeps its own allowance.
    expect((await guess("203.0.113.13")).status).toBe(401);
  });

  it("refuses a cross-site mutation of a signed-in session with 403 in the app's error shape", async () => {
    const { cookie } = await signUp(app);
    const contact = {
      name: "Ada",
      email: "ada@example.com",
      subject: "Question",
      message: "Hello there",
    };
    const refusals = [
      await call(app, "POST", "/api/analyses", {
        cookie,
        body: { idea: "A tool for indie bakers" },
        headers: { origin: "https://evil.example" },
      }),
      await call(app, "POST", "/api/contact", {
        cookie,
        body: contact,
        ip: freshIp(),
        headers: { origin: "https://evil.example" },
      }),
      // A sibling subdomain is not the app.
      await call(app, "POST", "/api/contact", {
        cookie,
        body: contact,
        ip: freshIp(),
        headers: { origin: "http://shop.localhost:3000" },
      }),
      await call(app, "POST", "/api/contact", {
        cookie,
        body: contact,
        ip: freshIp(),
        headers: { origin: "", "sec-fetch-site": "same-site" },
      }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(403);
      const body = (await response.json()) as ApiErrorBody;
      expect(body.error.code).toBe("forbidden");
      expect(body.error.message).toBe("This request came from another site and was refused.");
    }
  });

  it("lets same-origin requests through, and cookie-less clients that name no origin", async () => {
    const { cookie } = await signUp(app);
    const contact = {
      name: "Ada",
      email: "ada@example.com",
      subject: "Question",
      message: "Hello there",
    };
    const sameOrigin = await call(app, "POST", "/api/contact", {
      cookie,
      body: contact,
      ip: freshIp(),
    });
    expect(sameOrigin.status).toBe(201);
    const fetchMetadata = await call(app, "POST", "/api/contact", {
      cookie,
      body: contact,
      ip: freshIp(),
      headers: { origin: "", "sec-fetch-site": "same-origin" },
    });
    expect(fetchMetadata.status).toBe(201);
    const script = await app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify(contact),
    });
    expect(script.status).toBe(201);
  });

  it("refuses a mutation that carries a cookie but neither Origin nor Sec-Fetch-Site", async () => {
    const { cookie } = await signUp(app);
    const response = await app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp(), cookie },
      body: JSON.stringify({
        name: "Ada",
        email: "ada@example.com",
        subject: "Question",
        message: "Hello there",
      }),
    });
    expect(response.status).toBe(403);
  });
});

describeEachDatabase("password reset requests", (leg) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(leg);
  });
  afterAll(async () => {
    await database?.close();
  });

  function appWithMailer(mailer: Mailer) {
    const { app: base, config } = buildAuthTestApp(database);
    const logs = captureLogs();
    return {
      base,
      app: createApp({ config, logger: logs.logger, database, web: null, mailer }),
      logs: logs.lines,
    };
  }

  it("answers an existing e-mail without waiting for the mail, and logs a mail that fails", async () => {
    let sends = 0;
    const stuck = appWithMailer({
      transport: "smtp",
      send: () =>
        new Promise<void>(() => {
          sends += 1;
        }),
    });
    const { email } = await signUp(stuck.base);
    const request = () =>
      call(stuck.app, "POST", "/api/auth/request-password-reset", {
        body: { email, redirectTo: "/auth?reset=1" },
        ip: freshIp(),
      });
    // A mail server that never answers must not hold the answer back.
    const known = await request();
    expect(known.status).toBe(200);
    expect(sends).toBe(1);

    const failing = appWithMailer({
      transport: "smtp",
      send: () => Promise.reject(new Error("mail server down")),
    });
    const answered = await call(failing.app, "POST", "/api/auth/request-password-reset", {
      body: { email, redirectTo: "/auth?reset=1" },
      ip: freshIp(),
    });
    expect(answered.status).toBe(200);
    const unknown = await call(failing.app, "POST", "/api/auth/request-password-reset", {
      body: { email: freshEmail("nobody"), redirectTo: "/auth?reset=1" },
      ip: freshIp(),
    });
    expect(await unknown.json()).toEqual(await answered.json());
    await expect
      .poll(() => failing.logs.some((line) => line.includes("password reset mail not sent")))
      .toBe(true);
  });
});
