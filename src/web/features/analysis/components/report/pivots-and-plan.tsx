import type { Pivot, WeekPlan } from "../../../../../contract/verdict.ts";
import { Card } from "../../../../components/ui/card.tsx";
import { EvidenceRefs } from "./evidence-list.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { SourceLink } from "./source-link.tsx";
import { useFold } from "./use-fold.tsx";

/** Entries of each list in the plan before "Show N more". */
const PLAN_SHOWN = 3;

/** Directions the evidence points to besides the idea as stated, each with what it rests on. */
export function PivotList({ pivots, level }: { pivots: Pivot[]; level: HeadingLevel }) {
  if (pivots.length === 0) return <p className="text-sm text-muted-foreground">None identified</p>;
  return (
    <ul className="print-stack grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {pivots.map((pivot, index) => (
        <li key={`${index}-${pivot.title}`}>
          <Card className="report-card h-full space-y-2 p-5">
            <Heading level={level} className="text-base">
              {pivot.title}
            </Heading>
            <p className="text-sm leading-relaxed text-ink">{pivot.rationale}</p>
            <EvidenceRefs ids={pivot.evidenceIds} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function SmokeTest({ test, level }: { test: WeekPlan["smokeTest"]; level: HeadingLevel }) {
  return (
    <Card className="report-card space-y-3 p-5">
      <Heading level={level} className="text-base">
        Smoke test
      </Heading>
      <p className="text-sm text-muted-foreground">
        A one-page offer to put in front of the people above before building anything.
      </p>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Headline
          </dt>
          <dd className="text-base font-semibold break-words text-ink">{test.headline}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Subheadline
          </dt>
          <dd className="break-words text-ink">{test.subheadline}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Price
          </dt>
          {test.price ? (
            <dd className="text-ink">
              <span className="font-semibold">{test.price.value}</span>
              <span className="block text-muted-foreground">
                {test.price.basis} <EvidenceRefs ids={test.price.evidenceIds} />
              </span>
            </dd>
          ) : (
            <dd className="text-muted-foreground">
              No competitor price was found, so there is no price to anchor on: pick one and test
              it.
            </dd>
          )}
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Kill criterion
          </dt>
          <dd className="break-words text-ink">{test.killCriterion}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** The week after the report: whom to ask what, what to read, where to find people, what to sell. */
export function WeekPlanView({ plan, level }: { plan: WeekPlan; level: HeadingLevel }) {
  const questions = useFold(plan.interviewQuestions, PLAN_SHOWN, {
    one: "question",
    many: "questions",
  });
  const reading = useFold(plan.readingList, PLAN_SHOWN, { one: "thread", many: "threads" });
  const places = useFold(plan.whereUsersGather, PLAN_SHOWN, { one: "place", many: "places" });
  return (
    <div className="space-y-4">
      <Card className="report-card space-y-2 p-5">
        <Heading level={level} className="text-base">
          Interview questions
        </Heading>
        {plan.interviewQuestions.length === 0 ? (
          <p className="text-sm text-muted-foreground">None identified</p>
        ) : (
          <ol id={questions.listId} className="list-decimal space-y-1.5 pl-5 text-sm text-ink">
            {questions.visible.map((item, index) => (
              <li key={`${index}-${item.question}`} className="break-words">
                {item.question} <EvidenceRefs ids={item.evidenceIds} />
              </li>
            ))}
          </ol>
        )}
        {questions.more}
      </Card>
      <div className="print-stack grid gap-4 md:grid-cols-2">
        <Card className="report-card space-y-2 p-5">
          <Heading level={level} className="text-base">
            Reading list
          </Heading>
          {plan.readingList.length === 0 ? (
            <p className="text-sm text-muted-foreground">None identified</p>
          ) : (
            <ul id={reading.listId} className="space-y-2 text-sm">
              {reading.visible.map((entry, index) => (
                <li key={`${index}-${entry.url}`} className="min-w-0">
                  <SourceLink url={entry.url}>{entry.title}</SourceLink>{" "}
                  <EvidenceRefs ids={[entry.evidenceId]} />
                </li>
              ))}
            </ul>
          )}
          {reading.more}
        </Card>
        <Card className="report-card space-y-2 p-5">
          <Heading level={level} className="text-base">
            Where users gather
          </Heading>
          {plan.whereUsersGather.length === 0 ? (
            <p className="text-sm text-muted-foreground">None identified</p>
          ) : (
            <ul id={places.listId} className="space-y-2 text-sm">
              {places.visible.map((entry, index) => (
                <li key={`${index}-${entry.place}`} className="min-w-0">
                  <SourceLink url={entry.url}>{entry.place}</SourceLink>{" "}
                  <EvidenceRefs ids={entry.evidenceIds} />
                </li>
              ))}
            </ul>
          )}
          {places.more}
        </Card>
      </div>
      <SmokeTest test={plan.smokeTest} level={level} />
    </div>
  );
}
