import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Messages sent through /contact; kept so none is lost even when no mail is configured. */
export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
