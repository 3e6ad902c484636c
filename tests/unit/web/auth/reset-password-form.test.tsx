// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "../../../../src/contract/auth-rules.ts";
import { renderAt } from "../integrations/support.tsx";

vi.mock(
  "../../../../src/web/lib/toast.ts",
  async () => (await import("../integrations/support.tsx")).toastModule,
);

const { ResetPasswordForm } =
  await import("../../../../src/web/features/auth/components/reset-password-form.tsx");

afterEach(() => cleanup());

it("says, before the new password is set, that it ends API keys, connected apps and share links", async () => {
  renderAt(<ResetPasswordForm token="reset-token" onDone={() => undefined} />, "/auth?reset=1");
  const form = (await screen.findByRole("button", { name: "Set new password" })).closest("form")!;
  expect(form.textContent).toContain(AUTH_MESSAGES.newPasswordEndsAccess);
});
