import { ChevronRight, FileJson, KeyRound } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import {
  apiReferenceView,
  type ApiErrorView,
  type ApiOperationView,
} from "../../contract/api-reference.ts";
import { BackToHome } from "../components/back-to-home.tsx";
import { Button } from "../components/ui/button.tsx";
import { APP_URL, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/docs-api";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "API Reference",
    description:
      "Start analyses, read reports as JSON or Markdown, ask questions and check credits from your own scripts and AI assistants with a personal API key: every endpoint with curl examples.",
    path: "/docs/api",
  });

/**
 * Runs when the page is prerendered, never in the browser: the reference is computed from the
 * contract's zod schemas there, so neither zod nor the report schemas reach this page's bundle.
 */
export function loader() {
  return apiReferenceView(APP_URL);
}

/** The parts of JSON Schema 2020-12 that z.toJSONSchema writes and this page shows. */
interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

const asNode = (schema: unknown) => schema as SchemaNode;

function isNull(node: SchemaNode): boolean {
  return node.type === "null";
}

/** `T | null` reads as T, marked nullable: how a person says it. */
function unwrapNullable(node: SchemaNode): { node: SchemaNode; nullable: boolean } {
  const union = node.anyOf ?? node.oneOf;
  if (union && union.some(isNull) && union.filter((member) => !isNull(member)).length === 1) {
    const inner = union.find((member) => !isNull(member)) ?? {};
    return {
      node: { ...inner, description: node.description ?? inner.description },
      nullable: true,
    };
  }
  if (Array.isArray(node.type) && node.type.includes("null")) {
    const rest = node.type.filter((type) => type !== "null");
    return { node: { ...node, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
  }
  return { node, nullable: false };
}

function typeLabel(node: SchemaNode): string {
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum) return node.enum.map((value) => JSON.stringify(value)).join(" | ");
  const variants = node.oneOf ?? node.anyOf;
  if (variants) return "one of";
  if (node.type === "array")
    return `array of ${node.items ? typeLabel(unwrapNullable(node.items).node) : "any"}`;
  if (node.type === "object" && !node.properties && typeof node.additionalProperties === "object")
    return `map of ${typeLabel(node.additionalProperties)}`;
  if (Array.isArray(node.type)) return node.type.join(" | ");
  return node.type ?? "any";
}

/** Integers carry JavaScript's safe-integer bounds; only narrower bounds tell a reader anything. */
function meaningfulBound(value: number | undefined): value is number {
  return value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER;
}

function constraints(node: SchemaNode): string[] {
  const said: string[] = [];
  if (node.minLength !== undefined && node.maxLength !== undefined)
    said.push(`${node.minLength}–${node.maxLength} characters`);
  else if (node.maxLength !== undefined) said.push(`at most ${node.maxLength} characters`);
  else if (node.minLength !== undefined) said.push(`at least ${node.minLength} characters`);
  if (meaningfulBound(node.minimum)) said.push(`≥ ${node.minimum}`);
  if (meaningfulBound(node.maximum)) said.push(`≤ ${node.maximum}`);
  if (node.maxItems !== undefined) said.push(`at most ${node.maxItems} items`);
  if (node.minItems !== undefined && node.minItems > 0)
    said.push(`at least ${node.minItems} items`);
  if (node.default !== undefined) said.push(`default ${JSON.stringify(node.default)}`);
  return said;
}

/** What lies inside a field, to show in its own collapsible list; null when nothing does. */
function nestedOf(node: SchemaNode): SchemaNode | null {
  if (node.properties || node.oneOf || node.anyOf) return node;
  if (node.type === "array" && node.items) return nestedOf(unwrapNullable(node.items).node);
  if (typeof node.additionalProperties === "object") return nestedOf(node.additionalProperties);
  return null;
}

/** A variant of a tagged union is named by its tag (`kind: "report"`), else by its position. */
function variantName(variant: SchemaNode, index: number): string {
  for (const [name, property] of Object.entries(variant.properties ?? {}))
    if (property.const !== undefined) return `${name}: ${JSON.stringify(property.const)}`;
  return `variant ${index + 1}: ${typeLabel(variant)}`;
}

function SchemaView({ schema }: { schema: SchemaNode }) {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    return (
      <ul className="space-y-2">
        {variants.map((variant, index) => (
          <li key={variantName(variant, index)}>
            <Collapsible label={`One of: ${variantName(variant, index)}`}>
              <SchemaView schema={variant} />
            </Collapsible>
          </li>
        ))}
      </ul>
    );
  }
  const nested = schema.properties ? null : nestedOf(schema);
  if (nested) return <SchemaView schema={nested} />;
  const required = new Set(schema.required ?? []);
  return (
    <ul className="divide-y divide-border">
      {Object.entries(schema.properties ?? {}).map(([name, property]) => (
        <Field key={name} name={name} schema={property} required={required.has(name)} />
      ))}
    </ul>
  );
}

function Field({
  name,
  schema,
  required,
}: {
  name: string;
  schema: SchemaNode;
  required: boolean;
}) {
  const { node, nullable } = unwrapNullable(schema);
  const nested = nestedOf(node);
  const notes = [
    required ? "required" : "optional",
    ...(nullable ? ["nullable"] : []),
    ...constraints(node),
  ];
  return (
    <li className="py-2.5">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <code className="font-mono text-sm font-semibold text-ink">{name}</code>
        <span className="font-mono text-xs text-primary-hover">{typeLabel(node)}</span>
        <span className="text-xs text-muted-foreground">{notes.join(" · ")}</span>
      </p>
      {node.description ? (
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
          <InlineCode text={node.description} />
        </p>
      ) : null}
      {nested ? (
        <div className="mt-2">
          <Collapsible label={`Fields of ${name}`}>
            <SchemaView schema={nested} />
          </Collapsible>
        </div>
      ) : null}
    </li>
  );
}

function Collapsible({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="rounded-lg border border-border bg-background">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 px-3 py-2 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 shrink-0 transition-transform [details[open]>summary>&]:rotate-90"
          aria-hidden="true"
        />
        {label}
      </summary>
      <div className="border-t border-border px-3 pb-1">{children}</div>
    </details>
  );
}

/** Our descriptions mark code with backticks; shown as <code>, the text itself is never parsed as markup. */
function InlineCode({ text }: { text: string }) {
  return text.split("`").map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] text-ink">
        {part}
      </code>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

function MethodBadge({ method }: { method: ApiOperationView["method"] }) {
  const colours =
    method === "GET" ? "bg-primary-soft text-primary-hover" : "bg-accent-soft text-ink";
  return (
    <span className={`rounded-md px-2 py-0.5 font-mono text-xs font-bold ${colours}`}>
      {method}
    </span>
  );
}

function CodeBlock({ code }: { code: string }) {
  return (
    <pre className="overflow-x-auto rounded-lg bg-ink p-4 font-mono text-sm leading-relaxed text-primary-foreground">
      <code>{code}</code>
    </pre>
  );
}

function ErrorList({ errors }: { errors: ApiErrorView[] }) {
  return (
    <dl className="divide-y divide-border text-sm">
      {errors.map((error) => (
        <div key={error.code} className="grid gap-1 py-2 sm:grid-cols-[13rem_1fr]">
          <dt>
            <code className="font-mono font-semibold text-ink">{error.code}</code>
          </dt>
          <dd className="text-muted-foreground">
            <InlineCode text={error.meaning} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SubHeading({ children }: { children: ReactNode }) {
  return (
    <h4 className="mt-6 mb-2 text-sm font-semibold uppercase tracking-wider text-ink">
      {children}
    </h4>
  );
}

function ParameterList({ title, schema }: { title: string; schema: unknown }) {
  if (!schema) return null;
  return (
    <>
      <SubHeading>{title}</SubHeading>
      <SchemaView schema={asNode(schema)} />
    </>
  );
}

function SuccessResponse({ success }: { success: ApiOperationView["success"] }) {
  return (
    <>
      <SubHeading>Response</SubHeading>
      <p className="text-sm text-muted-foreground">
        <span className="font-mono font-semibold text-ink">{success.status}</span>{" "}
        <code className="font-mono">{success.mediaType}</code>:{" "}
        <InlineCode text={success.description} />
      </p>
      {success.schema ? (
        <div className="mt-3">
          <Collapsible label="Response fields">
            <SchemaView schema={asNode(success.schema)} />
          </Collapsible>
        </div>
      ) : null}
      {success.events.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {success.events.map((event) => (
            <li key={event.name}>
              <Collapsible label={`event: ${event.name}`}>
                <p className="pt-2 text-sm text-muted-foreground">
                  <InlineCode text={event.description} />
                </p>
                <SchemaView schema={asNode(event.schema)} />
              </Collapsible>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Operation({ operation }: { operation: ApiOperationView }) {
  const titleId = `${operation.operationId}-title`;
  return (
    <section
      id={operation.operationId}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <p className="flex flex-wrap items-center gap-2">
        <MethodBadge method={operation.method} />
        <code className="break-all font-mono text-sm font-semibold text-ink">{operation.path}</code>
      </p>
      <h3 id={titleId} className="mt-3 text-2xl font-bold tracking-tight text-ink">
        {operation.summary}
      </h3>
      <p className="mt-3 leading-relaxed text-muted-foreground">
        <InlineCode text={operation.description} />
      </p>
      <p className="mt-3 text-sm text-muted-foreground">
        Scope{" "}
        <code className="rounded bg-primary-soft px-1.5 py-0.5 font-mono text-primary-hover">
          {operation.scope}
        </code>
        : {operation.scopeLabel}
      </p>
      <SubHeading>Example</SubHeading>
      <CodeBlock code={operation.curl} />
      <ParameterList title="Path parameters" schema={operation.pathParams} />
      <ParameterList title="Query parameters" schema={operation.query} />
      {operation.body ? (
        <>
          <SubHeading>Request body (application/json)</SubHeading>
          <SchemaView schema={asNode(operation.body)} />
        </>
      ) : null}
      <SuccessResponse success={operation.success} />
      <SubHeading>Errors</SubHeading>
      <ErrorList errors={operation.errors} />
    </section>
  );
}

/** One part of the reference under its own heading. */
function ReferenceSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ApiReferencePage({ loaderData }: Route.ComponentProps) {
  const reference = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <BackToHome />
      <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">API Reference</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        {reference.info.description}
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={reference.documentPath}>
            <FileJson aria-hidden="true" /> OpenAPI 3.1 document
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/settings?tab=integrations">
            <KeyRound aria-hidden="true" /> Create an API key
          </Link>
        </Button>
      </p>

      <ReferenceSection id="auth-title" title="Authentication">
        <p className="mt-3 leading-relaxed text-muted-foreground">
          <InlineCode text={reference.authentication.apiKey} />
        </p>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          <InlineCode text={reference.authentication.session} />
        </p>
        <dl className="mt-4 divide-y divide-border rounded-xl border border-border bg-card px-4 text-sm">
          {reference.scopes.map((scope) => (
            <div key={scope.id} className="grid gap-1 py-2.5 sm:grid-cols-[13rem_1fr]">
              <dt>
                <code className="font-mono font-semibold text-ink">{scope.id}</code>
              </dt>
              <dd className="text-muted-foreground">{scope.label}</dd>
            </div>
          ))}
        </dl>
      </ReferenceSection>

      <ReferenceSection id="errors-title" title="Errors">
        <p className="mt-3 leading-relaxed text-muted-foreground">
          Every 4xx and 5xx answer has one JSON shape. Branch on{" "}
          <code className="font-mono text-ink">code</code>, which never changes meaning; show{" "}
          <code className="font-mono text-ink">message</code> to people.
        </p>
        <div className="mt-4 rounded-xl border border-border bg-card px-4">
          <SchemaView schema={asNode(reference.errorBody)} />
        </div>
        <div className="mt-4">
          <Collapsible label="Every error code">
            <ErrorList errors={reference.errorCodes} />
          </Collapsible>
        </div>
      </ReferenceSection>

      <ReferenceSection id="endpoints-title" title="Endpoints">
        <nav aria-label="Endpoints" className="mt-4">
          <ul className="space-y-2">
            {reference.operations.map((operation) => (
              <li key={operation.operationId} className="flex flex-wrap items-center gap-2">
                <MethodBadge method={operation.method} />
                <a
                  href={`#${operation.operationId}`}
                  className="font-mono text-sm text-primary hover:underline"
                >
                  {operation.path}
                </a>
                <span className="text-sm text-muted-foreground">{operation.summary}</span>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8 space-y-8">
          {reference.operations.map((operation) => (
            <Operation key={operation.operationId} operation={operation} />
          ))}
        </div>
      </ReferenceSection>
    </div>
  );
}
