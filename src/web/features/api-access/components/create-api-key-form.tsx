import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  API_KEY_NAME_MAX,
  API_SCOPES,
  createApiKeyBodySchema,
  type ApiScope,
  type CreatedApiKey,
} from "../../../../contract/api-access.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { FieldError, Label } from "../../../components/ui/label.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCreateApiKey } from "../api/create-api-key.ts";

type Values = z.input<typeof createApiKeyBodySchema>;

/**
 * Read-only by default: a key that can start analyses or ask questions spends the user's
 * reports and messages, so a leaked one should not do that unless it was meant to.
 */
const DEFAULT_SCOPES: ApiScope[] = ["analyses:read", "credits:read"];
const EMPTY: Values = { name: "", scopes: DEFAULT_SCOPES };

/** Name a key and choose what it may do; `onCreated` receives the key, the only time it exists here. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const form = useForm<Values, unknown, z.output<typeof createApiKeyBodySchema>>({
    resolver: zodResolver(createApiKeyBodySchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: z.output<typeof createApiKeyBodySchema>) => {
    try {
      onCreated(await create.mutateAsync(values));
      form.reset(EMPTY);
    } catch (error) {
      void toast.error(error instanceof Error ? error.message : "Could not create the key.");
    }
  };

  return (
    <form
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      aria-labelledby="create-api-key-title"
      className="space-y-4"
    >
      <h4 id="create-api-key-title" className="text-base font-semibold text-ink">
        Create a key
      </h4>
      <div className="space-y-2">
        <Label htmlFor="api-key-name">Name</Label>
        <Input
          id="api-key-name"
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX}
          placeholder="e.g. Weekly report script"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "api-key-name-error" : undefined}
          {...form.register("name")}
        />
        <FieldError id="api-key-name-error">{errors.name?.message}</FieldError>
      </div>
      <fieldset
        className="space-y-2"
        aria-describedby={errors.scopes ? "api-key-scopes-error" : undefined}
      >
        <legend className="text-sm font-medium text-ink">It may</legend>
        {API_SCOPES.map((scope) => (
          <label key={scope.id} className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              value={scope.id}
              className="mt-0.5 size-4 shrink-0 accent-primary"
              {...form.register("scopes")}
            />
            <span>{scope.label}</span>
          </label>
        ))}
        <FieldError id="api-key-scopes-error">{errors.scopes?.message}</FieldError>
      </fieldset>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Creating..." : "Create key"}
      </Button>
    </form>
  );
}
