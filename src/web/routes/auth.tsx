import { AuthScreen } from "../features/auth/components/auth-screen.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Sign In or Sign Up",
    description:
      "Sign in to Groundtruth or create a free account: one full idea-validation report every month.",
    path: "/auth",
  });

export default function AuthPage() {
  return <AuthScreen />;
}
