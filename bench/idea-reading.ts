// `npm run bench:reading`: how the planner reads an idea (src/engine/plan/read-idea.ts) against
// eighty ideas from forty domains, written and labelled by a helper who never saw the reader
// (tests/fakes/idea-readings/ideas.json): who has the problem, what the pain is about, the jobs.
// The development half was read while mending the reader; the held-out half is scored only, its
// ideas never printed.
//   node bench/idea-reading.ts [--errors]   (--errors lists the development half's mistakes)
import { readFileSync } from "node:fs";
import { z } from "zod";
import { readIdea } from "../src/engine/plan/read-idea.ts";
import { singular, stem } from "../src/engine/text/words.ts";

const ideasSchema = z.array(
  z.object({
    split: z.enum(["development", "held-out"]),
    idea: z.string(),
    audience: z.string().nullable(),
    audienceHead: z.string().nullable(),
    productKind: z.string().nullable(),
    problems: z.array(z.string()),
    jobs: z.array(z.string()),
  }),
);
type Labelled = z.infer<typeof ideasSchema>[number];

const showErrors = process.argv.includes("--errors");
const ideas = ideasSchema.parse(
  JSON.parse(
    readFileSync(new URL("../tests/fakes/idea-readings/ideas.json", import.meta.url), "utf8"),
  ),
);

const words = (phrase: string) => phrase.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
const headStem = (phrase: string) => stem(singular(words(phrase).at(-1) ?? ""));

interface Tally {
  ideas: number;
  audienceExact: number;
  audienceHead: number;
  problems: number;
  problemsFound: number;
  jobs: number;
  jobsFound: number;
}

function scoreIdea(labelled: Labelled, tally: Tally): string[] {
  const reading = readIdea(labelled.idea);
  const mistakes: string[] = [];
  const read = reading.audience ? reading.audience.words.join(" ") : null;
  const exact = read === (labelled.audience?.toLowerCase() ?? null);
  const head =
    labelled.audienceHead === null
      ? reading.audience === null
      : reading.audience !== null &&
        stem(reading.audience.head) === stem(singular(labelled.audienceHead.toLowerCase()));
  tally.audienceExact += exact ? 1 : 0;
  tally.audienceHead += head ? 1 : 0;
  if (!head) mistakes.push(`audience: read "${read}", labelled "${labelled.audience}"`);
  // A pain is found when an object the reader took from the idea has the same head noun.
  const objectHeads = new Set(reading.objects.map((phrase) => headStem(phrase.words.join(" "))));
  for (const problem of labelled.problems) {
    tally.problems += 1;
    if (objectHeads.has(headStem(problem))) tally.problemsFound += 1;
    else mistakes.push(`problem missed: "${problem}"`);
  }
  // A job is found when the reader has its verb with an object of the same head noun.
  const jobs = reading.jobs.map(
    (job) => `${stem(job.verb)} ${headStem(job.object.words.join(" "))}`,
  );
  for (const job of labelled.jobs) {
    tally.jobs += 1;
    const [verb = ""] = words(job);
    if (jobs.includes(`${stem(verb)} ${headStem(job)}`)) tally.jobsFound += 1;
    else
      mistakes.push(
        `job missed: "${job}" (read: ${reading.jobs.map((each) => `${each.verb} ${each.object.words.join(" ")}`).join(", ") || "none"})`,
      );
  }
  return mistakes;
}

function score(split: Labelled["split"]) {
  const tally: Tally = {
    ideas: 0,
    audienceExact: 0,
    audienceHead: 0,
    problems: 0,
    problemsFound: 0,
    jobs: 0,
    jobsFound: 0,
  };
  for (const labelled of ideas.filter((idea) => idea.split === split)) {
    tally.ideas += 1;
    const mistakes = scoreIdea(labelled, tally);
    if (showErrors && split === "development" && mistakes.length > 0)
      console.log(`  ${labelled.idea}\n    ${mistakes.join("\n    ")}`);
  }
  const share = (part: number, whole: number) => (part / Math.max(1, whole)).toFixed(2);
  console.log(
    `${split.padEnd(12)} ${tally.ideas} ideas · audience ${share(tally.audienceHead, tally.ideas)} (exact phrase ${share(tally.audienceExact, tally.ideas)}) · pains found ${share(tally.problemsFound, tally.problems)} of ${tally.problems} · jobs found ${share(tally.jobsFound, tally.jobs)} of ${tally.jobs}`,
  );
}

console.log("Idea reading (held-out first: written blind, never read while designing)");
score("held-out");
score("development");
