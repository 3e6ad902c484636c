import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PreviewTeaser } from "../../../src/contract/preview.ts";
import { LIMITS } from "../../../src/contract/site.ts";
import {
  markPreviewUsed,
  previewMinutesLeft,
  readLastPreview,
  storePreview,
} from "../../../src/web/features/marketing/lib/preview-storage.ts";

/** The browser's local storage, as far as the landing page uses it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const teaser = (idea: string): PreviewTeaser => ({
  idea,
  mode: "ai",
  metadata: { totalCompetitors: 1, totalPlatformFeedback: 0, totalInsights: 1, totalEvidence: 3 },
  competitors: [
    {
      name: "Slotback",
      description: "Waitlist for clinics",
      pricing: null,
      estimatedDownloads: null,
      estimatedARR: null,
      topFeatures: [],
    },
  ],
  platformFeedback: [],
  marketSummary: { marketOpportunity: "Small clinics", keyTakeaways: [] },
  warnings: [],
});

const HOUR = LIMITS.previewCooldownMs;
const T0 = 1_800_000_000_000;

describe("a returning visitor's preview", () => {
  beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("is there again within the hour, idea and result, the newest one first", () => {
    storePreview("older idea", teaser("older idea"), T0 - 10 * 60_000);
    markPreviewUsed(T0);
    storePreview("physio waitlist", teaser("physio waitlist"), T0);
    const back = readLastPreview(T0 + 20 * 60_000);
    expect(back?.idea).toBe("physio waitlist");
    expect(back?.preview.competitors[0]?.name).toBe("Slotback");
    // The sign-up button stores under the same key again, so the dashboard imports this one.
    expect(back?.timestamp).toBe(T0);
    expect(storePreview("physio waitlist", back!.preview, back!.timestamp)).toBe(`preview_${T0}`);
    expect(previewMinutesLeft(T0 + 20 * 60_000)).toBe(40);
  });

  it("is not shown once the hour is over, when the visitor may run a new one", () => {
    storePreview("physio waitlist", teaser("physio waitlist"), T0);
    expect(readLastPreview(T0 + HOUR)).toBeNull();
  });

  it("ignores stored values that are not a preview, and browsers without storage", () => {
    localStorage.setItem(
      `preview_${T0}`,
      JSON.stringify({ idea: "x", preview: { competitors: "no" } }),
    );
    expect(readLastPreview(T0 + 60_000)).toBeNull();
    localStorage.setItem(`preview_${T0 + 1}`, "not json");
    expect(readLastPreview(T0 + 60_000)).toBeNull();
    vi.stubGlobal("localStorage", undefined);
    expect(readLastPreview(T0)).toBeNull();
  });
});
