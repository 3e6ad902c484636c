import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_LIMITS,
  CONTACT_SUCCESS_MESSAGE,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from "../../../../contract/contact.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input, Textarea } from "../../../components/ui/input.tsx";
import { FieldError, Label } from "../../../components/ui/label.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";

const EMPTY: ContactMessageInput = { name: "", email: "", subject: "", message: "" };
const FIELD_ORDER = ["name", "email", "subject", "message"] as const;

export function ContactForm() {
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const send = useSendContactMessage();
  const messageLength = useWatch({ control: form.control, name: "message" }).length;
  const { errors } = form.formState;

  const onValid = async (values: ContactMessage) => {
    try {
      await send.mutateAsync(values);
      void toast.success(CONTACT_SUCCESS_MESSAGE);
      form.reset(EMPTY);
    } catch (error) {
      void toast.error(
        error instanceof ApiError && error.code === "validation_failed"
          ? error.message
          : CONTACT_FAILURE_MESSAGE,
      );
    }
  };
  // Spec section 8: a validation failure toasts the first issue's message.
  const onInvalid = (fieldErrors: FieldErrors<ContactMessageInput>) => {
    const first = FIELD_ORDER.map((field) => fieldErrors[field]?.message).find(Boolean);
    if (first) void toast.error(first);
  };

  const field = (name: (typeof FIELD_ORDER)[number]) => ({
    id: `contact-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    required: true,
    maxLength: CONTACT_LIMITS[name],
    ...form.register(name),
  });

  return (
    <form
      method="post"
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-name">
            Name <span aria-hidden="true">*</span>
          </Label>
          <Input autoComplete="name" {...field("name")} />
          <FieldError id="contact-name-error">{errors.name?.message}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-email">
            Email <span aria-hidden="true">*</span>
          </Label>
          <Input type="email" autoComplete="email" {...field("email")} />
          <FieldError id="contact-email-error">{errors.email?.message}</FieldError>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-subject">
          Subject <span aria-hidden="true">*</span>
        </Label>
        <Input {...field("subject")} />
        <FieldError id="contact-subject-error">{errors.subject?.message}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">
          Message <span aria-hidden="true">*</span>
        </Label>
        <Textarea rows={7} {...field("message")} />
        <div className="flex items-start justify-between gap-3">
          <FieldError id="contact-message-error">{errors.message?.message}</FieldError>
          <p className="ml-auto text-xs text-muted-foreground" aria-live="polite">
            {`${messageLength}/${CONTACT_LIMITS.message} characters`}
          </p>
        </div>
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={form.formState.isSubmitting}
        className="w-full sm:w-auto"
      >
        {form.formState.isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
