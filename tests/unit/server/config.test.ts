import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../src/server/config.ts";

describe("configuration", () => {
  it("runs with no variables at all, on the embedded database", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.AI_PROVIDER).toBe("none");
    expect(config.APP_URL).toBe("http://localhost:3000");
  });

  it("stops with a message naming each bad variable", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://nope", LOG_LEVEL: "loud" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("PORT");
    expect(message).toContain('(got "eighty")');
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("LOG_LEVEL");
  });

  it("never echoes a secret's value in the error", () => {
    expect(() => loadConfig({ AUTH_SECRET: "short-secret-value" })).toThrow(/AUTH_SECRET/);
    try {
      loadConfig({ AUTH_SECRET: "short-secret-value" });
    } catch (error) {
      expect((error as Error).message).not.toContain("short-secret-value");
    }
  });

  it("serves at the port it listens on when APP_URL is not set", () => {
    expect(loadConfig({ PORT: "4610" }).APP_URL).toBe("http://localhost:4610");
    expect(loadConfig({ PORT: "4610", APP_URL: "" }).APP_URL).toBe("http://localhost:4610");
    expect(loadConfig({ PORT: "4610", APP_URL: "https://groundtruth.example" }).APP_URL).toBe(
      "https://groundtruth.example",
    );
    // A bad port is named, not hidden behind a bad address.
    expect(() => loadConfig({ PORT: "web" })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: "web" })).not.toThrow(/APP_URL/);
  });

  it("reads booleans and trims a trailing slash from APP_URL", () => {
    const config = loadConfig({ TRUST_PROXY: "true", APP_URL: "https://groundtruth.example/" });
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.APP_URL).toBe("https://groundtruth.example");
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(
      /TRUST_PROXY: expected true or false/,
    );
  });

  it("turns the source cache off with SOURCE_CACHE_TTL=0 and still reads the older SOURCE_CACHE_TTL_SECONDS", () => {
    expect(loadConfig({}).SOURCE_CACHE_TTL).toBe(21_600);
    expect(loadConfig({ SOURCE_CACHE_TTL: "0" }).SOURCE_CACHE_TTL).toBe(0);
    expect(loadConfig({ SOURCE_CACHE_TTL_SECONDS: "120" }).SOURCE_CACHE_TTL).toBe(120);
    expect(
      loadConfig({ SOURCE_CACHE_TTL: "0", SOURCE_CACHE_TTL_SECONDS: "120" }).SOURCE_CACHE_TTL,
    ).toBe(0);
    expect(() => loadConfig({ SOURCE_CACHE_TTL_SECONDS: "soon" })).toThrow(
      /SOURCE_CACHE_TTL \(set as SOURCE_CACHE_TTL_SECONDS\): .*\(got "soon"\)/,
    );
  });
});

describe("settings that only work together", () => {
  const secret = "0123456789abcdef0123456789abcdef";
  const failure = (env: Record<string, string>): string => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error("the configuration was accepted");
  };

  it("refuses PostgreSQL without AUTH_SECRET, saying why and how to make one", () => {
    const message = failure({ DATABASE_URL: "postgres://app@db:5432/groundtruth" });
    expect(message).toContain("AUTH_SECRET: required with DATABASE_URL");
    expect(message).toMatch(/every app process .* same secret/);
    expect(message).toContain("openssl rand -base64 32");
    expect(message).not.toContain("db:5432");
    expect(
      loadConfig({ DATABASE_URL: "postgres://app@db:5432/groundtruth", AUTH_SECRET: secret })
        .AUTH_SECRET,
    ).toBe(secret);
    // One process on the embedded database keeps the secret it generated under DATA_DIR.
    expect(loadConfig({}).AUTH_SECRET).toBeUndefined();
  });

  it("refuses a model provider without the model and key it needs, naming each", () => {
    const message = failure({ AI_PROVIDER: "anthropic" });
    expect(message).toContain("AI_MODEL: required when AI_PROVIDER is anthropic");
    expect(message).toContain("AI_API_KEY: required when AI_PROVIDER is anthropic");
    expect(message).toContain("AI_PROVIDER=none");
    expect(failure({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4.1-mini" })).not.toContain("AI_MODEL");
    expect(failure({ AI_PROVIDER: "openai", AI_API_KEY: "sk-test" })).not.toContain("AI_API_KEY");
    const full = loadConfig({
      AI_PROVIDER: "google",
      AI_MODEL: "gemini-2.5-flash",
      AI_API_KEY: "key",
    });
    expect(full.AI_MODEL).toBe("gemini-2.5-flash");
  });

  it("asks an openai-compatible provider for its address and model, not a key (local servers have none)", () => {
    const message = failure({ AI_PROVIDER: "openai-compatible", AI_MODEL: "llama3.1" });
    expect(message).toContain("AI_BASE_URL: required when AI_PROVIDER is openai-compatible");
    expect(message).not.toContain("AI_API_KEY");
    const local = loadConfig({
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "llama3.1",
      AI_BASE_URL: "http://localhost:11434/v1",
    });
    expect(local.AI_API_KEY).toBeUndefined();
  });

  it("treats an empty AI_PROVIDER as unset, and ignores model settings while the provider is none", () => {
    expect(loadConfig({ AI_PROVIDER: "" }).AI_PROVIDER).toBe("none");
    expect(loadConfig({ AI_PROVIDER: "none", AI_MODEL: "gpt-4.1-mini" }).AI_PROVIDER).toBe("none");
  });

  it("refuses half of a Stripe or Google pair, which would silently switch the feature off", () => {
    expect(failure({ STRIPE_SECRET_KEY: "sk_test_1" })).toContain(
      "STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set",
    );
    expect(failure({ STRIPE_WEBHOOK_SECRET: "whsec_1" })).toContain(
      "STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set",
    );
    expect(failure({ GOOGLE_CLIENT_ID: "id" })).toContain(
      "GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set",
    );
    expect(failure({ GOOGLE_CLIENT_SECRET: "secret" })).toContain(
      "GOOGLE_CLIENT_ID: required when GOOGLE_CLIENT_SECRET is set",
    );
    const paid = loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" });
    expect(paid.STRIPE_WEBHOOK_SECRET).toBe("whsec_1");
  });

  it("refuses SITE_FETCH_GATEWAY_URL on a production server that is not the demo", () => {
    const gateway = "http://127.0.0.1:9999";
    const message = failure({ NODE_ENV: "production", SITE_FETCH_GATEWAY_URL: gateway });
    expect(message).toMatch(/^ {2}SITE_FETCH_GATEWAY_URL: /m);
    expect(message).toContain("DEMO_MODE");
    // The demo, tests and benchmarks keep it; so does a production server without it.
    expect(
      loadConfig({ NODE_ENV: "production", DEMO_MODE: "true", SITE_FETCH_GATEWAY_URL: gateway })
        .SITE_FETCH_GATEWAY_URL,
    ).toBe(gateway);
    expect(
      loadConfig({ NODE_ENV: "test", SITE_FETCH_GATEWAY_URL: gateway }).SITE_FETCH_GATEWAY_URL,
    ).toBe(gateway);
    expect(loadConfig({ NODE_ENV: "production" }).SITE_FETCH_GATEWAY_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "production", SITE_FETCH_GATEWAY_URL: "" }).NODE_ENV).toBe(
      "production",
    );
  });
});

describe("documentation of the configuration", () => {
  const root = new URL("../../../", import.meta.url);
  it("lists every variable in .env.example and in the README's configuration table", async () => {
    const { readFileSync } = await import("node:fs");
    const { CONFIG_VARIABLES } = await import("../../../src/server/config.ts");
    const example = readFileSync(new URL(".env.example", root), "utf8");
    const readme = readFileSync(new URL("README.md", root), "utf8");
    const missingFromExample = CONFIG_VARIABLES.filter(
      (name) => !new RegExp(`^#? ?${name}=`, "m").test(example),
    );
    const missingFromReadme = CONFIG_VARIABLES.filter((name) => !readme.includes(`\`${name}\``));
    expect(missingFromExample).toEqual([]);
    expect(missingFromReadme).toEqual([]);
  });
});
