import { Hono } from "hono";
import { contactMessageSchema } from "../../contract/contact.ts";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { validate } from "../http/validate.ts";
import { createContactMessage } from "../modules/contact/create-contact-message.ts";

export function contactRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().post(
    "/",
    rateLimit({ db: deps.db, name: "contact", limit: 5, windowMs: 60_000 }),
    validate("json", contactMessageSchema),
    async (c) => {
      const { id } = await createContactMessage(deps.db, c.req.valid("json"));
      c.get("log").info({ contactMessageId: id }, "contact message stored");
      return c.json({ id }, 201);
    },
  );
}
