import type { Competitor } from "../../contract/report.ts";
import type { Evidence, EngineOptions } from "../types.ts";
import { createPageFetcher } from "../http/safe-fetch.ts";
import type { PageResult } from "../http/safe-fetch.ts";
import { createLinkChecker } from "../http/check-link.ts";
import { createLexicalScorer, MODEL_ADMISSION_SCORE } from "../evidence/lexical-relevance.ts";
import { readSitePages } from "../profile/read-site-pages.ts";
import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import { extractSiteProfile } from "../profile/extract-site-profile.ts";
import type { SiteProfile } from "../profile/extract-site-profile.ts";
import { profileWithModel } from "../profile/model-profile.ts";
import type { Models } from "../llm/create-models.ts";
import type { EvidenceAnalysis } from "../synthesis/analyse-evidence.ts";
import { extractCompetitors, homepageOf } from "../synthesis/extract-competitors.ts";
import type { SiteRead } from "../synthesis/extract-competitors.ts";
import type { LinkChecker } from "../synthesis/ai-competitors.ts";
import type { IdeaUnderstanding } from "../types.ts";
import type { RunContext } from "./run-context.ts";

/** Enough for a founder to compare: prices, a few features and when the product started. */
function isComplete(profile: SiteProfile): boolean {
  return profile.plans.length > 0 && profile.features.length >= 3 && profile.launchYear !== null;
}

/** Product sites read per report: the likely competitors and a margin for look-alikes. */
const MAX_SITES = 20;
/** Past gathering, profiles are awaited this long at most; a site that slow is left unread. */
const PROFILE_GRACE_MS = 3_000;

export interface ProfileStage {
  /** Starts reading the sites of on-topic products as soon as a source returns them. */
  consider(items: Evidence[]): void;
  /** Waits (a little, at most) for the sites still being read; runs while the evidence is judged. */
  settle(): Promise<void>;
  /** Competitors built from the judged evidence and the sites read by now. */
  competitors(evidence: RankedEvidence[], analysis: EvidenceAnalysis, limit: number): Competitor[];
  checkLink: LinkChecker;
}

export interface ProfileStageInput {
  run: RunContext;
  /** With a model, the fast model reads each site too (its fields checked against the page). */
  models: Models | null;
  options: EngineOptions;
  plan: IdeaUnderstanding;
  /** When page reads must be done by. */
  deadline: number;
}

/**
 * Reads each competitor's homepage and pricing page through the one safe fetcher, while the
 * slower sources are still answering, so profiles cost little or no time on the critical path.
 */
export function createProfileStage(input: ProfileStageInput): ProfileStage {
  const { run } = input;
  const fetchPage = createPageFetcher({ gatewayUrl: input.options.pageFetch?.gatewayUrl });
  const timeoutMs = () => Math.max(0, input.deadline - run.now());
  const get = (url: string): Promise<PageResult> =>
    fetchPage(url, { signal: run.signal, timeoutMs: timeoutMs() });
  const reads = new Map<string, Promise<SiteRead | null>>();
  const settled = new Map<string, SiteRead | null>();
  const relevance = createLexicalScorer(input.plan.terms);

  async function readSite(homepage: string): Promise<SiteRead | null> {
    const pages = await readSitePages(homepage, get);
    const home = pages?.[0];
    if (!pages || !home) return null;
    const rules = extractSiteProfile(pages);
    // The model reads a site only where the rules left gaps: it costs a call and a round trip.
    const profile =
      input.models && !isComplete(rules)
        ? await profileWithModel({
            model: input.models.fast,
            modelName: input.models.fastName,
            pages,
            rules,
            deadline: input.deadline,
            now: run.now,
            signal: run.signal,
            record: (call) => run.modelCalls.push(call),
          })
        : rules;
    return {
      homepage: home.url,
      title: home.page.title,
      pagesRead: pages.map((page) => page.url),
      profile,
    };
  }

  function start(homepage: string): void {
    if (reads.has(homepage) || reads.size >= MAX_SITES) return;
    const read = readSite(homepage).catch(() => null);
    reads.set(homepage, read);
    void read.then((result) => settled.set(homepage, result));
  }

  return {
    consider(items) {
      for (const item of items) {
        const homepage = homepageOf(item);
        // A model may admit a product the word gate doubts (judge-stage): read its site in time too.
        const judgement = relevance(item);
        const mayBeAdmitted = input.models !== null && judgement.score >= MODEL_ADMISSION_SCORE;
        if (homepage && (judgement.onTopic || mayBeAdmitted)) start(homepage);
      }
    },
    async settle() {
      const cap = Math.min(input.deadline, run.now() + PROFILE_GRACE_MS) - run.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all(reads.values()),
        new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, cap)))),
      ]);
      clearTimeout(timer);
    },
    competitors(evidence, analysis, limit) {
      return extractCompetitors(
        evidence,
        analysis.discussions,
        limit,
        (homepage) => settled.get(homepage) ?? null,
      );
    },
    checkLink: createLinkChecker(
      fetchPage,
      () => Math.min(2_000, run.synthesisDeadline - run.now()),
      run.signal,
    ),
  };
}
