import { z } from "./zod.ts";
import { plainText } from "./plain-text.ts";

/** Spec section 5: limits and messages verbatim. Shared by the form and the API. */
export const CONTACT_LIMITS = { name: 100, email: 255, subject: 200, message: 2000 } as const;

export const contactMessageSchema = z.object({
  name: plainText(
    z
      .string("Name is required")
      .trim()
      .min(1, "Name is required")
      .max(CONTACT_LIMITS.name, "Name must be less than 100 characters"),
  ),
  email: plainText(
    z
      .string("Invalid email address")
      .trim()
      .max(CONTACT_LIMITS.email, "Email must be less than 255 characters"),
  ).pipe(z.email("Invalid email address")),
  subject: plainText(
    z
      .string("Subject is required")
      .trim()
      .min(1, "Subject is required")
      .max(CONTACT_LIMITS.subject, "Subject must be less than 200 characters"),
  ),
  message: plainText(
    z
      .string("Message is required")
      .trim()
      .min(1, "Message is required")
      .max(CONTACT_LIMITS.message, "Message must be less than 2000 characters"),
    "multi-line",
  ),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_FAILURE_MESSAGE = "Failed to send message. Please try again.";
