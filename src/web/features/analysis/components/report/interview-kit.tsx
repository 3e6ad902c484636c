import {
  KIT_RULE,
  kitAuthorship,
  type InterviewKit,
  type KitPain,
} from "../../../../../contract/interview-kit.ts";
import { plural } from "../../../../../contract/plural.ts";
import { Card } from "../../../../components/ui/card.tsx";
import { EvidenceRefs } from "./evidence-list.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { SourceLink } from "./source-link.tsx";

const LABEL = "text-xs font-semibold tracking-wide text-muted-foreground uppercase";

function PainKit({ pain, level }: { pain: KitPain; level: HeadingLevel }) {
  return (
    <Card className="report-card space-y-3 p-5">
      <Heading level={level} className="text-base break-words">
        {pain.title} <EvidenceRefs ids={pain.evidenceIds} />
      </Heading>
      <div>
        <p className={LABEL}>Ask</p>
        <ol className="mt-1 list-decimal space-y-1.5 pl-5 text-sm text-ink">
          {pain.questions.map((item, index) => (
            <li key={`${index}-${item.question}`} className="break-words">
              {item.question} <EvidenceRefs ids={item.evidenceIds} />
            </li>
          ))}
        </ol>
      </div>
      {pain.threads.length > 0 ? (
        <div>
          <p className={LABEL}>Read first</p>
          <ul className="mt-1 space-y-1.5 text-sm">
            {pain.threads.map((thread) => (
              <li key={thread.evidenceId} className="min-w-0">
                <SourceLink url={thread.url}>{thread.title}</SourceLink>{" "}
                <span className="text-xs text-muted-foreground">({thread.platform})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className={LABEL}>Strong signal</dt>
          <dd className="mt-1 break-words text-ink">{pain.strongSignal}</dd>
        </div>
        <div>
          <dt className={LABEL}>Weak signal</dt>
          <dd className="mt-1 break-words text-ink">{pain.weakSignal}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** Questions about what people did, threads to read first and where to find people (ADR 0029). */
export function InterviewKitView({ kit, level }: { kit: InterviewKit; level: HeadingLevel }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {KIT_RULE} {kitAuthorship(kit)}
      </p>
      {kit.pains.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No pain point had enough evidence to ask about.
        </p>
      ) : (
        kit.pains.map((pain, index) => (
          <PainKit key={`${index}-${pain.title}`} pain={pain} level={level} />
        ))
      )}
      <div className="print-stack grid gap-4 md:grid-cols-2">
        <Card className="report-card space-y-2 p-5">
          <Heading level={level} className="text-base">
            Where these people gather
          </Heading>
          {kit.communities.length === 0 ? (
            <p className="text-sm text-muted-foreground">None identified</p>
          ) : (
            <ul className="space-y-1.5 text-sm">
              {kit.communities.map((community) => (
                <li key={community.name} className="min-w-0">
                  <SourceLink url={community.url}>{community.name}</SourceLink>{" "}
                  <span className="text-xs text-muted-foreground">
                    {plural(community.quotes, "quote")}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-muted-foreground">{kit.outreach}</p>
        </Card>
        <Card className="report-card space-y-2 p-5">
          <Heading level={level} className="text-base">
            Screener
          </Heading>
          <ol className="list-decimal space-y-1.5 pl-5 text-sm text-ink">
            {kit.screener.map((question) => (
              <li key={question} className="break-words">
                {question}
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </div>
  );
}
