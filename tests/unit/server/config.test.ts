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

  it("reads booleans and trims a trailing slash from APP_URL", () => {
    const config = loadConfig({ TRUST_PROXY: "true", APP_URL: "https://groundtruth.example/" });
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.APP_URL).toBe("https://groundtruth.example");
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY: expected true or false/);
  });

  it("turns the source cache off with SOURCE_CACHE_TTL=0 and still reads the older SOURCE_CACHE_TTL_SECONDS", () => {
    expect(loadConfig({}).SOURCE_CACHE_TTL).toBe(21_600);
    expect(loadConfig({ SOURCE_CACHE_TTL: "0" }).SOURCE_CACHE_TTL).toBe(0);
    expect(loadConfig({ SOURCE_CACHE_TTL_SECONDS: "120" }).SOURCE_CACHE_TTL).toBe(120);
    expect(loadConfig({ SOURCE_CACHE_TTL: "0", SOURCE_CACHE_TTL_SECONDS: "120" }).SOURCE_CACHE_TTL).toBe(0);
    expect(() => loadConfig({ SOURCE_CACHE_TTL_SECONDS: "soon" })).toThrow(/SOURCE_CACHE_TTL \(set as SOURCE_CACHE_TTL_SECONDS\): .*\(got "soon"\)/);
  });
});

describe("documentation of the configuration", () => {
  const root = new URL("../../../", import.meta.url);
  it("lists every variable in .env.example and in the README's configuration table", async () => {
    const { readFileSync } = await import("node:fs");
    const { CONFIG_VARIABLES } = await import("../../../src/server/config.ts");
    const example = readFileSync(new URL(".env.example", root), "utf8");
    const readme = readFileSync(new URL("README.md", root), "utf8");
    const missingFromExample = CONFIG_VARIABLES.filter((name) => !new RegExp(`^#? ?${name}=`, "m").test(example));
    const missingFromReadme = CONFIG_VARIABLES.filter((name) => !readme.includes(`\`${name}\``));
    expect(missingFromExample).toEqual([]);
    expect(missingFromReadme).toEqual([]);
  });
});
