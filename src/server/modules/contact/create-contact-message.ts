import type { ContactMessage } from "../../../contract/contact.ts";
import type { Database } from "../../../db/client.ts";
import { contactMessages } from "../../../db/tables/contact-messages.ts";

export async function createContactMessage(
  db: Database,
  message: ContactMessage,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("Inserting the contact message returned no row");
  return row;
}
