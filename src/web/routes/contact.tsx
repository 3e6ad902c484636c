import { Mail } from "lucide-react";
import { BackToHome } from "../components/back-to-home.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { ContactForm } from "../features/contact/components/contact-form.tsx";
import { QueryProvider } from "../lib/query-provider.tsx";
import { CONTACT_EMAIL, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description:
      "Questions about a report, billing or the product? Write to the Groundtruth team and we will get back to you.",
    path: "/contact",
  });

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <BackToHome />
      <h1 className="text-4xl font-bold tracking-tight text-ink">Get In Touch</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        A question about a report, your credits or how we gather evidence? Send us a message and a
        person will answer.
      </p>
      <Card className="mt-8">
        <CardContent className="pt-6">
          <QueryProvider>
            <ContactForm />
          </QueryProvider>
        </CardContent>
      </Card>
      <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
        <Mail className="size-4" aria-hidden="true" /> Prefer e-mail? Write to{" "}
        <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-primary hover:underline">
          {CONTACT_EMAIL}
        </a>
      </p>
    </div>
  );
}
